import type { AnalyzedDocument } from '../analyze/analyzeDocuments.js';
import type { RealFile } from '../corpus/real/renderReal.js';
import { monthlyOf } from '../corpus/real/truth.js';

/** What one real-layout file scored. */
export interface RealScore {
  kind: boolean;
  monthly: boolean;
  payer: boolean;
  frequency: boolean;
  /** The document gives no frequency and the reader guessed one anyway. */
  guessedUnknown: boolean;
  falseFraud: number;
  /** Bank statements: the ATM and cheque deposits listed for the applicant, as many as there are. */
  toClassify?: boolean;
  seconds: number;
  got: string;
}

/** Payer names compared by their words, without case, punctuation or company suffixes. */
export function samePayer(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9\s]/g, ' ')
      .split(/\s+/)
      .filter((word) => word !== '' && !/^(inc|llc|co|corp|the|of)$/.test(word));
  const left = words(a);
  const right = words(b);
  if (left.length === 0) return false;
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  return short.every((word) => long.includes(word)) && short.length >= Math.min(2, long.length);
}

const within1pct = (got: number, want: number) => Math.abs(got - want) <= Math.abs(want) * 0.01;

export function scoreReal(file: RealFile, document: AnalyzedDocument, seconds: number): RealScore {
  const facts = document.facts;
  const truth = file.truth;
  const income =
    facts?.fields.income.find((item) => item.category === truth.category) ??
    facts?.fields.income[0];
  const frequency = income?.frequency;
  let monthly = false;
  if (income) {
    if (truth.frequency === 'unknown') {
      monthly = frequency === 'unknown' && within1pct(income.amountCents, truth.periodCents);
    } else if (frequency && frequency !== 'unknown') {
      const got = monthlyOf(income.amountCents, frequency);
      monthly = got !== undefined && within1pct(got, truth.monthlyCents ?? 0);
    }
  }
  const listed = facts?.fields.depositsToClassify?.length ?? 0;
  const fraud = document.result.fraudIndicators.filter((item) => !truth.fraud.includes(item.type));
  return {
    kind: facts?.documentClass === truth.kind,
    monthly,
    payer: samePayer(facts?.fields.payer, truth.payer),
    frequency: frequency === truth.frequency,
    guessedUnknown:
      truth.frequency === 'unknown' && frequency !== undefined && frequency !== 'unknown',
    falseFraud: fraud.length,
    ...(truth.toClassify !== undefined ? { toClassify: listed === truth.toClassify } : {}),
    seconds,
    got: `${facts?.documentClass ?? document.error?.code} ${facts?.fields.payer ?? '-'} ${income ? `${income.amountCents} ${frequency}` : '-'}${fraud.length ? ` fraud:${fraud.map((item) => item.type).join(',')}` : ''}`,
  };
}
