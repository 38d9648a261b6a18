import type { DocumentClass } from '../classify/documentClasses.js';
import { spans } from './columns.js';
import { looksLikeName, tidyName } from './names.js';
import { ADDRESS_LINE, labelledPayer } from './payer.js';
import { amountForBox, findLine } from './textLines.js';
import type { DocumentFields, IncomeFinding } from './types.js';

/** Words of a form's printed labels: a cell with one is a label, not a filled-in value. */
const FORM_WORDS =
  /\b(name|address|code|telephone|tin|number|zip|street|city|instructions|province|country|postal|apt|identification)\b/i;

/**
 * The first filled-in cell under a label, in the label's column (the box below it on a form
 * or the field's value), skipping the form's own printed words.
 */
function cellBelow(
  lines: readonly string[],
  label: RegExp,
  accept: (cell: string) => boolean,
): string | undefined {
  const at = findLine(lines, label);
  if (at < 0) return undefined;
  const match = label.exec(lines[at]!)!;
  const labelSpan = { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length };
  // A labelled line ('Employee Name:   John Doe') holds its own value.
  const own = /^\s*:\s*(\S.*)$/.exec(lines[at]!.slice(labelSpan.end))?.[1];
  const ownCell = own?.split(/\s{3,}/)[0]?.trim();
  if (ownCell && !FORM_WORDS.test(ownCell) && accept(ownCell)) return ownCell;
  for (const line of lines.slice(at + 1, at + 5)) {
    for (const cell of spans(line)) {
      if (cell.end < labelSpan.start - 4 || cell.start > labelSpan.end + 4) continue;
      if (FORM_WORDS.test(cell.text)) continue;
      if (accept(cell.text)) return cell.text;
    }
  }
  return undefined;
}

const isOrganisation = (cell: string) =>
  /[A-Za-z]{3}/.test(cell) &&
  !/^\d/.test(cell) &&
  !/\d{3}-\d/.test(cell) &&
  !ADDRESS_LINE.test(cell);

function taxYear(lines: readonly string[]): number | undefined {
  for (const line of lines.slice(0, 6)) {
    const match = /\b(20\d{2})\b/.exec(line);
    if (match) return Number(match[1]);
  }
  return undefined;
}

function withName(fields: DocumentFields, name: string | undefined): DocumentFields {
  if (looksLikeName(name)) fields.printedName = tidyName(name);
  return fields;
}

// Box 1 as printed, wrapped ('other' / 'compensation' on the next line) and as OCR reads it
// ('Wages. tips.', 'cornpensation', 'othar': a scan's a, e and o read for one another,
// decision 0706; 'lips', 'tlps', 'olher': t and l, i and l read for one another in small
// print, decision 0943); 'tips' lost in print a few pixels high ('Wages Spe other
// compersmion', a four-copy W-2 sheet, decision 0968) when 'other comp' follows; never box 16
// 'State wages, tips, etc.'.
const WAGES_BOX =
  /\bwag[aeo]s\W{0,3}(?:[tl][il1]ps\W{0,3}(and\s+)?[o0][tl]h[aeo]r\b(\s*c[o0](m|rn)p\w*\.?)?|\w{2,4}\W{0,3}[a-z0]{4,5}\s*c[o0](m|rn)[pg]\w*\.?)/i;
/** Box 1's label read whole enough: 'tips' and 'other' each still there. */
const WAGES_BOX_CLEAR = /\bwag[aeo]s\W{0,3}[tl][il1]ps\W{0,3}(and\s+)?[o0][tl]h[aeo]r\b/i;

/**
 * Box 1 wherever it is printed: a sheet of copies (B, C, 2) prints it two to four times and
 * OCR of small print misreads a digit in one copy and not another ('1050.50' and '1080.50'),
 * so the value most copies read is taken, the first on a tie. `sure` is false when copies
 * read different values or the value's label was read only in part: then the amount is shown
 * to be confirmed (issue 15: under 0.7), never pre-filled as sure (decision 0968).
 */
export function boxOneWages(
  lines: readonly string[],
): { cents: number; sure: boolean } | undefined {
  const read: { cents: number; clear: boolean }[] = [];
  for (let at = findLine(lines, WAGES_BOX); at >= 0; at = findLine(lines, WAGES_BOX, at + 1)) {
    const cents = amountForBox(lines.slice(at, at + 4), WAGES_BOX);
    if (cents !== undefined && cents > 0)
      read.push({ cents, clear: WAGES_BOX_CLEAR.test(lines[at]!) });
  }
  const first = read[0];
  if (!first) return undefined;
  const count = (cents: number) => read.filter((value) => value.cents === cents).length;
  const best = read.reduce((most, value) =>
    count(value.cents) > count(most.cents) ? value : most,
  );
  const agreed = read.every((value) => value.cents === best.cents);
  return {
    cents: best.cents,
    sure: agreed && read.some((value) => value.cents === best.cents && value.clear),
  };
}

