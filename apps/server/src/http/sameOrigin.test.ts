import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillParams, routeTable } from '../test/routeTable.js';
import { createTestApp, registeredClient, type TestApp } from '../test/testApp.js';
import { canonicalUrl } from './requestPath.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Ways to spell a path that reach the same route (or try to). */
function pathVariants(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    path,
    `/%61pi${rest}`,
    `/%41pi${rest}`.replace('%41', '%61'),
    `/%61%70%69${rest}`,
    `/a%70i${rest}`,
    `/api${rest.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `/API${rest}`,
    `/api${rest}/`,
    `//api${rest}`,
    `/api${rest}?x=/api/`,
  ];
}

const foreignOrigins = [
  'https://evil.example',
  'http://localhost.evil.example',
  'https://localhost:80', // another scheme
  'http://localhost:8080', // another port
  'null',
];

describe('the origin guard on every state-changing route (decision 0380)', () => {
  it('refuses foreign origins on every spelling of every route (0 bypasses)', async () => {
    const { client } = await registeredClient(t.app);
    const stateChanging = routeTable(t.app).filter((route) => route.method !== 'GET');
    expect(stateChanging.length).toBeGreaterThan(20);
    const bypasses: string[] = [];
    let tried = 0;
    for (const route of stateChanging) {
      for (const url of pathVariants(fillParams(route.url))) {
        for (const origin of [...foreignOrigins, undefined]) {
          tried += 1;
          const headers: Record<string, string> = { host: 'localhost:80' };
          if (origin) headers.origin = origin;
          if (client.cookie) headers.cookie = client.cookie;
          const method = route.method as 'POST';
          const response = await t.app.inject({ method, url, headers, payload: {} });
          if (response.statusCode !== 403 && response.statusCode !== 400) {
            bypasses.push(`${route.method} ${url} ${origin}: ${response.statusCode}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
    expect(bypasses).toEqual([]);
  });

  it('lets the app itself use an encoded path, which means the same route', async () => {
    const { client } = await registeredClient(t.app);
    const created = await client.post('/%61pi/applications', { selectedBenefits: ['snap'] });
    expect(created.statusCode).toBe(201);
  });

  it.each([
    '/api%2Fapplications',
    '/api%2fapplications',
    '/%2561pi/applications',
    '/api%5Capplications',
    '/api/applications%00',
    '/api/applications%zz',
    '/api/applications%4',
  ])('answers 400 to the ambiguous path %s', async (url) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('We could not read that web address.');
  });

  // app.inject resolves dot segments and backslashes itself; a raw socket sends them as they are.
  it.each([
    '/api/../api/applications',
    '/api/./applications',
    '/api\\applications',
    '/x/..%2F/api/applications',
    '/api/%2e%2e/api/applications',
    '/api/%2E/applications',
  ])('answers 400 to %s sent on a real connection', async (path) => {
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end(
          `POST ${path} HTTP/1.1\r\nHost: localhost:80\r\nOrigin: http://localhost:80\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });

  it('believes X-Forwarded-Proto and -Host only from a listed proxy', async () => {
    const forwarded = {
      origin: 'https://benefits.example',
      host: 'app:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'benefits.example',
    };
    const inject = (app: TestApp['app'], remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/code',
        headers: forwarded,
        payload: { email: 'a@example.org' },
        remoteAddress,
      });
    expect((await inject(t.app, '10.0.0.5')).statusCode).toBe(403);
    const behindProxy = await createTestApp({ trustedProxies: ['10.0.0.0/24'] });
    try {
      expect((await inject(behindProxy.app, '10.0.0.5')).statusCode).toBe(202);
      expect((await inject(behindProxy.app, '10.0.1.5')).statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('canonicalUrl', () => {
  it('decodes unreserved characters, keeps the query and other escapes', () => {
    expect(canonicalUrl('/%61pi/x%7e?q=%2F')).toBe('/api/x~?q=%2F');
    expect(canonicalUrl('/api/caf%c3%a9')).toBe('/api/caf%C3%A9');
    expect(canonicalUrl('/api/a%20b')).toBe('/api/a%20B'.replace('B', 'b'));
  });

  it('gives a plain path as it is, and still refuses dots and backslashes (decision 0760)', () => {
    expect(canonicalUrl('/api/applications/2/risk?x=%2e')).toBe('/api/applications/2/risk?x=%2e');
    for (const ambiguous of ['/api/./x', '/api/../x', '/api/x/..', '/api\\x', '/api/%2e%2e/x']) {
      expect(canonicalUrl(ambiguous), ambiguous).toBeUndefined();
    }
    expect(canonicalUrl('/assets/app.js')).toBe('/assets/app.js');
  });
});
