import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../test/multipart.js';
import { fillParams, routeTable } from '../test/routeTable.js';
import {
  applicantWithDraft,
  createTestApp,
  registration,
  type TestApp,
  type TestClient,
} from '../test/testApp.js';

let t: TestApp;
let client: TestClient;
let applicationId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, applicationId } = await applicantWithDraft(t.app));
});
afterAll(() => t.close());

const TEXT_INVALID = 'Remove the hidden or broken characters from this text and try again.';
const unsafe = fc.constantFrom('\u0000', '\uD800', '\uDFFF', 'a\u0000b', 'x\uDC00');

describe('NUL and lone surrogates in requests (decision 0382)', () => {
  it('every route answers 400 or another 4xx, never 500, to a body holding them', async () => {
    // Signing out would leave the rest of the run signed out.
    const routes = routeTable(t.app).filter(
      (route) => route.method !== 'GET' && route.url !== '/api/auth/sign-out',
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        unsafe,
        fc.jsonValue(),
        async (route, bad, other) => {
          const body = { applicationId, firstName: bad, description: bad, message: bad, other };
          const response = await client.request({
            method: route.method as 'POST',
            url: fillParams(route.url, String(applicationId)),
            payload: body,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect(statuses.get(400)).toBeGreaterThan(50);
  });

  it('every route, GET included, answers below 500 to wrong types, huge and broken values', async () => {
    const routes = routeTable(t.app).filter((route) => route.url !== '/api/auth/sign-out');
    const value = fc.oneof(
      fc.jsonValue(),
      unsafe,
      fc.constant('x'.repeat(100_000)),
      fc.constantFrom(-1, 0, 1e308, '1e999', '', ' ', '..', '%00', null, [], {}),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(fc.constantFrom('applicationId', 'id', 'email', 'message', 'amount'), value),
        fc.constantFrom('1', '0', '-1', 'abc', '%00', '99999999999999999999'),
        async (route, body, param) => {
          const query = new URLSearchParams(
            Object.entries(body).map(([key, item]): [string, string] => [
              key,
              // Not String(item): a generated object such as {"toString":0} cannot be converted.
              (typeof item === 'string' ? item : JSON.stringify(item)).slice(0, 500),
            ]),
          );
          const response = await client.request({
            method: route.method as 'POST',
            url: `${fillParams(route.url, param)}?${query}`,
            ...(route.method === 'GET' ? {} : { payload: body }),
          });
          if (response.statusCode >= 500) failures.push(`${route.method} ${route.url}`);
        },
      ),
      { numRuns: 200 },
    );
    expect(failures).toEqual([]);
  });

  it.each([
    ['/api/register', () => registration({ firstName: 'Ma\u0000ria' })],
    ['/api/register', () => registration({ lastName: '\uD800' })],
    ['/api/income-entries', () => ({ applicationId, categoryId: 'employment', payer: 'A\u0000' })],
    ['/api/chatbot', () => ({ message: 'hello \uDFFF' })],
    ['/api/auth/sign-in/code', () => ({ email: 'a\u0000@example.org' })],
  ])('%s answers 400 with the catalog message', async (url, body) => {
    const response = await client.post(url, body());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TEXT_INVALID);
  });

  it('answers 400 in Spanish too', async () => {
    const response = await client.request({
      method: 'PATCH',
      url: `/api/applications/${applicationId}`,
      headers: { 'accept-language': 'es' },
      payload: { zipCode: '6060\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Quite los caracteres ocultos o dañados de este texto y vuelva a intentar.',
    );
  });

  it('answers 400 to NUL in a query string', async () => {
    const response = await client.get(`/api/income-entries?applicationId=1%00`);
    expect(response.statusCode).toBe(400);
  });
});

describe('malformed multipart bodies (decision 0382)', () => {
  const boundary = '----benefitsfuzz';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  it.each([
    ['no boundary', 'multipart/form-data', 'hello'],
    ['an early end', `multipart/form-data; boundary=${boundary}`, `${head}${samplePdf}`],
    [
      'a broken part header',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
    ['no parts', `multipart/form-data; boundary=${boundary}`, `--${boundary}--\r\n`],
    ['garbage', `multipart/form-data; boundary=${boundary}`, '\u0000\u0001\u0002'],
    [
      'a header without end',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Type: x`,
    ],
    [
      'a NUL in the fields',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n1\u0000\r\n${head}${samplePdf}\r\n--${boundary}--\r\n`,
    ],
  ])('answers 400 to %s', async (_name, contentType, body) => {
    const { client: uploader } = await applicantWithDraft(t.app);
    const response = await uploader.request({
      method: 'POST',
      url: '/api/documents',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
