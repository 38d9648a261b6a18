import { z } from 'zod';
import { idField } from './common.js';

// SPEC 7 bank calls; DESIGN: the provider segment is `plaid` and access_token is an opaque
// handle (the real Plaid token never reaches the browser).
export const BANK_PROVIDER = 'plaid';

export const linkTokenResponseSchema = z.object({ link_token: z.string() });
export type LinkTokenResponse = z.infer<typeof linkTokenResponseSchema>;

const bankAccountSchema = z.object({
  account_id: z.string(),
  name: z.string(),
  mask: z.string().nullable(),
  type: z.string().nullable(),
  subtype: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const exchangeTokenSchema = z.object({
  public_token: z.string('bankTokenRequired').trim().min(1, 'bankTokenRequired').max(500),
  /** What the link widget reports; unknown fields are kept and ignored. */
  metadata: z
    .looseObject({
      institution: z.object({ name: z.string(), institution_id: z.string() }).nullish(),
      accounts: z
        .array(z.object({ id: z.string(), name: z.string().nullish(), mask: z.string().nullish() }))
        .optional(),
    })
    .optional(),
});
export type ExchangeTokenInput = z.input<typeof exchangeTokenSchema>;

export const exchangeTokenResponseSchema = z.object({
  access_token: z.string(),
  accounts: z.array(bankAccountSchema),
  institution: z.object({ name: z.string() }),
});
export type ExchangeTokenResponse = z.infer<typeof exchangeTokenResponseSchema>;

const isoDateField = z.iso.date('dateInvalid');

export const transactionsRequestSchema = z.object({
  access_token: z.string('bankTokenRequired').trim().min(1, 'bankTokenRequired').max(500),
  start_date: isoDateField,
  end_date: isoDateField,
  account_ids: z.array(z.string().min(1)).max(50).optional(),
});
export type TransactionsRequest = z.output<typeof transactionsRequestSchema>;

/** SPEC 3 bank transaction. Plaid: positive amounts leave the account, deposits are negative. */
export const bankTransactionSchema = z.object({
  transaction_id: z.string().min(1),
  merchant_name: z.string().nullable(),
  name: z.string(),
  date: z.string(),
  category: z.array(z.string()).nullable(),
  amount: z.number(),
  account_id: z.string(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const transactionsResponseSchema = z.object({
  transactions: z.array(bankTransactionSchema),
});

/**
 * SPEC 7 analyze-transactions. SPEC 5: at least one selected transaction. DESIGN: the server
 * uses the signed-in applicant's real name and address, so applicantInfo is not sent.
 */
export const analyzeTransactionsSchema = z.object({
  transactions: z
    .array(bankTransactionSchema, 'transactionsRequired')
    .min(1, 'transactionsRequired')
    .max(500, 'transactionsRequired'),
  incomeEntryId: idField('incomeEntryMissing'),
});
export type AnalyzeTransactionsInput = z.input<typeof analyzeTransactionsSchema>;

/** SPEC 7: verification and confidence (percent). The verification's shape is ours. */
export const analyzeTransactionsResponseSchema = z.object({
  verification: z.object({
    verified: z.boolean(),
    matchedTransactionIds: z.array(z.string()),
    /** Average monthly deposits of the selected transactions, dollars. */
    averageMonthlyDeposits: z.number(),
    /** The income entry's monthly amount (SPEC 9 summary conversion), dollars. */
    reportedMonthlyAmount: z.number(),
    /** Plain-words explanation shown to the applicant. */
    explanation: z.string(),
  }),
  confidence: z.number().min(0).max(100),
});
export type AnalyzeTransactionsResponse = z.infer<typeof analyzeTransactionsResponseSchema>;
