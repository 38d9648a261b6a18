import { tidyName } from './names.js';
import { cardIdentity } from './photoIdFacts.js';
import { cells, findLine } from './textLines.js';
import type { DocumentFields } from './types.js';

const HEADING = /\b(state|license|licence|identification|driver|card|id|usa|department|real)\b/i;
const LETTERS_ONLY = /^[\p{L}' .-]+$/u;

/**
 * A photo ID: the cardholder's name, date of birth and home address (decision 0780). Cards
 * print 'LAST' over 'FIRST MIDDLE', or 'LN LAST' / 'FN FIRST', or one 'FIRST LAST' line; the
 * licence number is never kept.
 */
export function extractPhotoId(lines: string[]): DocumentFields {
  const fields: DocumentFields = { income: [] };
  const labelledLast = lines.join('\n').match(/\b(?:LN|LAST\s*NAME)[:\s]+([\p{L}' -]+)/iu)?.[1];
  const labelledFirst = lines.join('\n').match(/\b(?:FN|FIRST\s*NAME)[:\s]+([\p{L}' -]+)/iu)?.[1];
  if (labelledLast && labelledFirst) {
    fields.printedName = tidyName(`${labelledFirst} ${labelledLast}`);
  } else {
    const start = Math.max(0, findLine(lines, /\b(DL|ID|LIC|NO)\b[\s#:.]*[A-Z]?\d/i));
    const nameLines: string[] = [];
    for (const line of lines.slice(start)) {
      const cell = cells(line)[0]?.trim() ?? '';
      if (/\d/.test(cell)) {
        if (nameLines.length > 0) break;
        continue;
      }
      if (HEADING.test(cell) || !LETTERS_ONLY.test(cell) || cell.length < 2) continue;
      nameLines.push(cell);
      if (nameLines.length === 2) break;
    }
    if (nameLines.length === 2) fields.printedName = tidyName(`${nameLines[1]} ${nameLines[0]}`);
    else if (nameLines.length === 1) fields.printedName = tidyName(nameLines[0]!);
  }
  const identity = cardIdentity(lines);
  if (identity) fields.identity = identity;
  return fields;
}
