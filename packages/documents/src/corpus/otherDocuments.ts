import { type CorpusDocument, onePageDocument } from './expected.js';
import { addDays, dollars, money, usDate } from './format.js';
import { LayoutWriter } from './layout.js';
import { employers, firstLast, fullName, seededApplicant } from './people.js';
import { centsBetween, pick } from './random.js';

/** A checking account statement with biweekly payroll deposits. */
export function bankStatement(seed: number): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const employer = pick(random, employers);
  const deposit = centsBetween(random, 700, 1900);
  const start = '2025-03-01';
  const page = new LayoutWriter();
  page.text(50, 'FIRST COMMUNITY BANK', { size: 14, bold: true });
  page.text(380, 'Account Statement', { bold: true }).next(14);
  page.text(380, `Statement Period: ${usDate(start)} - ${usDate('2025-03-31')}`, { size: 9 });
  page.next(24).text(50, `${person.first} ${person.last}`.toUpperCase()).next(13);
  page.text(50, person.street).next(13).text(50, person.city).next(24);
  page.text(50, 'Everyday Checking  Account Number: XXXXXX4417').next(24);
  page.text(50, 'DATE', { bold: true }).text(110, 'DESCRIPTION', { bold: true });
  page.text(380, 'AMOUNT', { bold: true }).text(470, 'BALANCE', { bold: true }).next(4);
  page.rule(50, 500).next(14);
  let balance = centsBetween(random, 200, 900);
  page.text(110, 'Beginning Balance').right(540, money(balance)).next();
  const rows: [string, string, number][] = [
    [addDays(start, 6), `DIRECT DEP ${employer} PAYROLL`, deposit],
    [addDays(start, 8), 'CITY WATER UTILITY BILL PAY', -centsBetween(random, 40, 90)],
    [addDays(start, 11), 'GROCERY MART #118 DEBIT', -centsBetween(random, 60, 140)],
    [addDays(start, 14), 'RENT PAYMENT CHECK 1042', -centsBetween(random, 700, 1100)],
    [addDays(start, 20), `DIRECT DEP ${employer} PAYROLL`, deposit],
    [addDays(start, 24), 'GAS STATION DEBIT', -centsBetween(random, 30, 60)],
  ];
  for (const [date, description, cents] of rows) {
    balance += cents;
    page.text(50, usDate(date).slice(0, 5)).text(110, description, { size: 9 });
    page.right(440, cents < 0 ? `-${money(-cents)}` : money(cents)).right(540, money(balance));
    page.next();
  }
  page
    .next(10)
    .text(110, `Total Deposits  ${dollars(deposit * 2)}`)
    .next();
  page.text(110, `Ending Balance  ${dollars(balance)}`);
  return onePageDocument('bank-statement', page, 'bank_statement', firstLast(person), {
    payer: employer,
    amountCents: deposit,
    frequency: 'biweekly',
    category: 'wages',
  });
}

/** A residential lease; the applicant is the tenant, so it shows no income. */
export function lease(seed: number): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const rent = centsBetween(random, 650, 1600);
  const page = new LayoutWriter();
  page.text(50, 'RESIDENTIAL LEASE AGREEMENT', { size: 14, bold: true }).next(28);
  page.text(50, 'This Lease Agreement is made on January 1, 2025 between').next(14);
  page.text(50, 'Landlord: OAKWOOD PROPERTY MANAGEMENT LLC').next(14);
  page.text(50, `Tenant: ${person.first} ${person.middle} ${person.last}`).next(22);
  page.text(50, `1. PREMISES. The Landlord rents to the Tenant the dwelling at ${person.street},`);
  page.next(14).text(50, person.city).next(22);
  page.text(50, '2. TERM. The lease begins on 01/01/2025 and ends on 12/31/2025.').next(22);
  page
    .text(50, `3. RENT. The Tenant will pay monthly rent of ${dollars(rent)}, due on the`)
    .next(14);
  page.text(50, 'first day of each month. A late fee of $50.00 applies after the 5th.').next(22);
  page.text(50, `4. SECURITY DEPOSIT. The Tenant has paid a security deposit of ${dollars(rent)}.`);
  page.next(30).text(50, 'Landlord signature ____________   Tenant signature ____________');
  return onePageDocument('lease', page, 'lease', fullName(person));
}

/** A driver-licence-like card, 3.375 x 2.125 inches at 72 points per inch, times 2. */
export function photoId(seed: number): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const page = new LayoutWriter(486, 306, 36);
  page.text(24, 'STATE OF ILLINOIS', { size: 16, bold: true }).next(20);
  page.text(24, 'DRIVER LICENSE', { size: 13, bold: true }).next(30);
  page
    .text(
      170,
      `DL ${String.fromCharCode(65 + Math.floor(random() * 26))}${100 + Math.floor(random() * 899)}-${4000 + Math.floor(random() * 5000)}-${1000 + Math.floor(random() * 8999)}`,
      { size: 12 },
    )
    .next(22);
  page.text(170, person.last.toUpperCase(), { size: 14, bold: true }).next(18);
  page
    .text(170, `${person.first.toUpperCase()} ${person.middle}`, { size: 14, bold: true })
    .next(22);
  page.text(170, person.street.toUpperCase(), { size: 11 }).next(15);
  page.text(170, person.city.toUpperCase(), { size: 11 }).next(22);
  page.text(170, `DOB ${usDate('1988-04-17')}`, { size: 11 });
  page.text(330, `EXP ${usDate('2029-04-17')}`, { size: 11 }).next(18);
  page.text(170, 'SEX F  HGT 5-05  EYES BRN', { size: 10 });
  page.rules.push({ x: 24, y: 100, width: 120, height: 150 });
  return onePageDocument('photo-id', page, 'photo_id', fullName(person));
}
