import { spans } from './columns.js';

const TITLE =
  /\b(earnings statement|pay ?stub|pay statement|payroll|statement of earnings|direct deposit advice|check stub|advice of deposit|wage statement|payslip|pay slip|pay details|pay history|information|employee|earnings)\b/i;
/** An address line (a PO box, a street, a city with its ZIP): never a payer's name. */
export const ADDRESS_LINE =
  /^(p\.?\s?o\.?\s*box|post\s+office\s+box|box\s+\d)|\b[A-Z]{2}\s+\d{5}(-\d{4})?\b|^\d+\s+\w/i;
/** A section heading for the employer's block, its name on the lines below (often at the foot). */
const EMPLOYER_SECTION =
  /^\W*(employer|company|payer)('?s)?\s*(information|info|details|name)?(\s*(\/|and|&)\s*address)?\W*$/i;
const ADDRESS = /\d|\b(suite|street|avenue|road|drive|way|p\.?o\.? box)\b/i;
const COMPANY =
  /\b(inc|llc|l\.l\.c|corp|corporation|co|company|ltd|lp|llp|group|center|centre|hospital|district|services|foods|county|city of|university|school|store|market|department|bank|system)\b\.?/i;
/** Payroll vendors print their name on the stubs they make; they are never the payer. */
export const PAYROLL_VENDOR =
  /\b(adp|paychex|gusto|quickbooks|intuit|workday|paylocity|paycom|ceridian|dayforce|ukg|kronos|rippling|trinet|justworks|square payroll|onpay|patriot software|paycor|isolved|zenefits|bamboohr|surepayroll|peoplesoft|primepay)\b/i;
const CODES = /^(co\.?|file|dept\.?|clock|number|vchr|no\.?)\b/i;
/**
 * Words of a column header row ('Company Code   Loc/Dept   Number   Page') or of a stub's
 * section heading ('TAXES & DEDUCTIONS', 'Net Pay Distribution', 'Employer Paid Benefits'):
 * a cell made only of them is never a name.
 */
const HEADER_WORD =
  /^(company|co|code|loc|location|dept|department|file|clock|number|no|page|vchr|voucher|batch|id|emp|employee|employer|check|advice|#|description|amount|amounts|value|rate|hours|hrs|units|current|this|period|year|to|date|ytd|type|item|tax|taxes|deductions?|earnings?|withholdings?|&|and|of|the|your|for|pay|paid|net|gross|total|totals|summary|statement|distribution|allocations?|deposits?|direct|payment|details?|information|info|benefits?|pre|post|before|after|statutory|voluntary|other|time|off|pto|leave|balances?|accruals?|memo|notes?|important|messages?|wages?|taxable|account|accounts|salary|payslip|slip|stub)$/i;
/** A payroll system's company code before the name ('5234400 - SBG Funding'). */
const CODE_PREFIX = /^\d{3,}\s*[-–]\s*(?=[A-Za-z])/;
/** A label of the employee's own block: the name printed on or just above it is the employee's. */
const EMPLOYEE_BLOCK =
  /^\s*(employee\s*(id|#|no\.?|number)|emp\.?\s*id|ssn|social\s+security\s+(no|number))\b/i;
const isHeaderCell = (cell: string) =>
  cell
    .split(/[\s/.:#&()-]+/)
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

/** The first name line under an 'Employer Information' heading, wherever it is printed. */
function employerSection(lines: readonly string[], employee?: string): string | undefined {
  for (let index = 0; index < lines.length; index += 1) {
    if (!EMPLOYER_SECTION.test(lines[index]!)) continue;
    for (const line of lines.slice(index + 1, index + 4)) {
      const cell = spans(line)[0]?.text;
      if (!cell || !/[A-Za-z]{3}/.test(cell)) continue;
      if (ADDRESS_LINE.test(cell) || PAYROLL_VENDOR.test(cell) || sameName(cell, employee)) break;
      return cell;
    }
  }
  return undefined;
}

/** The value after a payer's label ('Employer:   Acme Corporation'), not an address or a vendor. */
export function labelledPayer(
  lines: readonly string[],
  labels: RegExp,
  employee?: string,
): string | undefined {
  for (const line of lines) {
    const labelled = labels.exec(line);
    if (!labelled) continue;
    const value = spans(line.slice((labelled.index ?? 0) + labelled[0].length))[0]?.text;
    const cleaned = value?.replace(/^[\s:]+/, '').trim();
    if (
      cleaned &&
      !PAYROLL_VENDOR.test(cleaned) &&
      !ADDRESS_LINE.test(cleaned) &&
      !sameName(cleaned, employee)
    )
      return cleaned;
  }
  return undefined;
}

/** Header words of a money table ('Description   Amount'), not of a code row at the top. */
const MONEY_HEADER =
  /^(description|amounts?|value|rate|hours|hrs|units|current|ytd|earnings|deductions|taxes|item)$/i;
/** A lone amount cell ('5,000.00', '$ 1,431.76'). */
const AMOUNT_CELL = /^\$?\s*\d[\d,]*\.\d\d$/;

/**
 * Lines of the page's top block: the first eight, up to a money table's header row (two or
 * more cells of header words: 'Earnings   Amount'; not 'Company Code   Loc/Dept   Page') or its first row (a label, then an amount cell),
 * which it keeps. An amount beside a heading ('Net Pay $1,234.56') does not end it.
 */
function topBlock(lines: readonly string[]): readonly string[] {
  const block: string[] = [];
  for (const line of lines.slice(0, 8)) {
    const cells = spans(line).map((span) => span.text);
    const words = cells.join(' ').split(/[\s/.:#]+/);
    if (
      cells.length >= 2 &&
      cells.every(isHeaderCell) &&
      words.some((word) => MONEY_HEADER.test(word))
    )
      break;
    block.push(line);
    if (/^[^\d]*[A-Za-z][^\d]*$/.test(cells[0] ?? '') && AMOUNT_CELL.test(cells[1] ?? '')) break;
  }
  return block;
}

/**
 * The payer: a labelled value ('Employer:', 'Company:') that is not an address line first;
 * else the name under an 'Employer Information' heading; else, from the page's top
 * block, the first heading that is not a title, a payroll vendor, a code row, an address or
 * the employee's own name (the employee's address block sits at the top too). A cell with a
 * company word wins over a plain one.
 */
export function companyHeading(
  lines: readonly string[],
  labels: RegExp,
  employee?: string,
): string | undefined {
  const labelled = labelledPayer(lines, labels, employee);
  if (labelled) return labelled;
  const section = employerSection(lines, employee);
  if (section) return section;
  // A value after a 'Label:' cell ('Pay Frequency:   weekly') is no heading, nor a row's
  // label before its amount ('Gross Income   $5,000.00').
  // A name alone on the line above the employee's own labels ('Employee ID:') is the employee.
  const top = topBlock(lines);
  const head = top.flatMap((line, row) =>
    spans(line)
      .filter((_, __, all) => all.length > 1 || !EMPLOYEE_BLOCK.test(top[row + 1] ?? ''))
      // A value on the line under a lone 'Label:' cell ('Select Jobsite:' over 'Catina').
      .filter((_, index) => index > 0 || !/^\s*[^:]{2,40}:\s*$/.test(top[row - 1] ?? ''))
      .filter(
        (_span, index, all) =>
          (index === 0 || !/:\s*$/.test(all[index - 1]!.text)) &&
          !/^\$?\s*\d[\d,]*\.\d\d$/.test(all[index + 1]?.text ?? ''),
      )
      .map((span) => span.text.replace(CODE_PREFIX, '')),
  );
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
      !PEO.test(cell) &&
      // A sentence ('Click here to view all paystubs for ...') is no name.
      cell.split(/\s+/).length <= 6 &&
      !sameName(cell, employee),
  );
  return candidates.find((cell) => COMPANY.test(cell)) ?? candidates[0] ?? employerOfRecord(top);
}

/**
 * A professional employer organisation that names itself so ('TriNet / Professional Employer
 * Organization'): the employer of record, as on the W-2 it issues, when no other name is printed.
 */
const PEO =
  /^(.+?)\s*[/,–-]?\s*(an?\s+)?(professional\s+employer\s+organi[sz]ation|\(?peo\)?)\s*$/i;

function employerOfRecord(top: readonly string[]): string | undefined {
  for (const line of top) {
    for (const span of spans(line)) {
      const name = PEO.exec(span.text)?.[1]?.trim();
      if (name && /[A-Za-z]{3}/.test(name)) return name;
    }
  }
  return undefined;
}
