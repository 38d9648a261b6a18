import { findDates } from './dates.js';
import { findAmounts } from './money.js';
import { looksLikeName, tidyName } from './names.js';
import { amountForBox, cells, findLine, flatten } from './textLines.js';
import type { DocumentFields } from './types.js';

// '$450', '$ 1,834.00', 'USD 450.00', or with cents and no mark ('450.00'; never a date).
const AMOUNT_TEXT = String.raw`(?:\$|USD)\s?\d[\d,]*(?:[.,]\d{2})?|(?<![\d/.,-])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d/])`;

function amountAfter(text: string, pattern: string): number | undefined {
  const match = new RegExp(`${pattern}[^$]{0,90}?(${AMOUNT_TEXT})`, 'i').exec(text);
  return match ? findAmounts(match.at(-1)!)[0]?.cents : undefined;
}

/** 'Dear Maria Lopez:' or the name line above a street address. */
export function letterName(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const dear = /^\s*dear\s+(mr\.?|mrs\.?|ms\.?)?\s*([^:,]+)[:,]/i.exec(line);
    if (dear && looksLikeName(dear[2])) return tidyName(dear[2]!);
  }
  const street = findLine(
    lines,
    /^\s*\d+\s+[A-Za-z].*\b(street|st|avenue|ave|road|rd|court|ct|drive|dr|lane|ln|blvd|way|place|pl)\b/i,
  );
  const above = street > 0 ? cells(lines[street - 1]!)[0] : undefined;
  return looksLikeName(above) ? tidyName(above) : undefined;
}

function letterDate(lines: readonly string[]): string | undefined {
  const dated = lines.find((line) => /^\s*date\b/i.test(line));
  return dated ? findDates(dated)[0]?.iso : undefined;
}

/**
 * SSA-1099 box 5 (net benefits for the year) or a Social Security award letter's monthly
 * benefit before deductions (the gross, as for wages; the Medicare premium taken out of it
 * is still income), else its regular monthly payment.
 */
export function extractSsaBenefit(lines: string[]): DocumentFields {
  const fields: DocumentFields = { income: [], payer: 'Social Security Administration' };
  const name = lines.join('\n').match(/box\s*1\.?\s*name\s*\n([^\n]+)/i)?.[1];
  const printed = looksLikeName(name) ? tidyName(name) : letterName(lines);
  if (printed) fields.printedName = printed;
  const date = letterDate(lines);
  if (date) fields.documentDate = date;
  const annual = amountForBox(
    lines,
    /box\s*5\.?\s*net\s*benefits(\s*for\s*\d{4})?(\s*\([^)]*\))?/i,
  );
  if (annual !== undefined) {
    fields.income.push({
      category: 'social-security',
      source: 'Social Security Administration',
      amountCents: annual,
      frequency: 'annual',
      confidence: 0.95,
    });
    return fields;
  }
  const text = flatten(lines);
  const beforeDeductions = amountAfter(text, String.raw`before\s+any\s+deductions\s+is`);
  const monthly =
    beforeDeductions ??
    amountAfter(text, String.raw`monthly\s+(social\s+security\s+)?(benefit|payment)`);
  if (monthly !== undefined) {
    fields.income.push({
      category: 'social-security',
      source: 'Social Security Administration',
      amountCents: monthly,
      frequency: 'monthly',
      confidence: beforeDeductions !== undefined ? 0.9 : 0.8,
    });
  }
  return fields;
}

const BENEFIT_KINDS: [RegExp, string, string][] = [
  [/veterans\s+affairs|\bva\s+benefits?\b/i, 'veterans', 'Department of Veterans Affairs'],
  [/unemployment|weekly\s+benefit\s+amount/i, 'unemployment', ''],
  [/pension|retirement\s+system|annuity/i, 'pension', ''],
  [/disability/i, 'disability', ''],
  [/child\s+support/i, 'family-support', ''],
  [/workers'?\s*comp/i, 'insurance', ''],
];

const AGENCY =
  /\b(department|administration|agency|commission|division|office|board|bureau|system|development|services)\b/i;

/** Letterhead lines: those above the first date, salutation or address block. */
function letterhead(lines: readonly string[]): string[] {
  const end = lines.findIndex(
    (line, index) =>
      index > 0 &&
      (/\b(date|dear)\b/i.test(line) || findDates(line).length > 0 || /^\s*\d+\s+\w/.test(line)),
  );
  return lines.slice(0, end > 0 ? Math.min(end, 6) : 3);
}

/**
 * What the letter pays, read from where it says so (the notice's title, the amount's line,
 * the sentences that are not negated), never from the letterhead: an agency that runs
 * disability and unemployment programs names both at the top of every letter.
 */
function benefitKind(
  lines: readonly string[],
  head: number,
): (typeof BENEFIT_KINDS)[number] | undefined {
  const body = lines.slice(head);
  const stated = body.filter(
    (line) =>
      /\b(notice|award|determination|eligible|entitled|amount)\b/i.test(line) &&
      !/\bnot\b/i.test(line),
  );
  for (const text of [flatten(stated), flatten(body.filter((line) => !/\bnot\b/i.test(line)))]) {
    const kind = BENEFIT_KINDS.find(([pattern]) => pattern.test(text));
    if (kind) return kind;
  }
  return undefined;
}

/** A benefit letter from another agency: the agency, the amount and how often, its category. */
export function extractBenefitLetter(lines: string[]): DocumentFields {
  const head = letterhead(lines);
  const kind = benefitKind(lines, head.length);
  const agency = head
    .flatMap((line) => cells(line))
    .find((cell) => AGENCY.test(cell) && !/^state\s+of\b/i.test(cell) && !/:/.test(cell));
  const payer = kind?.[2] || agency || cells(lines[0] ?? '')[0] || 'Benefit agency';
  const fields: DocumentFields = { income: [], payer };
  const name = letterName(lines);
  if (name) fields.printedName = name;
  const date = letterDate(lines);
  if (date) fields.documentDate = date;
  const text = flatten(lines);
  const weekly = amountAfter(text, String.raw`weekly\s+benefit\s+(amount|rate)`);
  const monthly =
    amountAfter(text, String.raw`monthly\s+(award|benefit|payment|amount)(\s+amount)?`) ??
    (() => {
      const after = new RegExp(`(${AMOUNT_TEXT})\\s*(per|a|each)\\s+month`, 'i').exec(text);
      return after ? findAmounts(after[1]!)[0]?.cents : undefined;
    })();
  const amount = weekly ?? monthly;
  if (amount !== undefined) {
    const sourceConfidence = agency || kind?.[2] ? 0.9 : 0.5;
    fields.income.push({
      category: kind?.[1] ?? 'other',
      source: payer,
      amountCents: amount,
      frequency: weekly !== undefined ? 'weekly' : 'monthly',
      confidence: Math.min(0.9, sourceConfidence),
      fieldConfidence: { amount: 0.9, frequency: 0.9, source: sourceConfidence },
    });
  }
  return fields;
}
