import {
  type AnalyzeTransactionsResponse,
  BANK_PROVIDER,
  type BankTransaction,
  bankTransactionWindow,
  type ExchangeTokenResponse,
} from '@benefits/domain';
import { getJson, sendJson } from '../../../lib/api';

// SPEC 7 bank calls under /api/plaid (DESIGN). The access token is an opaque handle.

const base = `/api/${BANK_PROVIDER}`;

export type BankProvider = 'sandbox' | 'plaid';

export interface LinkToken {
  link_token: string;
  expiration?: string;
  provider?: BankProvider;
}

export interface LinkAccount {
  id: string;
  name: string;
  mask: string | null;
  type?: string | null;
  subtype?: string | null;
}

export interface LinkMetadata {
  institution: { name: string; institution_id: string } | null;
  accounts: LinkAccount[];
}

export interface SandboxInstitution {
  institution_id: string;
  name: string;
  credentials: { username: string; password: string };
}

export function createLinkToken(): Promise<LinkToken> {
  return sendJson<LinkToken>('POST', `${base}/link-token`);
}

export const sandboxInstitutionsKey = [`${base}/sandbox/institutions`] as const;

export function fetchSandboxInstitutions(): Promise<{ institutions: SandboxInstitution[] }> {
  return getJson(sandboxInstitutionsKey[0]);
}

export function sandboxLink(body: {
  link_token: string;
  institution_id: string;
  username: string;
  password: string;
}): Promise<{ public_token: string; metadata: LinkMetadata }> {
  return sendJson('POST', `${base}/sandbox/link`, body);
}

export function exchangeToken(
  publicToken: string,
  metadata: LinkMetadata,
): Promise<ExchangeTokenResponse> {
  return sendJson('POST', `${base}/exchange-token`, { public_token: publicToken, metadata });
}

/** SPEC 7 and 9: the last 90 days, to today. */
export async function loadTransactions(
  accessToken: string,
  accountIds: string[],
  today = new Date(),
): Promise<BankTransaction[]> {
  const window = bankTransactionWindow(today);
  const response = await sendJson<{ transactions: BankTransaction[] }>(
    'POST',
    `${base}/transactions`,
    {
      access_token: accessToken,
      ...window,
      ...(accountIds.length > 0 ? { account_ids: accountIds } : {}),
    },
  );
  return response.transactions;
}

/**
 * SPEC 7 analyze-transactions. applicantInfo is not sent: the server uses the signed-in
 * applicant (DESIGN), so there is nothing the browser could get wrong.
 */
export function analyzeTransactions(
  transactions: BankTransaction[],
  incomeEntry: {
    id: number;
    source: string;
    amount: string | number;
    frequency: string;
    categoryId: number;
  },
): Promise<AnalyzeTransactionsResponse> {
  return sendJson('POST', `${base}/analyze-transactions`, { transactions, incomeEntry });
}
