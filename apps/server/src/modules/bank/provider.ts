import type {
  BankAccount,
  BankErrorCode,
  BankProviderKind,
  BankTransaction,
  Language,
} from '@benefits/domain';
import type { ServerMessageKey } from '../../http/messages.js';

/** A linked bank as the provider gives it; `accessToken` is stored only encrypted. */
export interface LinkedItem {
  accessToken: string;
  itemId: string;
  institutionName: string;
  accounts: BankAccount[];
}

/** DESIGN: the bank provider port. Adapters: the built-in sandbox bank and Plaid. */
export interface BankProvider {
  readonly kind: BankProviderKind;
  createLinkToken(input: {
    userId: string;
    language: Language;
  }): Promise<{ link_token: string; expiration: string }>;
  exchangePublicToken(input: { userId: string; publicToken: string }): Promise<LinkedItem>;
  getTransactions(input: {
    userId: string;
    accessToken: string;
    accounts: BankAccount[];
    startDate: string;
    endDate: string;
    accountIds: string[] | undefined;
  }): Promise<BankTransaction[]>;
}

/**
 * A bank-link failure the applicant can act on. It carries no provider details (and never a
 * token), so it is safe to log. `errorCode` goes to the web, which reacts to
 * INVALID_LINK_TOKEN by asking for a new link token.
 */
export class BankLinkError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ServerMessageKey,
    readonly errorCode: BankErrorCode | null = null,
  ) {
    super(messageKey);
    this.name = 'BankLinkError';
  }
}
