import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlaidBank } from './plaidBank.js';
import { BankLinkError } from './provider.js';

// A server that cuts the connection of its first `resets` requests without an answer (what a
// stale keep-alive socket looks like to the client), then answers like /link/token/create.
async function flakyPlaid(
  resets: number,
): Promise<{ server: Server; baseUrl: string; seen: () => number }> {
  let seen = 0;
  const server = createServer((request, response) => {
    seen += 1;
    if (seen <= resets) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ link_token: 'link-sandbox-1', expiration: '2026-11-25T20:00:00Z' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}`, seen: () => seen };
}

let open: Server | undefined;
afterEach(() => open?.close());

function bankAt(baseUrl: string) {
  return createPlaidBank({ clientId: 'client-1', secret: 'secret-1', env: 'sandbox', baseUrl });
}

describe('Plaid calls on a reset connection (decision 0242)', () => {
  it('repeat once on a new connection and answer', async () => {
    const plaid = await flakyPlaid(1);
    open = plaid.server;
    const token = await bankAt(plaid.baseUrl).createLinkToken({ userId: 'u1', language: 'en' });
    expect(token.link_token).toBe('link-sandbox-1');
    expect(plaid.seen()).toBe(2);
  });

  it('a second reset is the plain 502, after two tries only', async () => {
    const plaid = await flakyPlaid(5);
    open = plaid.server;
    const failure = await bankAt(plaid.baseUrl)
      .createLinkToken({ userId: 'u1', language: 'en' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BankLinkError);
    expect((failure as BankLinkError).statusCode).toBe(502);
    expect(plaid.seen()).toBe(2);
  });
});
