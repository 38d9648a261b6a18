import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samplePdf } from '../test/multipart.js';
import { objectFields, type RouteSchemas, routeSchemaCollector } from '../test/routeSchemas.js';
import {
  applicantWithDraft,
  createTestApp,
  type TestApp,
  type TestClient,
} from '../test/testApp.js';

// Issue 19: every route's body, query and path fields, read from the schemas the app declares
// (not a hand list), get NUL bytes, lone surrogates, huge strings, wrong types, arrays for
// scalars, missing and extra fields, malformed JSON and malformed multipart, from an applicant
// with a draft: no answer may be a 500 and none may hang. On PostgreSQL a fifth of the cases run.

const collector = routeSchemaCollector();
let t: TestApp;
let client: TestClient;
let ids: { applicationId: number; incomeEntryId: number; expenseId: number; documentId: number };
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collector.onRoute });
  const applicant = await applicantWithDraft(t.app);
  client = applicant.client;
  const { applicationId } = applicant;
  const entry = await client.post('/api/income-entries', {
    applicationId,
    categoryId: 2,
    source: 'Ride share',
    amount: '600',
    frequency: 'monthly',
    isW2Income: false,
    dontKnowAmount: false,
    comment: '',
  });
  const incomeEntryId = entry.json().id as number;
  const expense = await client.post('/api/expenses', {
    incomeEntryId,
    expenseType: 'transportation',
    description: 'Gas',
    amount: 50,
    frequency: 'monthly',
    notes: '',
    hasReceipt: false,
  });
  const upload = multipart({ applicationId, incomeEntryId }, [
    { name: 'stub.pdf', contentType: 'application/pdf', bytes: samplePdf },
  ]);
  const document = await client.request({ method: 'POST', url: '/api/documents', ...upload });
  ids = {
    applicationId,
    incomeEntryId,
    expenseId: expense.json().id,
    documentId: document.json().id,
  };
}, 180_000);
afterAll(() => t.close());

const huge = 'x'.repeat(100_000);
const broken = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00', huge];
const badByKind: Record<string, unknown[]> = {
  string: [...broken, 12, ['x'], {}, null, true],
  enum: [...broken, 0, ['snap'], {}, null],
  number: [...broken, '1\u0000', 'abc', '9'.repeat(400), -1, 1.5, 1e308, [1], {}, true, null],
  boolean: ['\u0000', 'true', 1, [true], {}, null],
  array: [...broken, [huge], ['\u0000'], [null], [[]], Array(2000).fill(1), {}, 1, null],
  object: [...broken, [], [{}], 1, null, { a: { b: { c: '\u0000' } } }],
};
const badOther = [...broken, 1, [], {}, null];
const badParams = ['abc', '-1', '0', '1.5', '99999999999999999999', '1e3', '%E2%82%AC', huge];

/** A value for a path parameter that is the applicant's own, so the route goes all the way in. */
function ownParam(url: string, name: string): string {
  if (name === 'slug') return 'snap';
  if (url.startsWith('/api/income-entries')) return String(ids.incomeEntryId);
  if (url.startsWith('/api/expenses')) return String(ids.expenseId);
  if (url.startsWith('/api/documents')) return String(ids.documentId);
  return String(ids.applicationId);
}

function fillOwnParams(url: string, override?: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => override ?? ownParam(url, name));
}

/** The applicant's own ids under the field names routes use, for a body's other fields. */
function ownValue(name: string): unknown {
  if (name === 'documentIds') return [ids.documentId];
  if (name in ids) return ids[name as keyof typeof ids];
  return undefined;
}

function ownFields(schema: RouteSchemas['body']): Record<string, unknown> {
  return Object.fromEntries(
    objectFields(schema)
      .map(({ name }) => [name, ownValue(name)])
      .filter(([, value]) => value !== undefined),
  );
}

type Case = { label: string; request: InjectOptions & { url: string } };

function casesFor(route: RouteSchemas): Case[] {
  const cases: Case[] = [];
  const method = route.method as 'POST';
  const url = fillOwnParams(route.url);
  const add = (label: string, request: Omit<Case['request'], 'method'>) =>
    cases.push({ label: `${route.method} ${route.url} ${label}`, request: { method, ...request } });
  const json = (payload: string | Buffer, contentType = 'application/json') => ({
    url,
    payload,
    headers: { 'content-type': contentType },
  });

  if (route.body) {
    const own = ownFields(route.body);
    for (const { name, kind } of objectFields(route.body)) {
      for (const bad of badByKind[kind] ?? badOther) {
        add(`body.${name}=${String(bad).slice(0, 12)}`, { url, payload: { ...own, [name]: bad } });
      }
    }
    add('no fields', { url, payload: {} });
    add('extra fields', { url, payload: { ...own, extra: '\u0000', constructor: { a: 1 } } });
    for (const top of ['[]', '"x"', '1', 'null', '[{}]']) add(`body ${top}`, json(top));
    add('truncated JSON', json('{"applicationId":'));
    add('escaped lone surrogate', json('{"message":"\\ud800","firstName":"\\udfff"}'));
    add('bytes that are not UTF-8', json(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])));
    add('a text body', json('hello', 'text/plain'));
    add('deep nesting', json(`${'['.repeat(5000)}${']'.repeat(5000)}`));
  }
  if (route.method === 'POST' && !route.body) {
    const boundary = 'fuzz';
    const type = `multipart/form-data; boundary=${boundary}`;
    add('multipart without boundary', json('x', 'multipart/form-data'));
    add('multipart cut short', json(`--${boundary}\r\nContent-Disposition: form-data`, type));
    add('multipart with no parts', json(`--${boundary}--\r\n`, type));
    add(
      'multipart NUL field',
      json(
        `--${boundary}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n\u0000\r\n--${boundary}--\r\n`,
        type,
      ),
    );
    add('multipart as JSON', { url, payload: { file: huge, applicationId: ids.applicationId } });
  }
  for (const { name, kind } of objectFields(route.querystring)) {
    const values = (badByKind[kind] ?? badOther).filter((value) => typeof value !== 'object');
    for (const bad of values) {
      add(`query.${name}`, { url: `${url}?${new URLSearchParams({ [name]: String(bad) })}` });
    }
    add(`query.${name} twice`, { url: `${url}?${name}=1&${name}=2` });
    add(`query.${name} missing`, { url: `${url}?other=1` });
  }
  if (route.url.includes(':')) {
    for (const bad of badParams)
      add(`param ${bad.slice(0, 12)}`, { url: fillOwnParams(route.url, bad) });
  }
  return cases;
}

const HANG_MS = 10_000;

describe('every route against its own schema, fuzzed (issue 19)', () => {
  it('answers below 500 and within 10 s to every case', async () => {
    // Signing out would end the run's session; deletions run last so the rest find their rows.
    const routes = collector.routes
      .filter((route) => route.url.startsWith('/api/') && route.url !== '/api/auth/sign-out')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(40);
    const all = routes.flatMap(casesFor);
    const sample = process.env.TEST_DATABASE_URL ? all.filter((_, index) => index % 5 === 0) : all;
    const failures: string[] = [];
    for (const { label, request } of sample) {
      const timer = new Promise<'hang'>((resolve) => setTimeout(resolve, HANG_MS, 'hang'));
      const response = await Promise.race([client.request(request), timer]);
      if (response === 'hang') failures.push(`${label}: no answer in ${HANG_MS} ms`);
      else if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode}`);
    }
    expect(all.length).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
