import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Plaid's HTTP API (the endpoints the Plaid adapter calls), answering
// with the request and response shapes Plaid documents and records. Credentials are checked
// in the body, like Plaid; errors are Plaid's error JSON.

export interface RecordedPlaidRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface FakePlaidTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  date: string;
  name: string;
  merchant_name: string | null;
  category: string[] | null;
}

const INSTITUTION = { institution_id: 'ins_109508', name: 'First Platypus Bank' };

export const FAKE_PLAID_ACCOUNTS = [
  {
    account_id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
    balances: {
      available: 100,
      current: 110,
      iso_currency_code: 'USD',
      limit: null,
      unofficial_currency_code: null,
    },
    mask: '0000',
    name: 'Plaid Checking',
    official_name: 'Plaid Gold Standard 0% Interest Checking',
    subtype: 'checking',
    type: 'depository',
  },
  {
    account_id: 'dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK',
    balances: {
      available: 200,
      current: 210,
      iso_currency_code: 'USD',
      limit: null,
      unofficial_currency_code: null,
    },
    mask: '1111',
    name: 'Plaid Saving',
    official_name: 'Plaid Silver Standard 0.1% Interest Saving',
    subtype: 'savings',
    type: 'depository',
  },
];

const checking = FAKE_PLAID_ACCOUNTS[0]!.account_id;
const savings = FAKE_PLAID_ACCOUNTS[1]!.account_id;

export const FAKE_PLAID_TRANSACTIONS: FakePlaidTransaction[] = [
  [
    'lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje',
    checking,
    -1203.12,
    '2026-11-13',
    'MAPLE LEAF HOME CARE PAYROLL',
    'Maple Leaf Home Care',
    ['Transfer', 'Payroll'],
  ],
  [
    'x8Xxgb3a9Jfy1Wp8q8ZnSMWq0vo5rYh7eJqvK',
    checking,
    84.12,
    '2026-11-10',
    'SAFEWAY #1234',
    'Safeway',
    ['Shops', 'Supermarkets and Groceries'],
  ],
  [
    '8Zq1d0ENZdS8Xb9WMEvDf4rZ3qXwvbhK9yqe4',
    checking,
    41.5,
    '2026-11-02',
    'SHELL OIL 57442',
    'Shell',
    ['Travel', 'Gas Stations'],
  ],
  [
    '5QXgb3a9JfXgb3a9JfXgb3a9JfXgb3a9Jf5Qb',
    checking,
    -1196.88,
    '2026-10-30',
    'MAPLE LEAF HOME CARE PAYROLL',
    'Maple Leaf Home Care',
    ['Transfer', 'Payroll'],
  ],
  [
    'm4HMXBm9WZZmCWVbPjX16EHwv99vpBxBXxLj1',
    savings,
    -0.12,
    '2026-10-31',
    'INTEREST EARNED',
    null,
    null,
  ],
].map(([transaction_id, account_id, amount, date, name, merchant_name, category]) => ({
  transaction_id: transaction_id as string,
  account_id: account_id as string,
  amount: amount as number,
  date: date as string,
  name: name as string,
  merchant_name: merchant_name as string | null,
  category: category as string[] | null,
}));

/** Plaid's recorded transaction object (fields the adapter does not read included). */
function plaidTransaction(transaction: FakePlaidTransaction) {
  return {
    ...transaction,
    authorized_date: transaction.date,
    category_id: transaction.category ? '21009000' : null,
    check_number: null,
    iso_currency_code: 'USD',
    location: {
      address: null,
      city: null,
      country: null,
      lat: null,
      lon: null,
      postal_code: null,
      region: null,
      store_number: null,
    },
    payment_channel: 'other',
    payment_meta: {
      by_order_of: null,
      payee: null,
      payer: null,
      payment_method: null,
      payment_processor: null,
      ppd_id: null,
      reason: null,
      reference_number: null,
    },
    pending: false,
    pending_transaction_id: null,
    account_owner: null,
    transaction_code: null,
    transaction_type: 'special',
    unofficial_currency_code: null,
    personal_finance_category: null,
  };
}

function plaidError(status: number, error_type: string, error_code: string, error_message: string) {
  return {
    status,
    body: {
      error_type,
      error_code,
      error_message,
      display_message: null,
      request_id: randomUUID(),
    },
  };
}

