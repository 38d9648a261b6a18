import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fillable1099, fillableW2, ssa1099Form } from './forms.js';
import { bankStatement, ssaAwardLetter, unemploymentLetter } from './letters.js';
import { adpLayout, gustoLayout, paychexLayout } from './stubLayouts.js';
import { quickbooksLayout, workdayLayout } from './stubLayouts2.js';
import { type StubSpec, stubData, stubTruth } from './stubSpec.js';
import type { RealDocument } from './truth.js';

const layouts = {
  adp: adpLayout,
  paychex: paychexLayout,
  gusto: gustoLayout,
  quickbooks: quickbooksLayout,
  workday: workdayLayout,
};

const people = [
  ['Jane R Harper', '101 Main Street', 'Anytown, OH 45402'],
  ['Luis A Ortega', '88 Oak Avenue Apt 3', 'Tulsa, OK 74103'],
  ['Keisha M Brown', '1507 Pine Road', 'Fresno, CA 93721'],
  ['Minh T Nguyen', '23 Maple Court', 'Springfield, IL 62704'],
] as const;

const companies = [
  ['Acme Supplies Corp.', '475 Knapp Avenue', 'Anytown, OH 45410'],
  ['Riverbend Dental Group LLC', '2200 Harbor Blvd Suite 140', 'Fresno, CA 93710'],
  ['Northstar Home Care, Inc.', '19 Commerce Drive', 'Tulsa, OK 74105'],
  ['Prairie Valley School District', '600 W Monroe Street', 'Springfield, IL 62701'],
  ['Blue Heron Coffee Co', '77 Lakeview Road', 'Dayton, OH 45402'],
] as const;

/** Pay stubs: five vendors' layouts, every cycle, stated, shown by dates, or not shown. */
function stubs(): RealDocument[] {
  const counts = new Map<string, number>();
  return realDocumentData.payStubs.map((stub, index) => {
    const { vendor, cycle, shows, rateCents, hours, overtimeHours = 0, size } = stub;
    const n = (counts.get(vendor) ?? 0) + 1;
    counts.set(vendor, n);
    const [employee, employeeStreet, employeeCity] = people[index % people.length]!;
    const [employer, employerStreet, employerCity] = companies[index % companies.length]!;
    const salaried = rateCents === 0;
    const salaryCents = salaried
      ? { monthly: 520000, semimonthly: 240000, biweekly: 230000, weekly: 115000 }[cycle]
      : undefined;
    const spec: StubSpec = {
      id: `${vendor}-${n}`,
      employer,
      employerStreet,
      employerCity,
      employee,
      employeeStreet,
      employeeCity,
      cycle,
      shows,
      payDate: `2025-0${3 + (index % 6)}-${String(10 + (index % 15)).padStart(2, '0')}`,
      rateCents,
      hours,
      overtimeHours,
      ...(salaryCents !== undefined ? { salaryCents } : {}),
      ...(size !== undefined ? { size } : {}),
    };
    const data = stubData(spec);
    return { id: spec.id, layout: vendor, pages: [layouts[vendor](data)], truth: stubTruth(data) };
  });
}

const cents = z.number().int().nonnegative();
const named = {
  id: z.string(),
  person: z
    .number()
    .int()
    .min(0)
    .max(people.length - 1),
};
const formFields = { ...named, payer: z.string(), payerAddress: z.string() };
const letterFields = { ...named, date: z.iso.date() };

/**
 * The documents as data (realDocuments.json), checked here: pay stubs (vendor layout, cycle,
 * what the stub shows of it, hourly rate in cents or 0 for salaried, hours, overtime hours, font
 * size), drawn by stubLayouts; tax forms (forms.ts) and letters (letters.ts).
 */
