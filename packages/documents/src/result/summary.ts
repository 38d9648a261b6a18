import type { ExtractedIncome, IncomeFrequency } from '@benefits/domain';
import type { DocumentFacts } from '../analyze/documentFacts.js';
import { formatDollars } from '../extract/money.js';

const EVERY: Record<IncomeFrequency, string> = {
  weekly: 'every week',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'a month',
  annual: 'for the year',
};

const UNKNOWN_EVERY = 'each pay period (we could not tell how often you are paid)';

function money(item: ExtractedIncome): string {
  return formatDollars(Math.round(Number(item.amount) * 100));
}

function every(item: ExtractedIncome): string {
  if (item.frequency === 'unknown') return UNKNOWN_EVERY;
  return EVERY[item.frequency as IncomeFrequency] ?? item.frequency;
}

/** One or two short sentences about one document, in plain words (about 6th-grade level). */
export function documentSentence(facts: DocumentFacts, income: readonly ExtractedIncome[]): string {
  const first = income[0];
  const from = facts.fields.payer ? ` from ${facts.fields.payer}` : '';
  switch (facts.documentClass) {
    case 'pay_stub':
      return first
        ? `Your pay stub${from} shows ${money(first)} in pay before taxes ${every(first)}.`
        : `We found a pay stub${from}, but could not read the pay before taxes.`;
    case 'w2':
      return first
        ? `Your W-2 form${from} shows ${money(first)} in pay ${every(first)}.`
        : `We found a W-2 form${from}, but could not read the wages in box 1.`;
    case 'form_1099_nec':
    case 'form_1099_misc':
    case 'form_1099_int':
    case 'form_1099_r':
      return first
        ? `Your 1099 form${from} shows ${money(first)} paid to you ${every(first)}.`
        : `We found a 1099 form${from}, but could not read the amount.`;
    case 'form_1099_g':
      return first
        ? `Your 1099-G form shows ${money(first)} in unemployment benefits ${every(first)}.`
        : 'We found a 1099-G form, but could not read the amount.';
    case 'ssa_benefit':
      return first
        ? `Your Social Security letter shows ${money(first)} ${every(first)}.`
        : 'We found a Social Security letter, but could not read the amount.';
    case 'benefit_letter':
      return first
        ? `Your benefit letter${from} shows ${money(first)} ${every(first)}.`
        : `We found a benefit letter${from}, but could not read the amount.`;
    case 'bank_statement':
      return first
        ? `Your bank statement shows deposits${first.source ? ` from ${first.source}` : ''} of about ${money(first)} ${every(first)}. A deposit may be the same money as your pay, so please check it.`
        : 'Your bank statement shows no deposits that look like income.';
    case 'lease': {
      const rent = facts.fields.lease?.rentCents;
      const rentText = rent
        ? ` rent of ${formatDollars(rent)} a month`
        : ' a rent amount we could not read';
      return first
        ? `Your lease shows${rentText}, paid to you as the landlord.`
        : `Your lease shows${rentText}.`;
    }
    case 'photo_id':
      return facts.fields.printedName
        ? `Your photo ID shows the name ${facts.fields.printedName}.`
        : 'We found a photo ID.';
    case 'other':
      return `We could not tell what kind of document ${facts.fileName || 'this'} is.`;
  }
}

/** The whole summary: a sentence per document, then what to do next. */
export function summarize(
  sentences: readonly string[],
  incomeCount: number,
  fraudCount: number,
  documentCount: number,
): string {
  const parts: string[] = [];
  parts.push(documentCount === 1 ? 'We read 1 document.' : `We read ${documentCount} documents.`);
  parts.push(...sentences);
  if (incomeCount > 0) parts.push('Please check each amount before you continue.');
  else parts.push('We did not find any income in your documents. You can enter it yourself.');
  if (fraudCount > 0) {
    parts.push(
      fraudCount === 1
        ? 'We found 1 thing to look at more closely.'
        : `We found ${fraudCount} things to look at more closely.`,
    );
  }
  return parts.join(' ');
}
