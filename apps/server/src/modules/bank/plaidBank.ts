import type { BankTransaction } from '@benefits/domain';
import {
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type Transaction,
} from 'plaid';
import type { PlaidConfig } from '../../config.js';
import { BankLinkError, type BankProvider } from './provider.js';

/**
 * Issue 20: Plaid Link speaks English, Spanish, French, Portuguese and Vietnamese of the 11
 * (among others); for Chinese, Korean, Tagalog, Russian, Arabic and Haitian Creole it opens
 * in English.
 */
const PLAID_LANGUAGES = new Set(['en', 'es', 'fr', 'pt', 'vi']);
export function plaidLanguage(language: string): string {
  return PLAID_LANGUAGES.has(language) ? language : 'en';
}

// DESIGN: Plaid through the official client when PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV
// are set. Every failure becomes a BankLinkError that holds only Plaid's error code: the
// client's own errors carry the request (with the access token) and are never logged.

const baseUrls: Record<PlaidConfig['env'], string> = {
  sandbox: PlaidEnvironments.sandbox as string,
  development: 'https://development.plaid.com',
  production: PlaidEnvironments.production as string,
};

/** Plaid's page size limit for /transactions/get. */
export const PLAID_MAX_PAGE_SIZE = 500;

function plaidErrorCode(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { error_code?: unknown } } }).response?.data;
  return typeof data?.error_code === 'string' ? data.error_code : undefined;
}

/** Plaid's error as the applicant's next step; nothing of the request is kept. */
function toBankLinkError(error: unknown): BankLinkError {
  switch (plaidErrorCode(error)) {
    case 'INVALID_PUBLIC_TOKEN':
      return new BankLinkError(400, 'bankPublicTokenInvalid', 'INVALID_PUBLIC_TOKEN');
    case 'INVALID_LINK_TOKEN':
      return new BankLinkError(400, 'bankLinkTokenInvalid', 'INVALID_LINK_TOKEN');
    case 'INVALID_ACCESS_TOKEN':
    case 'ITEM_LOGIN_REQUIRED':
      return new BankLinkError(400, 'bankReconnect');
    default:
      return new BankLinkError(502, 'bankProviderFailed');
  }
}

/** A pooled keep-alive socket that the other side closed while it sat idle (decision 0242). */
function isStaleSocket(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

async function plaidCall<T>(call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (first) {
    if (!isStaleSocket(first)) throw toBankLinkError(first);
    try {
      return (await call()).data;
    } catch (error) {
      throw toBankLinkError(error);
    }
  }
}

function toBankTransaction(transaction: Transaction): BankTransaction {
  return {
    transaction_id: transaction.transaction_id,
    merchant_name: transaction.merchant_name ?? null,
    name: transaction.name ?? transaction.merchant_name ?? '',
    date: transaction.date,
    category: transaction.category ?? null,
    amount: transaction.amount,
    account_id: transaction.account_id,
  };
}

export function createPlaidBank(
  config: PlaidConfig,
  options: { pageSize?: number; clientName?: string } = {},
): BankProvider {
  const client = new PlaidApi(
    new Configuration({
      basePath: config.baseUrl ?? baseUrls[config.env],
      baseOptions: {
        headers: { 'PLAID-CLIENT-ID': config.clientId, 'PLAID-SECRET': config.secret },
        timeout: 30_000,
      },
    }),
  );
  const pageSize = Math.min(options.pageSize ?? PLAID_MAX_PAGE_SIZE, PLAID_MAX_PAGE_SIZE);
  const credentials = { client_id: config.clientId, secret: config.secret };

  return {
    kind: 'plaid',

    async createLinkToken({ userId, language }) {
      const data = await plaidCall(() =>
        client.linkTokenCreate({
          ...credentials,
          client_name: options.clientName ?? 'Benefits Application',
          language: plaidLanguage(language),
          country_codes: [CountryCode.Us],
          products: [Products.Transactions],
          user: { client_user_id: userId },
        }),
      );
      return { link_token: data.link_token, expiration: data.expiration };
    },

    async exchangePublicToken({ publicToken }) {
      const exchanged = await plaidCall(() =>
        client.itemPublicTokenExchange({ ...credentials, public_token: publicToken }),
      );
      const accessToken = exchanged.access_token;
      const accounts = await plaidCall(() =>
        client.accountsGet({ ...credentials, access_token: accessToken }),
      );
      let institutionName = 'Your bank';
      const institutionId = accounts.item.institution_id;
      if (institutionId) {
        const institution = await plaidCall(() =>
          client.institutionsGetById({
            ...credentials,
            institution_id: institutionId,
            country_codes: [CountryCode.Us],
          }),
        );
        institutionName = institution.institution.name;
      }
      return {
        accessToken,
        itemId: exchanged.item_id,
        institutionName,
        accounts: accounts.accounts.map((account) => ({
          account_id: account.account_id,
          name: account.name,
          mask: account.mask,
          type: account.type,
          subtype: account.subtype,
        })),
      };
    },

    async getTransactions({ accessToken, startDate, endDate, accountIds }) {
      const transactions: BankTransaction[] = [];
      for (;;) {
        const page = await plaidCall(() =>
          client.transactionsGet({
            ...credentials,
            access_token: accessToken,
            start_date: startDate,
            end_date: endDate,
            options: {
              count: pageSize,
              offset: transactions.length,
              ...(accountIds?.length ? { account_ids: accountIds } : {}),
            },
          }),
        );
        transactions.push(...page.transactions.map(toBankTransaction));
        if (page.transactions.length === 0 || transactions.length >= page.total_transactions) {
          return transactions;
        }
      }
    },
  };
}