export async function startFakePlaidServer(
  credentials = { clientId: 'client-1', secret: 'secret-1' },
) {
  const requests: RecordedPlaidRequest[] = [];
  const publicTokens = new Set<string>();
  /** access token -> item id */
  const items = new Map<string, string>();

  function handle(path: string, body: Record<string, unknown>): { status: number; body: object } {
    if (body.client_id !== credentials.clientId || body.secret !== credentials.secret) {
      return plaidError(
        400,
        'INVALID_INPUT',
        'INVALID_API_KEYS',
        'invalid client_id or secret provided',
      );
    }
    const request_id = randomUUID();
    const accessItem = () => items.get(String(body.access_token));
    switch (path) {
      case '/link/token/create':
        return {
          status: 200,
          body: {
            link_token: `link-sandbox-${randomUUID()}`,
            expiration: '2026-11-22T19:00:00Z',
            request_id,
          },
        };
      case '/item/public_token/exchange': {
        const token = String(body.public_token);
        if (!publicTokens.delete(token)) {
          return plaidError(
            400,
            'INVALID_INPUT',
            'INVALID_PUBLIC_TOKEN',
            'provided public token is expired. Public tokens expire 30 minutes after creation at which point they can no longer be exchanged',
          );
        }
        const accessToken = `access-sandbox-${randomUUID()}`;
        const itemId = `item-${randomUUID()}`;
        items.set(accessToken, itemId);
        return { status: 200, body: { access_token: accessToken, item_id: itemId, request_id } };
      }
      case '/accounts/get': {
        const itemId = accessItem();
        if (!itemId) return invalidAccessToken();
        return {
          status: 200,
          body: {
            accounts: FAKE_PLAID_ACCOUNTS,
            item: {
              item_id: itemId,
              institution_id: INSTITUTION.institution_id,
              webhook: '',
              error: null,
              available_products: ['balance'],
              billed_products: ['transactions'],
              consent_expiration_time: null,
              update_type: 'background',
            },
            request_id,
          },
        };
      }
      case '/institutions/get_by_id':
        if (body.institution_id !== INSTITUTION.institution_id) {
          return plaidError(
            400,
            'INVALID_INPUT',
            'INVALID_INSTITUTION',
            'invalid institution_id provided',
          );
        }
        return {
          status: 200,
          body: {
            institution: {
              ...INSTITUTION,
              country_codes: ['US'],
              products: ['assets', 'auth', 'balance', 'transactions'],
              routing_numbers: ['011000138'],
              oauth: false,
            },
            request_id,
          },
        };
      case '/transactions/get': {
        if (!accessItem()) return invalidAccessToken();
        const options = (body.options ?? {}) as {
          count?: number;
          offset?: number;
          account_ids?: string[];
        };
        const matching = FAKE_PLAID_TRANSACTIONS.filter(
          (transaction) =>
            transaction.date >= String(body.start_date) &&
            transaction.date <= String(body.end_date) &&
            (!options.account_ids || options.account_ids.includes(transaction.account_id)),
        );
        const offset = options.offset ?? 0;
        const count = options.count ?? 100;
        return {
          status: 200,
          body: {
            accounts: FAKE_PLAID_ACCOUNTS,
            transactions: matching.slice(offset, offset + count).map(plaidTransaction),
            total_transactions: matching.length,
            item: { item_id: accessItem(), institution_id: INSTITUTION.institution_id },
            request_id,
          },
        };
      }
      default:
        return plaidError(404, 'API_ERROR', 'NOT_FOUND', `unknown path ${path}`);
    }
  }

  function invalidAccessToken() {
    return plaidError(
      400,
      'INVALID_INPUT',
      'INVALID_ACCESS_TOKEN',
      'provided access token is in an invalid format',
    );
  }

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const path = (req.url ?? '').split('?')[0] as string;
    requests.push({ path, body });
    const answer = handle(path, body);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    credentials,
    requests,
    /** What Plaid Link hands the browser on success (Plaid's /sandbox/public_token/create). */
    issuePublicToken(): string {
      const token = `public-sandbox-${randomUUID()}`;
      publicTokens.add(token);
      return token;
    },
    /** The access tokens Plaid issued, to prove they never reach a response. */
    accessTokens: () => [...items.keys()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePlaidServer = Awaited<ReturnType<typeof startFakePlaidServer>>;
