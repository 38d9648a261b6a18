import { cells } from './textLines.js';

const TITLE =
  /\b(earnings statement|pay ?stub|pay statement|payroll|statement of earnings|direct deposit advice|check stub|advice of deposit|wage statement)\b/i;
const ADDRESS = /\d|\b(suite|street|avenue|road|drive|way|p\.?o\.? box)\b/i;
const COMPANY =
  /\b(inc|llc|l\.l\.c|corp|corporation|co|company|ltd|lp|llp|group|center|centre|hospital|district|services|foods|county|city of|university|school|store|market)\b\.?/i;

/** The first cell of a line with a company word, else the first plain heading line. */
export function companyHeading(lines: readonly string[], labels: RegExp): string | undefined {
  for (const line of lines) {
    const labelled = labels.exec(line);
    if (labelled) {
      const value = cells(line.slice((labelled.index ?? 0) + labelled[0].length))[0];
      const cleaned = value?.replace(/^[\s:]+/, '').trim();
      if (cleaned) return cleaned;
    }
  }
  const head = lines.slice(0, 6).flatMap((line) => cells(line).slice(0, 2));
  const candidates = head.filter(
    (cell) =>
      !TITLE.test(cell) && !ADDRESS.test(cell) && /[A-Za-z]{3}/.test(cell) && !/:/.test(cell),
  );
  return candidates.find((cell) => COMPANY.test(cell)) ?? candidates[0];
}
