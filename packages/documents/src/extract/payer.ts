import { spans } from './columns.js';

const TITLE =
  /\b(earnings statement|pay ?stub|pay statement|payroll|statement of earnings|direct deposit advice|check stub|advice of deposit|wage statement|payslip|pay slip|pay details|employee|earnings)\b/i;
const ADDRESS = /\d|\b(suite|street|avenue|road|drive|way|p\.?o\.? box)\b/i;
const COMPANY =
  /\b(inc|llc|l\.l\.c|corp|corporation|co|company|ltd|lp|llp|group|center|centre|hospital|district|services|foods|county|city of|university|school|store|market|department|bank|system)\b\.?/i;
/** Payroll vendors print their name on the stubs they make; they are never the payer. */
export const PAYROLL_VENDOR =
  /\b(adp|paychex|gusto|quickbooks|intuit|workday|paylocity|paycom|ceridian|dayforce|ukg|kronos|rippling|trinet|justworks|square payroll|onpay|patriot software)\b/i;
const CODES = /^(co\.?|file|dept\.?|clock|number|vchr|no\.?)\b/i;
/** Words of a column header row ('Company Code   Loc/Dept   Number   Page'): never a name. */
const HEADER_WORD =
  /^(company|co|code|loc|location|dept|department|file|clock|number|no|page|vchr|voucher|batch|id|emp|employee|check|advice|#)$/i;
const isHeaderCell = (cell: string) =>
  cell
    .split(/[\s/.:#]+/)
    .filter(Boolean)
    .every((word) => HEADER_WORD.test(word));

function sameName(a: string, b: string | undefined): boolean {
  if (!b) return false;
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z\s]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const left = words(a);
  const right = new Set(words(b));
  return (
    left.length > 0 && left.filter((word) => right.has(word)).length >= Math.min(2, left.length)
  );
}

/**
 * The payer: a labelled value ('Employer:', 'Company:') first; else, from the page's top
 * block, the first heading that is not a title, a payroll vendor, a code row, an address or
 * the employee's own name (the employee's address block sits at the top too). A cell with a
 * company word wins over a plain one.
 */
export function companyHeading(
  lines: readonly string[],
  labels: RegExp,
  employee?: string,
): string | undefined {
  for (const line of lines) {
    const labelled = labels.exec(line);
    if (!labelled) continue;
    const value = spans(line.slice((labelled.index ?? 0) + labelled[0].length))[0]?.text;
    const cleaned = value?.replace(/^[\s:]+/, '').trim();
    if (cleaned && !PAYROLL_VENDOR.test(cleaned) && !sameName(cleaned, employee)) return cleaned;
  }
  const head = lines.slice(0, 8).flatMap((line) => spans(line).map((span) => span.text));
  const candidates = head.filter(
    (cell) =>
      !TITLE.test(cell) &&
      !ADDRESS.test(cell) &&
      !PAYROLL_VENDOR.test(cell) &&
      !CODES.test(cell) &&
      !isHeaderCell(cell) &&
      /[A-Za-z]{3}/.test(cell) &&
      cell.replace(/[^A-Za-z]/g, '').length >= 4 &&
      !/:/.test(cell) &&
      !sameName(cell, employee),
  );
  return candidates.find((cell) => COMPANY.test(cell)) ?? candidates[0];
}
