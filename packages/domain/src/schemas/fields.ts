import { z } from 'zod';
import { FORMATTED_PHONE_LENGTH, PHONE_DIGITS, phoneDigits } from '../formats/phone.js';

// Field schemas shared by every form and body. Messages are keys of messages/en.ts.

/** A NUL character, or half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Decision 0382: no text holds a NUL or a lone surrogate. Neither can be typed, PostgreSQL
 * refuses both (a 500 once they reach it), and a lone surrogate is not valid UTF-8.
 */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Every string field starts here: a string without NUL or lone surrogates ('textInvalid'). */
export function textField(message?: string) {
  return z.string(message).refine(isSafeText, 'textInvalid');
}

interface Visit {
  value: unknown;
  /** The key or index under its parent ('' for the request value itself, which has none). */
  step: string | number;
  parent?: Visit;
  unsafeKey?: boolean;
}

function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.step);
  return path.reverse();
}

/**
 * Where, in a parsed request (JSON, query, params), the first unsafe string or key is; else
 * undefined. Walks with its own stack, not recursion: a body nested thousands of levels deep
 * must not overflow the call stack (issue 19's fuzzer found a 500 there).
 */
export function unsafeTextPath(value: unknown): (string | number)[] | undefined {
  const stack: Visit[] = [{ value, step: '' }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    if (visit.unsafeKey) return pathTo(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathTo(visit);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries = Object.entries(current);
    // Pushed last to first, so the first entry is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      const step = Array.isArray(current) ? Number(key) : key;
      stack.push({ value: item, step, parent: visit, unsafeKey: !isSafeText(key) });
    }
  }
  return undefined;
}

/**
 * Any request value (a body, a query, params), refused with 'textInvalid' at the first unsafe
 * string, key or value, whatever the route's own schema: the server runs it before every schema.
 */
export const safeRequestText = z.unknown().superRefine((value, context) => {
  const path = unsafeTextPath(value);
  if (path) context.addIssue({ code: 'custom', message: 'textInvalid', path });
});

/** Text that must not be blank, trimmed, at most `max` characters; one message for all. */
export function requiredTextField<Key extends string>(key: Key, max: number) {
  return textField(key).trim().min(1, key).max(max, key);
}

export const firstNameField = requiredTextField('firstNameRequired', 100);
export const lastNameField = requiredTextField('lastNameRequired', 100);

export const emailField = textField('emailInvalid')
  .trim()
  .toLowerCase()
  .max(254, 'emailInvalid')
  .pipe(z.email('emailInvalid'));

/**
 * SPEC 5: 'Valid phone number is required' (fewer than the 14 characters of a full
 * (xxx) xxx-xxxx, i.e. fewer than 10 digits) and 'Phone number must be 10 digits'.
 * Accepts the formatted text of the form and the digits of the request body alike;
 * the output is always the 10 digits.
 */
export const phoneField = textField('phoneInvalid')
  .trim()
  .max(FORMATTED_PHONE_LENGTH + 6, 'phoneDigits')
  .refine((value) => phoneDigits(value).length >= PHONE_DIGITS, 'phoneInvalid')
  .refine((value) => phoneDigits(value).length <= PHONE_DIGITS, 'phoneDigits')
  .transform(phoneDigits);

/** SPEC 5 and 9: ZIP min 5 characters (5-10 in the wizard). We accept a US ZIP or ZIP+4. */
export const zipCodeField = textField('zipInvalid')
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, 'zipInvalid');

export const agreeToTermsField = z.literal(true, 'termsRequired');
