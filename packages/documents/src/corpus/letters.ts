import { type CorpusDocument, onePageDocument, socialSecurityIncome } from './expected.js';
import { addDays, dollars, longDate, money, usDate } from './format.js';
import { LayoutWriter } from './layout.js';
import { firstLast, fullName, seededApplicant } from './people.js';
import { centsBetween, pick } from './random.js';

/** SSA-1099 benefit statement: box 5 net benefits for the year. */
export function ssa1099(seed: number, year = 2024): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const monthly = centsBetween(random, 900, 2100);
  const paid = monthly * 12;
  const repaid = random() < 0.5 ? 0 : centsBetween(random, 50, 400);
  const net = paid - repaid;
  const page = new LayoutWriter();
  page.text(50, `FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT ${year}`, {
    size: 12,
    bold: true,
  });
  page.next(24).text(50, 'Box 1. Name').next(14);
  page.text(50, `${person.first} ${person.middle} ${person.last}`.toUpperCase()).next(24);
  page.text(50, "Box 2. Beneficiary's Social Security Number").next(14).text(50, 'XXX-XX-4821');
  page.next(24).text(50, `Box 3. Benefits Paid in ${year}`).text(360, money(paid)).next(18);
  page.text(50, `Box 4. Benefits Repaid to SSA in ${year}`).text(360, money(repaid)).next(18);
  page.text(50, `Box 5. Net Benefits for ${year} (Box 3 minus Box 4)`).text(360, money(net));
  page.next(30).text(50, 'Social Security Administration', { size: 9 });
  return onePageDocument(
    'ssa-1099',
    page,
    'ssa_benefit',
    fullName(person),
    socialSecurityIncome(net, 'annual'),
  );
}

/** A Social Security award (benefit verification) letter: the monthly benefit. */
export function ssaAwardLetter(seed: number): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const monthly = centsBetween(random, 900, 2100);
  const date = addDays('2025-01-06', Math.floor(random() * 120));
  const page = new LayoutWriter();
  page.text(50, 'Social Security Administration', { size: 14, bold: true }).next(14);
  page.text(50, 'Benefit Verification Letter', { size: 11 }).next(14);
  page.text(50, `Date: ${longDate(date)}`, { size: 10 }).next(30);
  page.text(50, `${person.first} ${person.last}`).next(13).text(50, person.street).next(13);
  page.text(50, person.city).next(30);
  page.text(50, `Dear ${person.first} ${person.last}:`).next(22);
  page.text(50, 'You are receiving this letter because you asked for proof of your').next(14);
  page.text(50, 'Social Security benefits. Our records show that you are entitled to').next(14);
  page.text(50, 'monthly retirement benefits.').next(22);
  page.text(50, `Beginning December 2024, the full monthly Social Security benefit`).next(14);
  page.text(50, `before any deductions is ${dollars(monthly + 17490)}.`).next(14);
  page.text(50, `We deduct $174.90 for medical insurance premiums each month.`).next(14);
  page.text(50, `The regular monthly Social Security payment is ${dollars(monthly)}.`).next(22);
  page.text(50, 'Social Security benefits for a given month are paid the following month.');
  return onePageDocument(
    'ssa-award-letter',
    page,
    'ssa_benefit',
    firstLast(person),
    socialSecurityIncome(monthly + 17490, 'monthly'),
  );
}

/** A non-SSA benefit letter: veterans disability compensation, monthly. */
export function vaBenefitLetter(seed: number): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const monthly = centsBetween(random, 500, 3200);
  const page = new LayoutWriter();
  page.text(50, 'Department of Veterans Affairs', { size: 14, bold: true }).next(14);
  page.text(50, 'Benefit Summary Letter', { size: 11 }).next(30);
  page.text(50, `${person.first} ${person.last}`).next(13).text(50, person.street).next(30);
  page.text(50, `Dear ${person.first} ${person.last}:`).next(22);
  page.text(50, 'This letter is a summary of benefits you currently receive from the').next(14);
  page.text(50, 'Department of Veterans Affairs.').next(22);
  page.text(50, 'Your VA benefits:').next(16);
  page.text(60, `Service-connected disability evaluation: ${pick(random, [30, 50, 70])}%`).next(14);
  page.text(60, `Current monthly award amount: ${dollars(monthly)}`).next(14);
  page.text(60, `Effective date of last change: ${usDate('2024-12-01')}`).next(22);
  page.text(50, 'You should contact your state or local office of Veterans Affairs');
  return onePageDocument('va-benefit-letter', page, 'benefit_letter', firstLast(person), {
    payer: 'Department of Veterans Affairs',
    amountCents: monthly,
    frequency: 'monthly',
    category: 'veterans',
  });
}
