// Issue 6: does a bank deposit come from the payer the applicant reported? Names are compared
// as sets of normalised words, leaving out the words banks add to every deposit.

/** Words banks add to deposit descriptions; they say nothing about who paid. */
export const PAYER_NOISE_WORDS: ReadonlySet<string> = new Set([
  'ACH',
  'CO',
  'CORP',
  'CORPORATION',
  'CREDIT',
  'DEP',
  'DEPOSIT',
  'DIR',
  'DIRECT',
  'FROM',
  'ID',
  'INC',
  'LLC',
  'LTD',
  'PAY',
  'PAYMENT',
  'PAYROLL',
  'PMT',
  'PPD',
  'THE',
  'TRANSFER',
  'XFER',
]);

/** Upper-case words of letters and digits, without noise words and without bare numbers. */
export function payerTokens(name: string | null | undefined): string[] {
  const words = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .split(/[^A-Z0-9]+/);
  return [...new Set(words)].filter(
    (word) => word.length > 0 && !/^\d+$/.test(word) && !PAYER_NOISE_WORDS.has(word),
  );
}

/**
 * 0-1: the share of the reported payer's words found in the deposit's name or merchant name.
 * The applicant's own name is not a payer: its words are left out on both sides, so a
 * transfer from the applicant to themselves never matches.
 */
export function payerSimilarity(
  reportedSource: string,
  deposit: { name: string; merchant_name?: string | null },
  applicantName: string,
): number {
  const own = new Set(payerTokens(applicantName));
  const reported = payerTokens(reportedSource).filter((word) => !own.has(word));
  if (reported.length === 0) return 0;
  const seen = new Set(
    [...payerTokens(deposit.name), ...payerTokens(deposit.merchant_name)].filter(
      (word) => !own.has(word),
    ),
  );
  const found = reported.filter((word) => seen.has(word)).length;
  return found / reported.length;
}

/** At least half the payer's words: 'Maple Leaf Home Care' matches 'MAPLE LEAF PAYROLL'. */
export const PAYER_MATCH_THRESHOLD = 0.5;
