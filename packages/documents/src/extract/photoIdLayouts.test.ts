import { describe, expect, it } from 'vitest';
import { photoId } from '../corpus/otherDocuments.js';
import { seededApplicant } from '../corpus/people.js';
import { extractFields } from './extractFields.js';
import { extractPhotoId } from './photoId.js';
import { cardAddress, cardDateOfBirth } from './photoIdFacts.js';
import { toLines } from './textLines.js';

// Issue 18 (decision 0780): the date of birth and home address read from the front of US
// driver's licences and state IDs, as OCR gives their lines. Layouts:
// - AAMVA DL/ID Card Design Standard (2013, 2016): numbered fields 1 family name, 2 given
//   names, 3 DOB, 4a ISS, 4b EXP, 4d DLN, 8 address (fliphtml5.com/exnr/uzpn, page 23;
//   docslib.org/download/8178975).
// - Arizona's specimen card as Mindee's US driver licence guide reads it: JELANI SAMPLE,
//   123 MAIN STREET PHOENIX AZ 85007, DOB 02/01/1957, ISS 01/10/2013, EXP 02/01/2018
//   (github.com/mindee/mindee-api-python docs/extras/guide/us_driver_license_v1.md).
// - California's 2010 design: last name on one line, first and middle on the next, labels
//   DL, EXP, LN, FN, DOB (california-dmv-practice-test.org/?p=32).
// - Labelled one-line and two-line addresses ('ADD', 'ADDRESS'), ZIP+4, MM-DD-YYYY dates, and
//   OCR noise (a 0 read as O, a DOB read as D0B, stray bars).

interface Layout {
  name: string;
  lines: string[];
  dateOfBirth: string | undefined;
  address: { street: string; city: string; state: string; zipCode: string } | undefined;
}

