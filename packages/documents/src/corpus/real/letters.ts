import { addDays, longDate, money, usDate } from '../format.js';
import { LayoutWriter } from '../layout.js';
import { wholeDollars } from './stubSpec.js';
import { periodicTruth, type RealDocument } from './truth.js';

export interface LetterSpec {
  id: string;
  name: string;
  street: string;
  city: string;
  date: string;
}

function addressBlock(page: LayoutWriter, spec: LetterSpec): void {
  page.text(60, spec.name.toUpperCase()).next(12).text(60, spec.street.toUpperCase()).next(12);
  page.text(60, spec.city.toUpperCase()).next(28);
}

/**
 * A state unemployment insurance award in the layout state agencies publish (California EDD's
 * DE 429Z, Ohio ODJFS' determination): agency letterhead naming every program it runs, the
 * claimant's address block, a 'Weekly Benefit Amount' in whole dollars and a claim balance.
 */
export function unemploymentLetter(
  spec: LetterSpec & { agency: string; programs: string; weeklyCents: number; state: string },
): RealDocument {
  const page = new LayoutWriter();
  page.text(60, `STATE OF ${spec.state.toUpperCase()}`, { size: 9 }).next(13);
  page.text(60, spec.agency.toUpperCase(), { size: 12, bold: true }).next(13);
  page.text(60, spec.programs, { size: 9 }).next(28);
  page.text(400, `Date Mailed: ${usDate(spec.date)}`, { size: 9 }).next(22);
  addressBlock(page, spec);
  page.text(60, 'NOTICE OF UNEMPLOYMENT INSURANCE AWARD', { size: 11, bold: true }).next(22);
  page.text(60, `Benefit Year Beginning:   ${usDate(addDays(spec.date, -9))}`).next(15);
  page.text(60, `Weekly Benefit Amount:   ${wholeDollars(spec.weeklyCents)}`).next(15);
  page.text(60, `Maximum Benefit Amount:   ${wholeDollars(spec.weeklyCents * 26)}`).next(15);
  page.text(60, `Highest Quarter Wages:   $${money(spec.weeklyCents * 26 + 41250)}`).next(24);
  page
    .text(
      60,
      'You are eligible for unemployment insurance benefits. Benefits are paid every two weeks for',
    )
    .next(13);
  page
    .text(
      60,
      'the weeks you certify, after a one-week waiting period. Report any work and earnings.',
    )
    .next(24);
  page
    .text(
      60,
      'This is not a disability insurance claim. If you cannot work because of illness, file a',
    )
    .next(13);
  page.text(60, 'separate disability insurance claim.').next(13);
  return {
    id: spec.id,
    layout: 'state-ui-award',
    pages: [page.page()],
    truth: periodicTruth({
      kind: 'benefit_letter',
      payer: spec.agency,
      category: 'unemployment',
      periodCents: spec.weeklyCents,
      frequency: 'weekly',
    }),
  };
}

/**
 * A Social Security notice of award in SSA's layout: the letterhead names 'Retirement,
 * Survivors and Disability Insurance', the benefit before deductions, the Medicare premium
 * and the payment rounded down to the dollar.
 */
export function ssaAwardLetter(
  spec: LetterSpec & { grossCents: number; medicareCents: number; disability: boolean },
): RealDocument {
  const page = new LayoutWriter();
  page.text(60, 'Social Security Administration', { size: 13, bold: true }).next(13);
  page.text(60, 'Retirement, Survivors and Disability Insurance', { size: 9 }).next(13);
  page.text(60, 'Notice of Award', { size: 11, bold: true }).next(13);
  page
    .text(60, 'Office of Central Operations, 1500 Woodlawn Drive, Baltimore, Maryland 21241-1500', {
      size: 8,
    })
    .next(26);
  page.text(400, `Date: ${longDate(spec.date)}`, { size: 9 }).next(20);
  addressBlock(page, spec);
  const last = spec.name.split(' ').at(-1);
  page
    .text(
      60,
      `Dear ${last === undefined ? '' : `Mr. or Ms. ${last}`}:`.replace('Mr. or Ms. ', 'Mx. '),
    )
    .next(20);
  const what = spec.disability ? 'disability benefits' : 'retirement benefits';
  page
    .text(
      60,
      `You are entitled to monthly ${what} beginning ${longDate(addDays(spec.date, -60)).replace(/ \d+,/, '')}.`,
    )
    .next(20);
  page.text(60, 'The Date You Became Entitled', { bold: true }).next(15);
  const payment = Math.floor((spec.grossCents - spec.medicareCents) / 100) * 100;
  page
    .text(
      60,
      `Beginning ${longDate(addDays(spec.date, -30)).replace(/ \d+,/, '')}, the full monthly Social Security benefit before any deductions is`,
    )
    .next(13);
  page
    .text(
      60,
      `$${money(spec.grossCents)}. We must deduct $${money(spec.medicareCents)} for medical insurance premiums each month.`,
    )
    .next(13);
  page
    .text(
      60,
      `The regular monthly Social Security payment is $${money(payment)}. (We must round down to the whole dollar.)`,
    )
    .next(22);
  page.text(60, 'Your payments are due on the second Wednesday of each month.').next(13);
  return {
    id: spec.id,
    layout: 'ssa-award',
    pages: [page.page()],
    truth: periodicTruth({
      kind: 'ssa_benefit',
      payer: 'Social Security Administration',
      category: 'social-security',
      periodCents: spec.grossCents,
      frequency: 'monthly',
    }),
  };
}

