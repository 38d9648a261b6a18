import { centsToDollars, type ExtractedIncome, sourcesMatch } from '@benefits/domain';
import type { DocumentFacts } from '../analyze/documentFacts.js';
import { documentClassLabels } from '../classify/documentClasses.js';
import { namesMatch } from '../extract/names.js';
import type { IncomeFinding } from '../extract/types.js';
import type { FraudContext } from '../fraud/types.js';

/** 'pay stub (stub.pdf)': SPEC 4 turns it into 'Auto-extracted from pay stub (stub.pdf)'. */
export function documentSource(facts: DocumentFacts): string {
  const label = documentClassLabels[facts.documentClass];
  return facts.fileName ? `${label} (${facts.fileName})` : label;
}

/**
 * How much the text itself can be trusted: a text layer fully, OCR by tesseract's own
 * confidence (a 93% read keeps 93% of the item's confidence).
 */
export function textFactor(facts: DocumentFacts): number {
  if (facts.textSource === 'text-layer' || facts.textSource === 'word') return 1;
  return Math.min(1, 0.6 + 0.35 * facts.textConfidence);
}

/** A lease counts as rental income when the applicant is its landlord. */
function leaseIncome(facts: DocumentFacts, context: FraudContext): IncomeFinding[] {
  const lease = facts.fields.lease;
  const applicant = context.applicant;
  if (!lease?.rentCents || !lease.landlord || !applicant) return [];
  if (!namesMatch(lease.landlord, applicant.firstName, applicant.lastName)) return [];
  return [
    {
      category: 'rental',
      source: lease.tenant ? `Rent from ${lease.tenant}` : 'Rent from tenant',
      amountCents: lease.rentCents,
      frequency: 'monthly',
      confidence: 0.7,
    },
  ];
}

/** The SPEC 3 income items of one document. Amounts in dollars (numbers, two decimals). */
export function incomeItems(facts: DocumentFacts, context: FraudContext = {}): ExtractedIncome[] {
  const findings = [...facts.fields.income, ...leaseIncome(facts, context)];
  const factor = textFactor(facts);
  return findings.map((finding) => ({
    category: finding.category,
    source: finding.source,
    amount: centsToDollars(finding.amountCents),
    frequency: finding.frequency,
    documentSource: documentSource(facts),
    confidence: Math.round(Math.max(0, Math.min(1, finding.confidence * factor)) * 100) / 100,
  }));
}

/**
 * Bank deposits from a payer that a pay stub, W-2 or letter in the same batch already shows
 * are the same money: they are left out of the merged income so it is not counted twice.
 */
export function withoutDoubleCountedDeposits(
  items: readonly { facts: DocumentFacts; income: ExtractedIncome[] }[],
): ExtractedIncome[] {
  const direct = items
    .filter(({ facts }) => facts.documentClass !== 'bank_statement')
    .flatMap(({ income }) => income);
  return items.flatMap(({ facts, income }) =>
    facts.documentClass !== 'bank_statement'
      ? income
      : income.filter(
          (deposit) =>
            !direct.some(
              (item) =>
                item.category === deposit.category && sourcesMatch(item.source, deposit.source),
            ),
        ),
  );
}
