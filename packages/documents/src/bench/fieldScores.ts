import type { DocumentFacts } from '../analyze/documentFacts.js';
import type { ExpectedFields } from '../corpus/expected.js';
import { namesMatch } from '../extract/names.js';

export const benchFields = ['class', 'payer', 'amount', 'frequency', 'category', 'name'] as const;
export type BenchField = (typeof benchFields)[number];

/** Per field: was a value expected, was one given, was it right. */
export type FieldOutcome = { expected: boolean; predicted: boolean; correct: boolean };

function outcome(expected: unknown, predicted: unknown, same: boolean): FieldOutcome {
  const hasExpected = expected !== undefined;
  const hasPredicted = predicted !== undefined;
  return {
    expected: hasExpected,
    predicted: hasPredicted,
    correct: hasExpected && hasPredicted && same,
  };
}

/** Compares what the pipeline read with the ground truth, field by field (exact matches). */
export function scoreFields(
  facts: DocumentFacts | undefined,
  expected: ExpectedFields,
): Record<BenchField, FieldOutcome> {
  const income = facts?.fields.income[0];
  const payer = facts?.fields.payer;
  const printed = facts?.fields.printedName;
  const [first = '', ...rest] = (expected.applicantName ?? '').split(' ');
  const last = rest.at(-1) ?? '';
  return {
    class: outcome(
      expected.documentClass,
      facts?.documentClass,
      facts?.documentClass === expected.documentClass,
    ),
    payer: outcome(expected.payer, expected.payer ? payer : undefined, payer === expected.payer),
    amount: outcome(
      expected.amountCents,
      income?.amountCents,
      income?.amountCents === expected.amountCents,
    ),
    frequency: outcome(
      expected.frequency,
      income?.frequency,
      income?.frequency === expected.frequency,
    ),
    category: outcome(expected.category, income?.category, income?.category === expected.category),
    name: outcome(
      expected.applicantName,
      printed,
      printed !== undefined && namesMatch(printed, first, last),
    ),
  };
}
