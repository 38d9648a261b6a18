import { z } from 'zod';
import { depositCadences } from '../bank/cadence.js';
import { idField } from './common.js';
import { textField } from './fields.js';

// SPEC 7 bank calls; DESIGN: the provider segment is `plaid` and access_token is an opaque
// handle (the real Plaid token never reaches the browser).
export const BANK_PROVIDER = 'plaid';

export const bankProviders = ['sandbox', 'plaid'] as const;
export type BankProviderKind = (typeof bankProviders)[number];

export const linkTokenResponseSchema = z.object({
  link_token: textField(),
  /** ISO time the link token stops working (30 minutes). */
  expiration: textField().optional(),
  /** DESIGN: the built-in sandbox bank (default) or Plaid; the web opens the matching dialog. */
  provider: z.enum(bankProviders).optional(),
});
export type LinkTokenResponse = z.infer<typeof linkTokenResponseSchema>;

export const bankAccountSchema = z.object({
  account_id: textField(),
  name: textField(),
  mask: textField().nullable(),
  type: textField().nullable(),
  subtype: textField().nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const exchangeTokenSchema = z.object({
  public_token: textField('bankTokenRequired').trim().min(1, 'bankTokenRequired').max(500),
  /** What the link widget reports; unknown fields are kept and ignored. */
  metadata: z
    .looseObject({
      institution: z.object({ name: textField(), institution_id: textField() }).nullish(),
      accounts: z
        .array(
          z.object({ id: textField(), name: textField().nullish(), mask: textField().nullish() }),
        )
        .optional(),
    })
    .optional(),
});
export type ExchangeTokenInput = z.input<typeof exchangeTokenSchema>;

export const exchangeTokenResponseSchema = z.object({
  access_token: textField(),
  accounts: z.array(bankAccountSchema),
  institution: z.object({ name: textField() }),
});
export type ExchangeTokenResponse = z.infer<typeof exchangeTokenResponseSchema>;

const isoDateField = z.iso.date('dateInvalid');

/** Plaid serves at most two years of transactions; the web asks for 90 days (SPEC 9). */
export const BANK_TRANSACTIONS_MAX_DAYS = 730;

function daysBetween(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
}

/** The server also refuses an end date after today (it knows the date). */
export const transactionsRequestSchema = z
  .object({
    access_token: textField('bankTokenRequired').trim().min(1, 'bankTokenRequired').max(500),
    start_date: isoDateField,
    end_date: isoDateField,
    account_ids: z.array(textField().min(1)).max(50).optional(),
  })
  .superRefine((value, ctx) => {
    const days = daysBetween(value.start_date, value.end_date);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', message: 'dateRangeInvalid', path: ['end_date'] });
    } else if (days > BANK_TRANSACTIONS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: 'dateRangeTooLong', path: ['start_date'] });
    }
  });
export type TransactionsRequest = z.output<typeof transactionsRequestSchema>;