const realDocumentsSchema = z.strictObject({
  payStubs: z.array(
    z.strictObject({
      vendor: z.enum(['adp', 'paychex', 'gusto', 'quickbooks', 'workday']),
      cycle: z.enum(['weekly', 'biweekly', 'semimonthly', 'monthly']),
      shows: z.enum(['stated', 'dates', 'nothing']),
      rateCents: cents,
      hours: z.number().nonnegative(),
      overtimeHours: z.number().nonnegative().optional(),
      size: z.number().positive().optional(),
    }),
  ),
  forms: z.array(
    z.discriminatedUnion('builder', [
      z.strictObject({
        builder: z.literal('w2'),
        ...formFields,
        wagesCents: cents,
        retirementCents: cents,
      }),
      z.strictObject({
        builder: z.literal('1099'),
        ...formFields,
        form: z.enum(['G', 'NEC', 'MISC', 'INT', 'R']),
        amountCents: cents,
        secondCents: cents,
      }),
      z.strictObject({
        builder: z.literal('ssa1099'),
        ...formFields,
        paidCents: cents,
        repaidCents: cents,
        medicareCents: cents,
      }),
    ]),
  ),
  letters: z.array(
    z.discriminatedUnion('builder', [
      z.strictObject({
        builder: z.literal('unemployment'),
        ...letterFields,
        state: z.string(),
        agency: z.string(),
        programs: z.string(),
        weeklyCents: cents,
      }),
      z.strictObject({
        builder: z.literal('ssaAward'),
        ...letterFields,
        grossCents: cents,
        medicareCents: cents,
        disability: z.boolean(),
      }),
      z.strictObject({
        builder: z.literal('bankStatement'),
        ...letterFields,
        bank: z.string(),
        month: z.string().regex(/^\d{4}-\d{2}$/),
        toClassify: z.number().int().nonnegative(),
        income: z.strictObject({
          payer: z.string(),
          cents,
          frequency: z.enum(['weekly', 'biweekly', 'monthly']),
          category: z.string(),
        }),
        deposits: z.array(
          z.strictObject({ day: z.number().int().min(1).max(31), description: z.string(), cents }),
        ),
      }),
    ]),
  ),
});
// Read from disk rather than imported: the journeys load this module in plain Node ESM, where a
// JSON import needs an import attribute that other loaders here do not all accept.
const realDocumentData = realDocumentsSchema.parse(
  JSON.parse(readFileSync(new URL('./realDocuments.json', import.meta.url), 'utf8')),
);

function forms(): RealDocument[] {
  return realDocumentData.forms.map(({ person, ...spec }) => {
    const [recipient, street, city] = people[person]!;
    const form = { ...spec, year: 2024, recipient, recipientAddress: `${street}\n${city}` };
    if (form.builder === 'w2') return fillableW2(form);
    if (form.builder === '1099') return fillable1099(form);
    return ssa1099Form(form);
  });
}

function letters(): RealDocument[] {
  return realDocumentData.letters.map(({ person, ...spec }) => {
    const [name, street, city] = people[person]!;
    const letter = { ...spec, name, street, city };
    if (letter.builder === 'unemployment') return unemploymentLetter(letter);
    if (letter.builder === 'ssaAward') return ssaAwardLetter(letter);
    return bankStatement(letter);
  });
}

/** Every real-layout document, in a fixed order. */
export function realDocuments(): RealDocument[] {
  return [...stubs(), ...forms(), ...letters()];
}

/**
 * Held out from tuning, fixed before any tuning was done: one document of each layout family
 * the reader is tuned on, chosen by position, never looked at while changing the reader.
 */
export const HELD_OUT: ReadonlySet<string> = new Set([
  'adp-3',
  'adp-4',
  'paychex-3',
  'paychex-4',
  'gusto-3',
  'gusto-4',
  'quickbooks-3',
  'quickbooks-4',
  'workday-3',
  'workday-4',
  'w2-3',
  '1099g-2',
  '1099r-1',
  'ssa1099-2',
  'ui-2',
  'ssa-award-2',
  'bank-3',
]);
