import { frequencyOrMonthly } from '../catalogs/frequencies.js';
import { parseAmount } from '../money/amount.js';
import { monthlyCents } from '../money/monthly.js';
import { DISCREPANCY_PERCENT, isDiscrepancy } from '../summaries/extractedComparison.js';
import { type DepositCadence, detectCadence, expectedCadence } from './cadence.js';
import { PAYER_MATCH_THRESHOLD, payerSimilarity } from './payerName.js';

// Issue 6, SPEC 7 analyze-transactions: do the deposits the applicant selected show the
// income source they reported? Pure rules; the server reads the transactions and the entry
// from its own tables and words the findings in the applicant's language.

export interface DepositTransaction {
  transaction_id: string;
  name: string;
  merchant_name?: string | null;
  date: string;
  /** Plaid's sign: money leaving the account is positive, deposits are negative. */
  amount: number;
}

export interface ReportedIncome {
  source: string;
  amount: string | number;
  frequency: string;
  dontKnowAmount?: boolean;
}

/** What matched and what did not, as facts; the server turns them into plain words. */
export type DepositFinding =
  | { kind: 'matched'; count: number; payer: string }
  | { kind: 'noDeposits' }
  | { kind: 'notDeposits'; count: number }
  | { kind: 'payerDifferent'; count: number; payer: string }
  | { kind: 'amountDifferent'; count: number; expectedCents: number; percent: number }
  | { kind: 'amountUnknown' }
  | { kind: 'cadenceMatched'; cadence: DepositCadence }
  | { kind: 'cadenceDifferent'; cadence: DepositCadence; expected: DepositCadence }
  | { kind: 'monthlyEstimate'; averageMonthlyCents: number; reportedMonthlyCents: number };

export interface TransactionCheck {
  transaction_id: string;
  deposit: boolean;
  payerSimilarity: number;
  /** null for spending, and when the reported amount is unknown ('Don't know exact amount' or 0). */
  amountWithinThreshold: boolean | null;
  matched: boolean;
}

export interface DepositAnalysis {
  verified: boolean;
  /** Percent, 0-100. */
  confidence: number;
  matchedTransactionIds: string[];
  unmatchedTransactionIds: string[];
  payerMatched: boolean;
  cadence: DepositCadence;
  expectedCadence: DepositCadence;
  averageMonthlyCents: number;
  reportedMonthlyCents: number;
  checks: TransactionCheck[];
  findings: DepositFinding[];
}

/** How much each kind of evidence counts towards the confidence (sums to 1). */
export const DEPOSIT_WEIGHTS = { payer: 0.4, amount: 0.35, cadence: 0.25 } as const;
/** A source counts as verified by its deposits from this confidence on. */
export const BANK_VERIFIED_MIN_CONFIDENCE = 70;

function depositCents(transaction: DepositTransaction): number {
  const parsed = parseAmount(-transaction.amount);
  return parsed.ok ? parsed.cents : 0;
}

/** Cents one deposit should bring: the reported amount; an annual amount arrives monthly. */
function expectedDepositCents(income: ReportedIncome): number {
  const parsed = parseAmount(income.amount);
  if (income.dontKnowAmount === true || !parsed.ok) return 0;
  const frequency = frequencyOrMonthly(income.frequency);
  return frequency === 'annual' ? monthlyCents(parsed.cents, 'annual') : parsed.cents;
}

