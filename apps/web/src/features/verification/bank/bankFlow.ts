import { BANK_LINK_RETRY_DELAY_MS } from '@benefits/domain';

// SPEC 4 and 7 bank link: the pure parts of the flow (deposit order, the INVALID_LINK_TOKEN
// retry), kept apart from React so they are tested on their own.

export interface TransactionLike {
  transaction_id: string;
  date: string;
  amount: number;
}

/** Plaid's sign: money leaving the account is positive, deposits are negative. */
export function isDeposit(transaction: { amount: number }): boolean {
  return transaction.amount < 0;
}

/** Newest first; the same date keeps the bank's order by id, so the list never jumps. */
function newestFirst(a: TransactionLike, b: TransactionLike): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.transaction_id < b.transaction_id ? -1 : a.transaction_id > b.transaction_id ? 1 : 0;
}

/** Deposits first (the ones an income can be), then everything else; each newest first. */
export function splitTransactions<T extends TransactionLike>(
  transactions: readonly T[],
): { deposits: T[]; others: T[] } {
  const deposits = transactions.filter(isDeposit).sort(newestFirst);
  const others = transactions.filter((transaction) => !isDeposit(transaction)).sort(newestFirst);
  return { deposits, others };
}

/** The amount in whole cents, without its sign (the list says 'in' or 'out' in words). */
export function transactionCents(transaction: { amount: number }): number {
  return Math.round(Math.abs(transaction.amount) * 100);
}

export const INVALID_LINK_TOKEN = 'INVALID_LINK_TOKEN';
export const INVALID_CREDENTIALS = 'INVALID_CREDENTIALS';
/** Plaid Link's script never loaded (SPEC 8 'Bank widget not loaded'). Ours, not Plaid's. */
export const WIDGET_NOT_LOADED = 'WIDGET_NOT_LOADED';

/** The Plaid-style error_code of a failure: an API answer's body, or a link widget's exit error. */
export function bankErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const direct = (error as { error_code?: unknown }).error_code;
  if (typeof direct === 'string') return direct;
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object') {
    const code = (body as { error_code?: unknown }).error_code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function isInvalidLinkToken(error: unknown): boolean {
  return bankErrorCode(error) === INVALID_LINK_TOKEN;
}

/** How many fresh link tokens are fetched before giving up with 'Connection Error'. */
export const MAX_LINK_TOKEN_RETRIES = 2;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * SPEC 4: when linking fails with INVALID_LINK_TOKEN, a new link token is fetched after
 * 100 ms and the link is tried again with it (at most MAX_LINK_TOKEN_RETRIES times). Any
 * other failure, and a failure to get a new token, is passed on.
 */
export async function retryOnInvalidLinkToken<T>(
  token: string,
  attempt: (token: string) => Promise<T>,
  options: {
    refreshToken: () => Promise<string>;
    onNewToken?: (token: string) => void;
    delayMs?: number;
    maxRetries?: number;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<T> {
  const delayMs = options.delayMs ?? BANK_LINK_RETRY_DELAY_MS;
  const maxRetries = options.maxRetries ?? MAX_LINK_TOKEN_RETRIES;
  const sleep = options.sleep ?? wait;
  let current = token;
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt(current);
    } catch (error) {
      if (!isInvalidLinkToken(error) || retries >= maxRetries) throw error;
      await sleep(delayMs);
      current = await options.refreshToken();
      options.onNewToken?.(current);
    }
  }
}

/** Institutions whose name holds the search words (any case, any order). */
export function matchInstitutions<T extends { name: string }>(
  list: readonly T[],
  search: string,
): T[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((item) => words.every((word) => item.name.toLowerCase().includes(word)));
}

export type LinkExitAction = 'closed' | 'retry' | 'connectionError' | 'connectionFailed';

/**
 * What to do when the link widget exits: closed by the applicant (no error); INVALID_LINK_TOKEN
 * with retries left: a new link token after 100 ms (SPEC 4); a widget that never loaded or a
 * token that keeps failing: 'Connection Error' (the connection could not start); any other
 * error: 'Connection Failed'.
 */
export function linkExitAction(error: unknown, retriesDone: number): LinkExitAction {
  if (error == null) return 'closed';
  const code = bankErrorCode(error);
  if (code === INVALID_LINK_TOKEN) {
    return retriesDone < MAX_LINK_TOKEN_RETRIES ? 'retry' : 'connectionError';
  }
  return code === WIDGET_NOT_LOADED ? 'connectionError' : 'connectionFailed';
}

/** Where the bank way of verifying is: from the start to saving the chosen transactions. */
export type Phase =
  | 'start'
  | 'token'
  | 'linking'
  | 'exchanging'
  | 'loading'
  | 'loadFailed'
  | 'choose'
  | 'analyzing'
  | 'saving';
