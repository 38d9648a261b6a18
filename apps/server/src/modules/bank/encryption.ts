import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './keys.js';

// DESIGN: the provider's access token is stored only encrypted, AES-256-GCM with a key from
// DATA_KEY. Stored text: 'v1.' + base64url(iv 12 bytes | tag 16 bytes | ciphertext).

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenCipher {
  encrypt(plain: string): string;
  /** Throws when the text was not made with this key or was changed. */
  decrypt(stored: string): string;
}

/** `purpose` keeps each use's key apart (queued emails use their own, decision 0422). */
export function createTokenCipher(
  dataKey: Buffer,
  purpose = 'access-token-encryption',
): TokenCipher {
  const key = deriveKey(dataKey, purpose);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(stored) {
      if (!stored.startsWith(VERSION)) throw new Error('unknown encryption format');
      const bytes = Buffer.from(stored.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