// Box labels as a scan's OCR reads them ('Employer's nama', 'Employea's name'): the vowels
// OCR confuses are any of a, e, o; an employer's 'er' never reads as an employee's 'ee'.
const EMPLOYER_NAME = /employ[aeo]r'?s?\s*n[ao]m[aeo]/i;
const EMPLOYEE_NAME = /employ[aeo]{2}'?s?\s*(first\s*)?n[ao]m[aeo]/i;
const PAYER_NAME = /pay[aeo]r'?s?\s*n[ao]m[aeo]/i;
const RECIPIENT_NAME = /r[aeo]cipi[aeo]nt'?s?\s*n[ao]m[aeo]/i;

/** Box 1 read unsurely (boxOneWages): shown to the applicant to confirm (issue 15: under 0.7). */
const UNSURE_WAGES = 0.6;

/** W-2: box 1 wages (a year's pay) and the employer (box c). */
export function extractW2(lines: string[]): DocumentFields {
  const wages = boxOneWages(lines);
  // Box c, else a statement printed as labelled lines ('Employer:   Acme Corporation').
  const employer =
    cellBelow(lines, EMPLOYER_NAME, isOrganisation) ??
    labelledPayer(lines, /\bemploy[aeo]r('?s)?(\s*name)?\s*:/i);
  const fields: DocumentFields = { income: [] };
  if (employer) fields.payer = employer;
  const year = taxYear(lines);
  if (year) fields.year = year;
  if (wages !== undefined) {
    fields.income.push({
      category: 'wages',
      source: employer ?? 'Employer on W-2',
      amountCents: wages.cents,
      frequency: 'annual',
      confidence: !wages.sure ? UNSURE_WAGES : employer ? 0.95 : 0.85,
    });
  }
  return withName(fields, cellBelow(lines, EMPLOYEE_NAME, looksLikeName));
}

const BOXES_1099: Record<string, [RegExp, string][]> = {
  form_1099_nec: [[/nonemployee\s*compensation/i, 'self-employment']],
  // Box numbers are optional (OCR reads '1' as 'l' or 'I', or drops it), except where the
  // words alone say too little ('3 Other income').
  form_1099_misc: [
    [/\brents\b/i, 'rental'],
    [/\broyalties\b/i, 'other'],
    [/\b3\s*other\s*income\b/i, 'other'],
  ],
  form_1099_g: [[/unemployment\s*compensation/i, 'unemployment']],
  form_1099_int: [[/\binterest\s*income/i, 'taxable-interest']],
  form_1099_r: [[/\bgross\s*distribution/i, 'pension']],
};

/** 1099-NEC box 1, 1099-MISC boxes 1-3, 1099-G box 1: yearly amounts and the payer. */
export function extract1099(lines: string[], documentClass: DocumentClass): DocumentFields {
  const payer =
    cellBelow(lines, PAYER_NAME, isOrganisation) ??
    labelledPayer(lines, /\bpay[aeo]r('?s)?(\s*name)?\s*:/i);
  const fields: DocumentFields = { income: [] };
  if (payer) fields.payer = payer;
  const year = taxYear(lines);
  if (year) fields.year = year;
  for (const [label, category] of BOXES_1099[documentClass] ?? []) {
    const amount = amountForBox(lines, label);
    if (amount === undefined || amount === 0) continue;
    const finding: IncomeFinding = {
      category,
      source: payer ?? 'Payer on 1099',
      amountCents: amount,
      frequency: 'annual',
      confidence: payer ? 0.95 : 0.85,
    };
    fields.income.push(finding);
  }
  return withName(fields, cellBelow(lines, RECIPIENT_NAME, looksLikeName));
}

/**
 * Whether a tax form prints the label of the box its income is read from ('1 Wages, tips,
 * other compensation', '1 Rents'): with no amount found, that box is empty.
 */
export function amountBoxPrinted(lines: readonly string[], documentClass: DocumentClass): boolean {
  const labels =
    documentClass === 'w2'
      ? [WAGES_BOX]
      : (BOXES_1099[documentClass] ?? []).map(([label]) => label);
  return labels.some((label) => lines.some((line) => label.test(line)));
}