interface Deposit {
  day: number;
  description: string;
  cents: number;
}

/**
 * A bank statement in the layout of large US banks' consumer statements: summary, 'Deposits and
 * other credits' with a running balance, 'Withdrawals and other debits'. Payroll and benefit
 * deposits recur; own-account transfers, ATM and mobile cheque deposits are mixed in.
 */
export function bankStatement(
  spec: LetterSpec & {
    bank: string;
    month: string;
    deposits: Deposit[];
    income: {
      payer: string;
      cents: number;
      frequency: 'weekly' | 'biweekly' | 'monthly';
      category: string;
    };
    toClassify: number;
  },
): RealDocument {
  const page = new LayoutWriter();
  const end = addDays(addDays(`${spec.month}-01`, 32).slice(0, 8).concat('01'), -1);
  page
    .text(60, spec.bank, { size: 13, bold: true })
    .text(380, 'P.O. Box 15284, Wilmington, DE 19850', { size: 7 })
    .next(24);
  addressBlock(page, spec);
  page
    .text(60, 'Everyday Checking', { size: 11, bold: true })
    .text(330, `Account number: XXXXXX4412`, { size: 9 })
    .next(14);
  page
    .text(60, `Statement period: ${longDate(`${spec.month}-01`)} through ${longDate(end)}`, {
      size: 9,
    })
    .next(20);
  const total = spec.deposits.reduce((sum, deposit) => sum + deposit.cents, 0);
  page.text(60, 'Beginning balance', { size: 9 }).right(300, '$1,204.18', { size: 9 }).next(12);
  page
    .text(60, 'Deposits and other credits', { size: 9 })
    .right(300, `$${money(total)}`, { size: 9 })
    .next(12);
  page
    .text(60, 'Withdrawals and other debits', { size: 9 })
    .right(300, `-$${money(Math.round(total * 0.9))}`, { size: 9 })
    .next(12);
  page
    .text(60, 'Ending balance', { size: 9 })
    .right(300, `$${money(120418 + total - Math.round(total * 0.9))}`, { size: 9 })
    .next(24);
  page.text(60, 'Deposits and other credits', { size: 10, bold: true }).next(14);
  page.text(60, 'Date', { size: 8, bold: true }).text(110, 'Description', { size: 8, bold: true });
  page
    .text(420, 'Amount', { size: 8, bold: true })
    .text(490, 'Balance', { size: 8, bold: true })
    .next(4)
    .rule(60, 490)
    .next(11);
  let balance = 120418;
  const month = spec.month.slice(5);
  for (const deposit of [...spec.deposits].sort((a, b) => a.day - b.day)) {
    balance += deposit.cents;
    page
      .text(60, `${month}/${String(deposit.day).padStart(2, '0')}`, { size: 8 })
      .text(110, deposit.description, { size: 8 });
    page
      .right(460, money(deposit.cents), { size: 8 })
      .right(540, money(balance), { size: 8 })
      .next(11);
  }
  page.next(14).text(60, 'Withdrawals and other debits', { size: 10, bold: true }).next(14);
  page
    .text(60, 'Date', { size: 8, bold: true })
    .text(110, 'Description', { size: 8, bold: true })
    .text(420, 'Amount', { size: 8, bold: true })
    .next(4)
    .rule(60, 490)
    .next(11);
  const debits: [number, string, number][] = [
    [2, 'CARD PURCHASE KROGER #512', 8742],
    [5, 'ONLINE TRANSFER TO SAVINGS XXXXXX7781', 20000],
    [9, 'RENT PAYMENT ZELLE TO M HARTLEY', 95000],
    [16, 'ATM WITHDRAWAL 1200 MAIN ST', 6000],
  ];
  for (const [day, text, cents] of debits) {
    page
      .text(60, `${month}/${String(day).padStart(2, '0')}`, { size: 8 })
      .text(110, text, { size: 8 })
      .right(460, `-${money(cents)}`, { size: 8 })
      .next(11);
  }
  return {
    id: spec.id,
    layout: 'bank-statement',
    pages: [page.page()],
    truth: {
      ...periodicTruth({
        kind: 'bank_statement',
        payer: spec.income.payer,
        category: spec.income.category,
        periodCents: spec.income.cents,
        frequency: spec.income.frequency,
      }),
      toClassify: spec.toClassify,
    },
  };
}
