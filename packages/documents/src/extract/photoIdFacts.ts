import { STATE_CODES } from '@benefits/domain';
import { cells } from './textLines.js';
import type { CardAddress, CardIdentity } from './types.js';

// Issue 18 (decision 0780): what a US driver's licence or state ID shows that the applicant is
// asked anyway: her date of birth and her home address. The AAMVA DL/ID Card Design Standard
// numbers the fields printed on the front: 1 family name, 2 given names, 3 date of birth,
// 4a issue date, 4b expiry date, 4d licence number, 8 address. Cards print the numbers, the
// labels (DOB, EXP, ISS, ADD/ADDRESS) or both. The licence number is never read or kept.

const STATES: ReadonlySet<string> = new Set(STATE_CODES);

/** A date with '/', '-' or '.' between month, day and a four-digit year. */
const DATE = /(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4})/;
/** The birth-date label: 'DOB' (OCR: 'D0B', 'DO8'), 'DATE OF BIRTH', 'BIRTH DATE', AAMVA '3'. */
const BIRTH_LABEL =
  /(?:^|[\s:.])(?:3\s*[.:]?\s*)?(?:D[O0]B|D[O0]8|DATE\s+OF\s+BIRTH|BIRTH\s*DATE|BIRTHDATE)\b[\s:.#-]*$/i;
/** The AAMVA field number 3 alone before a date ('3 04/17/1988'). */
const FIELD_THREE = /(?:^|\s{2,})3\s*$/;
/** Labels of the other dates a card prints: issued, expires, revised, veteran, under 21. */
const OTHER_DATE_LABEL =
  /(?:\b4[ab]|\bEXP\w*|\b[I1l]SS\w*|\bREV\w*|\bUNDER\s*\d+|\bUNTIL|\bDD)\W*$/i;

function isoOf(month: string, day: string, year: string): string | undefined {
  const [m, d, y] = [Number(month), Number(day), Number(year)];
  if (y < 1900 || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * Every date in the lines with the words just before it on its line, or, when there are none,
 * the label printed over it on the line above (cards that set '3 DOB' above '03/18/2001', as
 * Massachusetts' does: the lines keep their columns).
 */
function datesWithLabels(lines: readonly string[]) {
  const found: { iso: string; before: string }[] = [];
  for (const [at, line] of lines.entries()) {
    const pattern = new RegExp(DATE.source, 'g');
    for (const match of line.matchAll(pattern)) {
      const iso = isoOf(match[1]!, match[2]!, match[3]!);
      const start = match.index ?? 0;
      let before = line.slice(0, start).slice(-24);
      // Another date just before is a neighbour in the same row, not a label.
      const ownWords = before.replace(new RegExp(DATE.source, 'g'), ' ');
      if (!/[A-Za-z0-9]\W*$/.test(ownWords) && at > 0) {
        const above = lines[at - 1]!.slice(Math.max(0, start - 6), start + match[0].length + 2);
        if (!DATE.test(above)) before = above.trim();
      }
      if (iso) found.push({ iso, before });
    }
  }
  return found;
}

/**
 * The date of birth: the date labelled DOB (or AAMVA field 3). Without a label, the one date
 * that no other label (EXP, ISS, 4a, 4b) claims, when there is exactly one. Never the issue
 * or expiry date.
 */
export function cardDateOfBirth(lines: readonly string[]): string | undefined {
  const dates = datesWithLabels(lines);
  const labelled = dates.find((date) => BIRTH_LABEL.test(date.before));
  if (labelled) return labelled.iso;
  const numbered = dates.find((date) => FIELD_THREE.test(date.before));
  if (numbered) return numbered.iso;
  const unclaimed = dates.filter((date) => !OTHER_DATE_LABEL.test(date.before));
  return unclaimed.length === 1 ? unclaimed[0]!.iso : undefined;
}

/** 'SPRINGFIELD, IL 62704', 'SPRINGFIELD IL 62704-1234', 'PHOENIX, AZ. 85007'. */
const CITY_LINE =
  /^(?<city>[A-Za-z][A-Za-z .'-]*?)\s*,?\s+(?<state>[A-Z]{2})\.?,?\s+(?<zip>\d{5})(?:\s?-\s?\d{4})?$/;
/** A street line: a house number, then words (the AAMVA field number 8 may come first). */
const STREET = /^\d+[A-Za-z]?(?:-\d+)?\s+[A-Za-z0-9]/;
/** Words that never belong to an address: other fields of the card. */
const NOT_ADDRESS =
  /\b(?:DL|DLN|LIC|LICENSE|LICENCE|DOB|D0B|EXP|ISS|SEX|HGT|WGT|EYES|HAIR|CLASS|END|REST|DD|DONOR|VETERAN)\b/i;
/** The address label: AAMVA '8', 'ADD', 'ADDR', 'ADDRESS', 'RESIDENCE'. */
const ADDRESS_LABEL = /^(?:8\s*[.:]?\s+(?=\d)|(?:ADD|ADDR|ADDRESS|RESIDENCE)\b[\s:.#-]*)/i;
/** Words that end a street name, so a one-line address can be cut before the city. */
const STREET_END =
  /\b(?:ST|STREET|AVE?|AVENUE|RD|ROAD|DR|DRIVE|LN|LANE|CT|COURT|BLVD|BOULEVARD|WAY|PL|PLACE|PKWY|PARKWAY|HWY|HIGHWAY|CIR|CIRCLE|TER|TERRACE|TRL|TRAIL|LOOP|SQ)\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW))?(?:\s+(?:APT|UNIT|STE|#)\s*[\w-]+)?(?=\s|,|$)/gi;
const UPPER_WORDS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW', 'PO']);

/** '23 MAPLE COURT' -> '23 Maple Court', '2570 24TH ST NW' -> '2570 24th St NW'. */
export function tidyPlace(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s,.]+$/, '')
    .trim()
    .split(' ')
    .map((word) => {
      if (UPPER_WORDS.has(word.toUpperCase())) return word.toUpperCase();
      if (/^\d/.test(word)) return word.toLowerCase();
      return word.replace(
        /[A-Za-z]+/g,
        (part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase(),
      );
    })
    .join(' ');
}

function cityLine(text: string): Omit<CardAddress, 'street'> | undefined {
  const match = CITY_LINE.exec(text.trim());
  const groups = match?.groups;
  if (!groups || !STATES.has(groups.state!)) return undefined;
  return { city: tidyPlace(groups.city!), state: groups.state!, zipCode: groups.zip! };
}

/** A street found in a cell: the label or field number dropped; null when it is not one. */
function streetOf(cell: string): string | undefined {
  const text = cell.replace(ADDRESS_LABEL, '').trim();
  if (!STREET.test(text) || NOT_ADDRESS.test(text) || DATE.test(text)) return undefined;
  return text;
}

/** A one-line address: '123 MAIN ST, SPRINGFIELD, IL 62704' or cut after the street's last word. */
function oneLine(text: string): CardAddress | undefined {
  const comma = /^(?<street>[^,]+),\s*(?<rest>.+)$/.exec(text);
  const byComma = comma?.groups ? cityLine(comma.groups.rest!) : undefined;
  if (comma?.groups && byComma) return { street: tidyPlace(comma.groups.street!), ...byComma };
  const ends = [...text.matchAll(STREET_END)];
  const last = ends.at(-1);
  if (!last) return undefined;
  const cut = (last.index ?? 0) + last[0].length;
  const place = cityLine(text.slice(cut));
  return place ? { street: tidyPlace(text.slice(0, cut)), ...place } : undefined;
}

/**
 * The home address: a street line (a house number first, after 'ADDRESS'/'ADD' or AAMVA '8'
 * or not) and under it 'CITY, ST 12345'; or both on one labelled line. The ZIP+4 is cut to
 * five digits. A city line without a street above it gives nothing: a street is what the
 * applicant would type.
 */
export function cardAddress(lines: readonly string[]): CardAddress | undefined {
  const rows = lines.map((line) => cells(line));
  for (const [at, row] of rows.entries()) {
    for (const cell of row) {
      const street = streetOf(cell);
      if (!street) continue;
      const same = oneLine(street);
      if (same) return same;
      const below = rows[at + 1]?.map(cityLine).find(Boolean);
      if (below) return { street: tidyPlace(street), ...below };
    }
  }
  return undefined;
}

/** Date of birth and address, each only when read; undefined when neither is. */
export function cardIdentity(lines: readonly string[]): CardIdentity | undefined {
  const dateOfBirth = cardDateOfBirth(lines);
  const address = cardAddress(lines);
  if (!dateOfBirth && !address) return undefined;
  return { ...(dateOfBirth ? { dateOfBirth } : {}), ...(address ? { address } : {}) };
}

/**
 * A licence or ID number after its label ('DL', 'DLN', '4d', 'LIC #', 'ID NO', 'NO.'): a run of
 * letters, digits, spaces and dashes that holds at least four digits.
 */
const NUMBER_AFTER_LABEL =
  /(\b(?:(?:4d(?:\s+DLN)?|DLN|DL)\b|(?:LIC(?:ENSE|ENCE)?|ID)\s*(?:NO\b|#)|NO\b)\.?\s*[:#]?\s*)([A-Z]{0,2}\d[A-Z\d -]*\d)/gi;

/**
 * A photo ID's text as it is kept (decision 0780): the licence or ID number replaced, so it is
 * neither stored with the document's facts nor sent to an AI service. The fields are read
 * before this.
 */
export function withoutLicenceNumber(text: string): string {
  return text.replace(NUMBER_AFTER_LABEL, (whole, label: string, number: string) =>
    number.replace(/\D/g, '').length >= 4 ? `${label}[number]` : whole,
  );
}
