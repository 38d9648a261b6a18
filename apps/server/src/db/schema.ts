import type { ApplicantLanguage } from '@benefits/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The 11 language codes (packages/domain's applicantLanguages), written out for drizzle-kit. */
const accountLanguages = [
  'en',
  'es',
  'zh',
  'vi',
  'ko',
  'tl',
  'ru',
  'ar',
  'ht',
  'fr',
  'pt',
] as const satisfies readonly ApplicantLanguage[];

// Columns many tables share, written once (the SQL they make is unchanged).
const serialId = () => serial('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The owning user; `userId` repeats the owner on every table so every query can scope by it. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const applicationId = () =>
  integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });
const incomeEntryId = () =>
  integer('income_entry_id')
    .notNull()
    .references(() => incomeEntries.id, { onDelete: 'cascade' });

/** The indexes of a row that is part of an application: by application and by owner. */
function applicationPartIndexes(
  name: string,
  table: { applicationId: AnyPgColumn; userId: AnyPgColumn },
) {
  return [
    index(`${name}_application_id_idx`).on(table.applicationId),
    index(`${name}_user_id_idx`).on(table.userId),
  ];
}

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  zipCode: text('zip_code'),
  applicantId: text('applicant_id'),
  /** Decision 0520: 'staff' is set only by the operator command (`npm run staff`). */
  role: text('role', { enum: ['applicant', 'staff'] })
    .notNull()
    .default('applicant'),
  /**
   * Decision 0841: the language the account reads (one of the 11 codes), set at sign-in from
   * the request's language and changed by PUT /api/me/language; e-mails sent later (the
   * submission confirmation, the lock-out notice) use it. Null until the first sign-in.
   */
  language: text('language', { enum: accountLanguages }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions. `tokenHash` is SHA-256 of the cookie value; the value itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One-time sign-in codes. Only a hash of the code is kept. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serialId(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_codes_email_idx').on(table.email)],
);

export const applications = pgTable(
  'applications',
  {
    id: serialId(),
    userId: ownerId(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'denied'] })
      .notNull()
      .default('draft'),
    selectedBenefits: jsonb('selected_benefits')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    needsWorkVerification: boolean('needs_work_verification').notNull().default(false),
    zipCode: text('zip_code'),
    hasBusinessExpenses: boolean('has_business_expenses'),
    furthestStep: text('furthest_step'),
    currentCategoryIndex: integer('current_category_index'),
    /** Step 10: the qualifying income source (0-based) the applicant is on. */
    currentExpenseSourceIndex: integer('current_expense_source_index'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Issue 7: what was attested and acknowledged at submission, and the risk then. */
    confirmationNumber: text('confirmation_number'),
    attestations: jsonb('attestations'),
    acknowledgedIssues: boolean('acknowledged_issues'),
    riskAtSubmission: jsonb('risk_at_submission'),
    /** Issue 18: the people in the home (parsed with the domain's household schema). */
    household: jsonb('household'),
    /** Issue 18: home and mailing address, or homelessness. */
    homeAddress: jsonb('home_address'),
    /** Issue 18: rent or mortgage, utilities, care, child support paid, medical costs. */
    homeCosts: jsonb('home_costs'),
    /** Issue 18: money in the bank and cash. */
    resources: jsonb('resources'),
    /** Issue 18: the expedited SNAP screen at submission (7 CFR 273.2(i)), for the agency. */
    expeditedSnap: jsonb('expedited_snap'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('applications_user_id_idx').on(table.userId)],
);

/** SPEC 3 income entry. `userId` repeats the application's owner so every query can scope by it. */
export const incomeEntries = pgTable(
  'income_entries',
  {
    id: serialId(),
    applicationId: applicationId(),
    userId: ownerId(),
    categoryId: integer('category_id').notNull(),
    source: text('source').notNull(),
    /** Dollars with 2 decimals; exact (numeric), read back as text like '1234.50'. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    frequency: text('frequency', {
      enum: ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'],
    }).notNull(),
    isW2Income: boolean('is_w2_income').notNull().default(false),
    dontKnowAmount: boolean('dont_know_amount').notNull().default(false),
    comment: text('comment'),
    /** 0-1, when the amount came from document analysis. */
    confidence: doublePrecision('confidence'),
    hoursPerWeek: numeric('hours_per_week', { precision: 6, scale: 2, mode: 'number' }),
    /** How the source was verified (issue 6); null until then. */
    verification: jsonb('verification'),
    /** Issue 18: the household member (an id in the application's household) whose income it is; null: the applicant. */
    memberId: text('member_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => applicationPartIndexes('income_entries', table),
);

/** SPEC 3 document. The file itself is in the storage port under `storageKey`. */
export const documents = pgTable(
  'documents',
  {
    id: serialId(),
    userId: ownerId(),
    applicationId: applicationId(),
    incomeEntryId: integer('income_entry_id').references(() => incomeEntries.id, {
      onDelete: 'set null',
    }),
    /** As the applicant named it, cleaned for display; never used as a path. */
    fileName: text('file_name').notNull(),
    /** Detected from the bytes, not the name. */
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    processingStatus: text('processing_status', {
      enum: ['pending', 'processing', 'completed', 'failed'],
    })
      .notNull()
      .default('pending'),
    type: text('type', { enum: ['income_verification', 'identity_verification', 'other'] })
      .notNull()
      .default('other'),
    kind: text('kind').notNull().default('other'),
    /** The last analysis result (SPEC 3), once analysed. */
    analysis: jsonb('analysis'),
    createdAt: createdAt(),
  },
  (table) => applicationPartIndexes('documents', table),
);

/**
 * A linked bank (issue 6). `handleHash` is SHA-256 of the opaque handle the browser holds in
 * `access_token`; the provider's real access token is kept only encrypted (AES-256-GCM, DATA_KEY).
 */
export const bankItems = pgTable(
  'bank_items',
  {
    id: serialId(),
    userId: ownerId(),
    handleHash: text('handle_hash').notNull().unique(),
    provider: text('provider', { enum: ['sandbox', 'plaid'] }).notNull(),
    encryptedAccessToken: text('encrypted_access_token').notNull(),
    providerItemId: text('provider_item_id'),
    institutionName: text('institution_name').notNull(),
    accounts: jsonb('accounts').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('bank_items_user_id_idx').on(table.userId),
    uniqueIndex('bank_items_user_provider_item_idx').on(table.userId, table.providerItemId),
  ],
);

/**
 * Transactions as the bank returned them to this user (issue 6). Analysis and bank
 * verification read these copies, never amounts the browser sends back.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: serialId(),
    userId: ownerId(),
    bankItemId: integer('bank_item_id')
      .notNull()
      .references(() => bankItems.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull(),
    /** The SPEC 3 bank transaction as returned. */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_transactions_user_txn_idx').on(table.userId, table.transactionId),
    index('bank_transactions_item_idx').on(table.bankItemId),
  ],
);

/** A deposit analysis for one income source (SPEC 7 analyze-transactions). */
export const bankAnalyses = pgTable(
  'bank_analyses',
  {
    id: serialId(),
    userId: ownerId(),
    incomeEntryId: incomeEntryId(),
    transactionIds: jsonb('transaction_ids').$type<string[]>().notNull(),
    result: jsonb('result').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('bank_analyses_user_id_idx').on(table.userId),
    index('bank_analyses_income_entry_idx').on(table.incomeEntryId),
  ],
);

/** SPEC 3 chat message (issue 8). `sources` lists the knowledge-base articles an answer cites. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    userId: ownerId(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    message: text('message').notNull(),
    isAiResponse: boolean('is_ai_response').notNull(),
    language: text('language').notNull().default('en'),
    sources: jsonb('sources').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_user_id_idx').on(table.userId, table.id),
    index('chat_messages_application_id_idx').on(table.applicationId),
  ],
);

/** SPEC 3 expense (issue 7). `userId` repeats the owner so every query can scope by it. */
export const expenses = pgTable(
  'expenses',
  {
    id: serialId(),
    userId: ownerId(),
    applicationId: applicationId(),
    incomeEntryId: incomeEntryId(),
    expenseType: text('expense_type').notNull(),
    description: text('description').notNull(),
    /** Dollars as entered (monthly or annual); for mileage, the computed monthly deduction. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    frequency: text('frequency', { enum: ['monthly', 'annual'] }).notNull(),
    notes: text('notes'),
    hasReceipt: boolean('has_receipt').notNull().default(false),
    isMileageExpense: boolean('is_mileage_expense').notNull().default(false),
    milesPerWeek: numeric('miles_per_week', { precision: 8, scale: 2, mode: 'number' }),
    mileageType: text('mileage_type'),
    /** Cents per mile, the IRS rate of the tax year when the expense was added. */
    mileageRate: numeric('mileage_rate', { precision: 6, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ...applicationPartIndexes('expenses', table),
    index('expenses_income_entry_id_idx').on(table.incomeEntryId),
  ],
);

/**
 * Rate-limit counters shared by every instance on PostgreSQL (decision 0441): one row per
 * limited route and client key, counting hits until `window_ends_at`.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_at_idx').on(table.windowEndsAt)],
);

/** Issue 21: real users' Core Web Vitals (decision 0521). No user, address or agent: never. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serialId(),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    metric: text('metric').notNull(),
    connection: text('connection').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (table) => [index('web_vitals_day_idx').on(table.day)],
);

/**
 * Decision 0720: each owner's data version, moved by a trigger on every write to the owner's
 * rows (migration 0012), so an instance knows whether a reply it keeps is still the owner's.
 * No reference to `users`: a deleted account's row is bumped by the same trigger.
 */
export const ownerVersions = pgTable('owner_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