/** SPEC 3 bank transaction. Plaid: positive amounts leave the account, deposits are negative. */
export const bankTransactionSchema = z.object({
  transaction_id: textField().min(1),
  merchant_name: textField().nullable(),
  name: textField(),
  date: textField(),
  category: z.array(textField()).nullable(),
  amount: z.number(),
  account_id: textField(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const transactionsResponseSchema = z.object({
  transactions: z.array(bankTransactionSchema),
});

/** A transaction as the web sends it back: only its id is used (the server has the rest). */
const selectedTransactionSchema = z.looseObject({
  transaction_id: textField('transactionsRequired').min(1, 'transactionsRequired').max(200),
});

/**
 * SPEC 7 analyze-transactions `{transactions, incomeEntry, applicantInfo}`. SPEC 5: at least
 * one selected transaction. The server reads the transactions, the entry and the applicant
 * from its own tables: only the transaction ids and the entry's id are used, and applicantInfo
 * is ignored (DESIGN: the real applicant). `incomeEntryId` is accepted beside `incomeEntry.id`.
 */
export const analyzeTransactionsSchema = z
  .object({
    transactions: z
      .array(selectedTransactionSchema, 'transactionsRequired')
      .min(1, 'transactionsRequired')
      .max(500, 'transactionsRequired'),
    incomeEntry: z.looseObject({ id: idField('incomeEntryMissing') }).optional(),
    incomeEntryId: idField('incomeEntryMissing').optional(),
    applicantInfo: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.incomeEntry === undefined && value.incomeEntryId === undefined) {
      ctx.addIssue({ code: 'custom', message: 'incomeEntryMissing', path: ['incomeEntry'] });
    }
  })
  .transform((value) => ({
    transactionIds: [...new Set(value.transactions.map((t) => t.transaction_id))],
    incomeEntryId: (value.incomeEntry?.id ?? value.incomeEntryId) as number,
  }));
export type AnalyzeTransactionsInput = z.input<typeof analyzeTransactionsSchema>;
export type AnalyzeTransactions = z.output<typeof analyzeTransactionsSchema>;

/** SPEC 7: verification and confidence (percent). The verification's shape is ours. */
export const analyzeTransactionsResponseSchema = z.object({
  verification: z.object({
    verified: z.boolean(),
    matchedTransactionIds: z.array(textField()),
    unmatchedTransactionIds: z.array(textField()),
    /** Average monthly deposits of the matched (else all selected) deposits, dollars. */
    averageMonthlyDeposits: z.number(),
    /** The income entry's monthly amount (SPEC 9 summary conversion), dollars. */
    reportedMonthlyAmount: z.number(),
    /** At least one deposit names the reported payer. */
    payerMatched: z.boolean(),
    /** How often the deposits arrive, from their dates. */
    cadence: z.enum(depositCadences),
    /** Plain-words explanation shown to the applicant, in the request's language. */
    explanation: textField(),
    /** The stored analysis; bank verification refers to its transactions. */
    analysisId: z.number().int(),
  }),
  confidence: z.number().min(0).max(100),
});
export type AnalyzeTransactionsResponse = z.infer<typeof analyzeTransactionsResponseSchema>;

/** Sandbox bank (DESIGN): built-in test institutions with test credentials shown on screen. */
export const sandboxInstitutionSchema = z.object({
  institution_id: textField(),
  name: textField(),
  credentials: z.object({ username: textField(), password: textField() }),
});
export type SandboxInstitution = z.infer<typeof sandboxInstitutionSchema>;

export const sandboxInstitutionsResponseSchema = z.object({
  institutions: z.array(sandboxInstitutionSchema),
});

/** The sandbox link dialog's login: Plaid Link's credential pane. */
export const sandboxLinkSchema = z.object({
  link_token: textField('bankTokenRequired').trim().min(1, 'bankTokenRequired').max(1000),
  institution_id: textField('bankInstitutionRequired')
    .trim()
    .min(1, 'bankInstitutionRequired')
    .max(100),
  username: textField('bankUsernameRequired').trim().min(1, 'bankUsernameRequired').max(200),
  password: textField('bankPasswordRequired').min(1, 'bankPasswordRequired').max(200),
  account_ids: z.array(textField().min(1).max(200)).max(20).optional(),
});
export type SandboxLinkInput = z.input<typeof sandboxLinkSchema>;

/** What Plaid Link's onSuccess gives: the public token and its metadata. */
export const sandboxLinkResponseSchema = z.object({
  public_token: textField(),
  metadata: z.object({
    institution: z.object({ name: textField(), institution_id: textField() }),
    // The link widget's accounts: a bank account with `id` for `account_id`.
    accounts: z.array(
      z.object({ id: textField(), ...bankAccountSchema.omit({ account_id: true }).shape }),
    ),
  }),
});
export type SandboxLinkResponse = z.infer<typeof sandboxLinkResponseSchema>;

/** Tests (sandbox only): a public token without the dialog, like Plaid's /sandbox/public_token/create. */
export const sandboxPublicTokenSchema = z.object({
  institution_id: textField().trim().min(1, 'bankInstitutionRequired').max(100).optional(),
});
export const sandboxPublicTokenResponseSchema = z.object({ public_token: textField() });

/** Bank-link errors the web reacts to (INVALID_LINK_TOKEN: a new link token after 100 ms). */
export const bankErrorCodes = [
  'INVALID_LINK_TOKEN',
  'INVALID_CREDENTIALS',
  'INVALID_PUBLIC_TOKEN',
  'INVALID_INSTITUTION',
] as const;
export type BankErrorCode = (typeof bankErrorCodes)[number];
export const bankErrorResponseSchema = z.object({
  error_code: z.enum(bankErrorCodes),
  message: textField(),
});
