import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as applications from './applications.js';
import * as auth from './auth.js';
import * as bank from './bank.js';
import * as chat from './chat.js';
import * as common from './common.js';
import * as documents from './documents.js';
import * as expenses from './expenses.js';
import * as fields from './fields.js';
import { isSafeText, safeRequestText, unsafeTextPath } from './fields.js';
import * as homeCosts from './homeCosts.js';
import * as household from './household.js';
import * as incomeEntries from './incomeEntries.js';
import * as users from './users.js';
import * as verification from './verification.js';

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

/** Every string schema inside `schema`: object fields, optional, nullable, arrays, pipes, unions. */
function stringSchemas(schema: unknown, found = new Set<z.ZodType>()): Set<z.ZodType> {
  const def = defOf(schema);
  if (!def) return found;
  if (def.type === 'string') found.add(schema as z.ZodType);
  const children = [
    ...Object.values((def.shape as object | undefined) ?? {}),
    def.innerType,
    def.element,
    def.in,
    // A pipe's second half reads the first half's output, unless the first is z.preprocess's.
    defOf(def.in)?.type === 'transform' ? def.out : undefined,
    def.left,
    def.right,
    def.valueType,
    ...((def.options as unknown[] | undefined) ?? []),
  ];
  for (const child of children) if (child) stringSchemas(child, found);
  return found;
}

const modules = {
  applications,
  auth,
  bank,
  chat,
  common,
  documents,
  expenses,
  fields,
  homeCosts,
  household,
  incomeEntries,
  users,
  verification,
};
const every = new Set<z.ZodType>();
for (const module of Object.values(modules)) {
  for (const value of Object.values(module)) stringSchemas(value, every);
}
const requiredText = fields.requiredTextField('firstNameRequired', 100);
every.add(requiredText);

const unsafe = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');
/** Text around one NUL or lone surrogate (a full pair next to it stays a pair, so it is left out). */
const unsafeText = fc
  .tuple(fc.string({ maxLength: 20 }), unsafe, fc.constantFrom('', 'a', '1', ' ', '@x.org'))
  .map(([before, bad, after]) => `${before.replace(/[\uD800-\uDFFF]/g, '')}${bad}${after}`);

describe('text with NUL or a lone surrogate (decision 0382)', () => {
  it('finds the string fields of the request schemas', () => {
    expect(every.size).toBeGreaterThan(60);
  });

  it('is refused by every string schema, saying why', () => {
    fc.assert(
      fc.property(unsafeText, (text) => {
        for (const schema of every) {
          const result = schema.safeParse(text);
          if (result.success) throw new Error(`accepted by ${JSON.stringify(defOf(schema))}`);
          expect(result.success).toBe(false);
          // A format (z.iso.date) refuses them with its own message; every other says why.
          if (defOf(schema)?.format === undefined) {
            expect(result.error?.issues.map((issue) => issue.message)).toContain('textInvalid');
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keeps surrogate pairs (emoji) and ordinary text', () => {
    expect(isSafeText('Mar\u00eda \uD83D\uDE00 Lopez')).toBe(true);
    expect(requiredText.parse(' Mar\u00eda \uD83D\uDE00 ')).toBe('Mar\u00eda \uD83D\uDE00');
  });

  it('finds the first unsafe string, or key, anywhere in a request value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), unsafeText, (value, text) => {
        expect(unsafeTextPath({ ok: value, list: [1, { deep: text }] })).toEqual([
          'list',
          1,
          'deep',
        ]);
        expect(unsafeTextPath({ [text]: 1 })).toEqual([text]);
        expect(safeRequestText.safeParse({ a: [text] }).error?.issues[0]).toMatchObject({
          message: 'textInvalid',
          path: ['a', 0],
        });
      }),
    );
    expect(unsafeTextPath({ a: ['x', 1, null, true], b: 'y' })).toBeUndefined();
    expect(safeRequestText.safeParse({ a: ['x', '\uD83D\uDE00'] }).success).toBe(true);
  });

  it('walks a value nested 100,000 levels deep without overflowing the stack (issue 19)', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(unsafeTextPath(deep)).toEqual(Array(depth).fill(0));
    expect(unsafeTextPath(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeUndefined();
  });
});
