import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './encryption.js';
import { createBankTokens } from './tokens.js';

describe('access token encryption (AES-256-GCM, key from DATA_KEY)', () => {
  const key = randomBytes(32);
  const cipher = createTokenCipher(key);

  it('round-trips any text, with a fresh iv each time', () => {
    fc.assert(
      fc.property(fc.string(), (plain) => {
        const stored = cipher.encrypt(plain);
        expect(stored).toMatch(/^v1\.[\w-]+$/);
        expect(cipher.decrypt(stored)).toBe(plain);
      }),
      { numRuns: 50 },
    );
    const token = 'access-sandbox-1234';
    expect(cipher.encrypt(token)).not.toBe(cipher.encrypt(token));
    expect(cipher.encrypt(token)).not.toContain(token);
  });

  it('refuses another key, a changed byte and an unknown format', () => {
    const stored = cipher.encrypt('access-sandbox-1234');
    expect(() => createTokenCipher(randomBytes(32)).decrypt(stored)).toThrow();
    const bytes = Buffer.from(stored.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`v1.${bytes.toString('base64url')}`)).toThrow();
    expect(() => cipher.decrypt('access-sandbox-1234')).toThrow(/format/);
  });
});

describe('sandbox link and public tokens', () => {
  let now = new Date('2026-11-22T15:00:00Z');
  const tokens = createBankTokens(randomBytes(32), () => now);

  it('bind the user and expire after 30 minutes', () => {
    const { link_token, expiration } = tokens.issueLinkToken('user-a');
    expect(expiration).toBe('2026-11-22T15:30:00.000Z');
    expect(tokens.checkLinkToken(link_token, 'user-a')).toBe(true);
    expect(tokens.checkLinkToken(link_token, 'user-b')).toBe(false);
    const publicToken = tokens.issuePublicToken('user-a', 'ins_1', ['acc-1']);
    expect(tokens.readPublicToken(publicToken, 'user-a')).toMatchObject({
      u: 'user-a',
      i: 'ins_1',
      a: ['acc-1'],
    });
    // A link token is not a public token, and the other way round.
    expect(tokens.readPublicToken(link_token, 'user-a')).toBeUndefined();
    expect(tokens.checkLinkToken(publicToken, 'user-a')).toBe(false);
    now = new Date('2026-11-22T15:30:00Z');
    expect(tokens.checkLinkToken(link_token, 'user-a')).toBe(false);
    expect(tokens.readPublicToken(publicToken, 'user-a')).toBeUndefined();
  });

  it('refuse anything not signed with this key', () => {
    now = new Date('2026-11-22T15:00:00Z');
    const other = createBankTokens(randomBytes(32), () => now);
    const forged = other.issueLinkToken('user-a').link_token;
    expect(tokens.checkLinkToken(forged, 'user-a')).toBe(false);
    const { link_token } = tokens.issueLinkToken('user-a');
    const [body, signature] = link_token.slice('link-sandbox-'.length).split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...payload, u: 'user-b' })).toString('base64url');
    expect(tokens.checkLinkToken(`link-sandbox-${changed}.${signature}`, 'user-b')).toBe(false);
    for (const bad of ['link-sandbox-', 'link-sandbox-a.b.c', `${link_token}x`, 'x']) {
      expect(tokens.checkLinkToken(bad, 'user-a')).toBe(false);
    }
  });
});
