import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './keys.js';

// Sandbox bank link and public tokens: stateless, HMAC-signed with a key from DATA_KEY,
// bound to the user and valid for 30 minutes. Public tokens are single use: their nonce
// becomes the item id, and an item id already linked is refused (service.ts).

export const BANK_TOKEN_MINUTES = 30;

interface SignedPayload {
  /** User id. */
  u: string;
  /** Expiry, ms since the epoch. */
  e: number;
  /** Random nonce. */
  n: string;
}

export interface PublicTokenPayload extends SignedPayload {
  /** Institution id. */
  i: string;
  /** Chosen account ids. */
  a: string[];
}

export const LINK_TOKEN_PREFIX = 'link-sandbox-';
export const PUBLIC_TOKEN_PREFIX = 'public-sandbox-';

export function createBankTokens(dataKey: Buffer, clock: () => Date) {
  const key = deriveKey(dataKey, 'sandbox-tokens');
  const mac = (prefix: string, body: string) =>
    createHmac('sha256', key).update(`${prefix}${body}`).digest();

  function sign(prefix: string, payload: object): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${prefix}${body}.${mac(prefix, body).toString('base64url')}`;
  }

  /** The payload when the token is ours, unchanged, this user's and not expired. */
  function verify<T extends SignedPayload>(prefix: string, token: string, userId: string) {
    if (!token.startsWith(prefix)) return undefined;
    const [body, signature, extra] = token.slice(prefix.length).split('.');
    if (!body || !signature || extra !== undefined) return undefined;
    const expected = mac(prefix, body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let payload: T;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    } catch {
      return undefined;
    }
    if (payload.u !== userId || !(payload.e > clock().getTime())) return undefined;
    return payload;
  }

  function base(userId: string): SignedPayload {
    return {
      u: userId,
      e: clock().getTime() + BANK_TOKEN_MINUTES * 60_000,
      n: randomBytes(12).toString('base64url'),
    };
  }

  return {
    issueLinkToken(userId: string): { link_token: string; expiration: string } {
      const payload = base(userId);
      return {
        link_token: sign(LINK_TOKEN_PREFIX, payload),
        expiration: new Date(payload.e).toISOString(),
      };
    },
    checkLinkToken(token: string, userId: string): boolean {
      return verify(LINK_TOKEN_PREFIX, token, userId) !== undefined;
    },
    issuePublicToken(userId: string, institutionId: string, accountIds: string[]): string {
      return sign(PUBLIC_TOKEN_PREFIX, { ...base(userId), i: institutionId, a: accountIds });
    },
    readPublicToken(token: string, userId: string): PublicTokenPayload | undefined {
      return verify<PublicTokenPayload>(PUBLIC_TOKEN_PREFIX, token, userId);
    },
  };
}
export type BankTokens = ReturnType<typeof createBankTokens>;