function checkTransaction(
  transaction: DepositTransaction,
  income: ReportedIncome,
  applicantName: string,
  expectedCents: number,
): TransactionCheck {
  const cents = depositCents(transaction);
  const deposit = transaction.amount < 0 && cents > 0;
  const similarity = deposit ? payerSimilarity(income.source, transaction, applicantName) : 0;
  const amountWithinThreshold =
    deposit && expectedCents > 0 ? !isDiscrepancy(BigInt(cents), BigInt(expectedCents)) : null;
  return {
    transaction_id: transaction.transaction_id,
    deposit,
    payerSimilarity: similarity,
    amountWithinThreshold,
    matched: deposit && similarity >= PAYER_MATCH_THRESHOLD && amountWithinThreshold !== false,
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Matches selected transactions to a reported income source (issue 6). */
export function analyzeDeposits(input: {
  transactions: readonly DepositTransaction[];
  income: ReportedIncome;
  applicantName: string;
}): DepositAnalysis {
  const { transactions, income, applicantName } = input;
  const frequency = frequencyOrMonthly(income.frequency);
  const expected = expectedCadence(frequency);
  const expectedCents = expectedDepositCents(income);
  const reportedCents = expectedCents === 0 ? 0 : monthlyCents(expectedCents, expected);
  const checks = transactions.map((transaction) =>
    checkTransaction(transaction, income, applicantName, expectedCents),
  );
  const byId = new Map(
    transactions.map((transaction) => [transaction.transaction_id, transaction]),
  );
  const deposits = checks.filter((check) => check.deposit);
  const matched = checks.filter((check) => check.matched);
  const base = {
    matchedTransactionIds: matched.map((check) => check.transaction_id),
    unmatchedTransactionIds: checks
      .filter((check) => !check.matched)
      .map((check) => check.transaction_id),
    expectedCadence: expected,
    reportedMonthlyCents: reportedCents,
    checks,
  };
  if (deposits.length === 0) {
    return {
      ...base,
      verified: false,
      confidence: 0,
      payerMatched: false,
      cadence: 'unknown',
      averageMonthlyCents: 0,
      findings: [{ kind: 'noDeposits' }],
    };
  }

  // Cadence and the monthly estimate come from the matched deposits, else from all deposits.
  const counted = (matched.length > 0 ? matched : deposits).map(
    (check) => byId.get(check.transaction_id) as DepositTransaction,
  );
  const cadence = detectCadence(counted.map((transaction) => transaction.date));
  const averageDeposit = Math.round(mean(counted.map(depositCents)));
  const estimateFrequency = cadence === 'irregular' || cadence === 'unknown' ? expected : cadence;
  const averageMonthlyCents = monthlyCents(averageDeposit, estimateFrequency);

  const payerScore = Math.min(1, mean(deposits.map((check) => check.payerSimilarity)));
  const amountScore =
    expectedCents === 0
      ? 0.5
      : deposits.filter((check) => check.amountWithinThreshold === true).length / deposits.length;
  const cadenceScore = cadence === expected ? 1 : cadence === 'unknown' ? 0.5 : 0;
  const evidence =
    DEPOSIT_WEIGHTS.payer * payerScore +
    DEPOSIT_WEIGHTS.amount * amountScore +
    DEPOSIT_WEIGHTS.cadence * cadenceScore;
  // Spending selected as if it were this income lowers the confidence by its share.
  const confidence = Math.round(100 * evidence * (deposits.length / checks.length));

  const findings: DepositFinding[] = [];
  if (matched.length > 0) {
    findings.push({ kind: 'matched', count: matched.length, payer: income.source });
  }
  const notDeposits = checks.length - deposits.length;
  if (notDeposits > 0) findings.push({ kind: 'notDeposits', count: notDeposits });
  const otherPayer = deposits.filter((check) => check.payerSimilarity < PAYER_MATCH_THRESHOLD);
  if (otherPayer.length > 0) {
    findings.push({ kind: 'payerDifferent', count: otherPayer.length, payer: income.source });
  }
  if (expectedCents === 0) {
    findings.push({ kind: 'amountUnknown' });
  } else {
    const off = deposits.filter((check) => check.amountWithinThreshold === false).length;
    if (off > 0) {
      findings.push({
        kind: 'amountDifferent',
        count: off,
        expectedCents,
        percent: DISCREPANCY_PERCENT,
      });
    }
  }
  if (cadence !== 'unknown') {
    findings.push(
      cadence === expected
        ? { kind: 'cadenceMatched', cadence }
        : { kind: 'cadenceDifferent', cadence, expected },
    );
  }
  findings.push({
    kind: 'monthlyEstimate',
    averageMonthlyCents,
    reportedMonthlyCents: reportedCents,
  });

  return {
    ...base,
    verified: matched.length > 0 && confidence >= BANK_VERIFIED_MIN_CONFIDENCE,
    confidence,
    payerMatched: deposits.some((check) => check.payerSimilarity >= PAYER_MATCH_THRESHOLD),
    cadence,
    averageMonthlyCents,
    findings,
  };
}