const LAYOUTS: Layout[] = [
  {
    name: 'AAMVA numbered fields (Arizona specimen)',
    lines: [
      'ARIZONA   DRIVER LICENSE',
      '4d DLN D12345678        9 CLASS D',
      '3 DOB 02/01/1957',
      '4b EXP 02/01/2018',
      '1 SAMPLE',
      '2 JELANI',
      '8 123 MAIN STREET',
      'PHOENIX, AZ 85007',
      '4a ISS 01/10/2013   15 SEX M   16 HGT 5-08',
    ],
    dateOfBirth: '1957-02-01',
    address: { street: '123 Main Street', city: 'Phoenix', state: 'AZ', zipCode: '85007' },
  },
  {
    name: 'AAMVA numbers without labels, issue and expiry first',
    lines: [
      'PENNSYLVANIA   IDENTIFICATION CARD',
      '4a 01/07/2022   4b 01/08/2030',
      '4d 99 999 999',
      '3 08/04/1968',
      '1 SAMPLE',
      '2 ANDREW JASON',
      '8 400 ELM ST APT 1',
      'HARRISBURG PA 17101-0000',
    ],
    dateOfBirth: '1968-08-04',
    address: { street: '400 Elm St Apt 1', city: 'Harrisburg', state: 'PA', zipCode: '17101' },
  },
  {
    name: 'California 2010 design: labels, EXP before DOB on the card',
    lines: [
      'California USA DRIVER LICENSE',
      'DL I1234568',
      'EXP 08/31/2014',
      'LN CARDHOLDER',
      'FN IMA',
      '2570 24TH STREET',
      'ANYTOWN, CA 95818',
      'DOB 08/31/1977',
      'RSTR NONE   SEX F   HAIR BRN   EYES BRN   HGT 5-05   WGT 125 lb',
      'ISS 08/31/2009',
    ],
    dateOfBirth: '1977-08-31',
    address: { street: '2570 24th Street', city: 'Anytown', state: 'CA', zipCode: '95818' },
  },
  {
    name: 'labelled one-line address with ZIP+4, dates with dashes',
    lines: [
      'STATE OF OHIO   IDENTIFICATION CARD',
      'ISS 03-02-2021        EXP 03-02-2029',
      'DATE OF BIRTH 11-23-1992',
      'ADD 88 OAK AVE SPRINGFIELD IL 62704-1234',
      'NGUYEN LINH',
    ],
    dateOfBirth: '1992-11-23',
    address: { street: '88 Oak Ave', city: 'Springfield', state: 'IL', zipCode: '62704' },
  },
  {
    name: 'ADDRESS label and a comma-separated line',
    lines: [
      'TEXAS DRIVER LICENSE',
      'DOB: 06/09/1985   Exp: 06/09/2031',
      'ADDRESS: 1507 PINE ROAD, DAYTON, OH 45402',
    ],
    dateOfBirth: '1985-06-09',
    address: { street: '1507 Pine Road', city: 'Dayton', state: 'OH', zipCode: '45402' },
  },
  {
    name: 'OCR noise: D0B, O for 0 in the date, a bar before the street',
    lines: [
      'STATE OF ILLINOIS',
      'DRIVER LICENSE',
      'DL H422-6187-2270',
      'WILLIAMS',
      'KEISHA R',
      '| 23 MAPLE COURT',
      'SPRINGFIELD, IL 62704',
      'D0B O4/17/1988     EXP 04/17/2029',
    ],
    dateOfBirth: '1988-04-17',
    address: { street: '23 Maple Court', city: 'Springfield', state: 'IL', zipCode: '62704' },
  },
  {
    name: 'only issue and expiry dates: no birth date taken',
    lines: [
      'STATE ID',
      'ISS 05/01/2020   EXP 05/01/2028',
      'GARCIA',
      'JOSE A',
      '412 ELM STREET',
      'FRESNO, CA 93721',
    ],
    dateOfBirth: undefined,
    address: { street: '412 Elm Street', city: 'Fresno', state: 'CA', zipCode: '93721' },
  },
  {
    name: 'a city line with no street above it, and a made-up state: no address',
    lines: ['DRIVER LICENSE', 'DOB 01/02/1990', 'SPRINGFIELD, ZZ 62704', 'SPRINGFIELD, IL 62704'],
    dateOfBirth: '1990-01-02',
    address: undefined,
  },
  // What this project's OCR (tesseract, block layout, then sparse) reads from a fake
  // Massachusetts licence image in AWS's Textractor test fixtures (Apache-2.0):
  // github.com/aws-samples/amazon-textract-textractor, commit f34c34a6c75dd4675642e52c1bad5a6c0eaf8ee4,
  // tests/fixtures/fake_id.png. Labels sit over their values ('3 DOB' above '03/18/2001'), the
  // issue date's label is read '1ss', and the birth date is printed twice.
  {
    name: 'Massachusetts fake licence (Textractor fixture), OCR block layout',
    lines: [
      '( MASSACHUSETTS 2.                                        OQ)',
      '                           4a 1ss             4d NUMBER',
      '                            03/18/2018          736HDV7874JSB',
      '                          4b EXP               3 DOB',
      '                            01/20/2028          03/18/2001',
      '                           9 CLASS     12 REST   OaEND',
      '                            D            NONE   NONE',
      '736HDV7874JSB             MARIA',
      '                    2 GARCIA',
      'LaF                       8 100 MARKET STREET',
      '                     BIGTOWN, MA, 02801',
      '                   18 eves BLK',
      '                   15sex FF     15H6T4-6" WY      03/18/2001',
      'Maria Garcia',
      '                    5 DD 03/12/2019   REV 03/12/2017 Nr',
    ],
    dateOfBirth: '2001-03-18',
    address: { street: '100 Market Street', city: 'Bigtown', state: 'MA', zipCode: '02801' },
  },
  {
    // The sparse reading loses the labels: four dates, none claimed, so no birth date is given.
    name: 'Massachusetts fake licence (Textractor fixture), OCR sparse reading',
    lines: [
      '                            DRIVER',
      '(MASSACHUSETT                     LICENSE                0)',
      '                          \u201c 03/1 8/2018 \u201c 736HDV7874J5B',
      '                          \u00ae 01/20/2028        "03/18/2001',
      '                           9 CLASS     12 REST   OaEND',
      '                            D           NONE   NONE',
      '                   . MARIA',
      '                   > GARCIA',
      'LaF                      8 100 MARKET STREET',
      '                    BIGTOWN, MA, 02801',
      '                   18 eves BLK',
      '                   J            15 HGT4-6"',
      'Maria Garcia             5 DD 03/12/2019   REV 03/12/2017   03/18/2001',
      '                                                      m/',
    ],
    dateOfBirth: undefined,
    address: { street: '100 Market Street', city: 'Bigtown', state: 'MA', zipCode: '02801' },
  },
];

/** The generated card's text as a text layer gives it: runs on one baseline, left to right. */
function cardText(seed: number): string {
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const run of photoId(seed).pages[0]!.runs) {
    rows.set(run.y, [...(rows.get(run.y) ?? []), run]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, runs]) =>
      runs
        .sort((a, b) => a.x - b.x)
        .map((run) => run.text)
        .join('      '),
    )
    .join('\n');
}

describe('date of birth and address on the front of US photo IDs', () => {
  it.each(LAYOUTS)('$name', ({ lines, dateOfBirth, address }) => {
    const read = toLines(lines.join('\n'));
    expect(cardDateOfBirth(read)).toBe(dateOfBirth);
    expect(cardAddress(read)).toEqual(address);
  });

  it('never keeps the licence number in what it reads', () => {
    for (const { lines } of LAYOUTS) {
      const fields = extractPhotoId(toLines(lines.join('\n')));
      const kept = JSON.stringify(fields);
      expect(kept).not.toMatch(/D12345678|I1234568|H422|99 999 999/);
    }
  });

  it('reads the generated corpus card through extractFields, every seed', () => {
    for (const seed of [1, 3, 4, 701, 711]) {
      const { person } = seededApplicant(seed);
      const [city, stateZip] = person.city.split(', ');
      const [state, zipCode] = stateZip!.split(' ');
      const text = cardText(seed);
      const fields = extractFields(text, 'photo_id');
      expect(fields.identity).toEqual({
        dateOfBirth: '1988-04-17',
        address: { street: person.street, city, state, zipCode },
      });
    }
  });
});
