import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/user and sessions', () => {
  it('401 when signed out, and for a cookie that matches no session', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    client.cookie = 'sid=not-a-real-session';
    const response = await client.get('/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it('signs out after 15 idle minutes, and activity moves that limit', async () => {
    const { client } = await registeredClient(t.app);
    t.clock.advanceMinutes(14);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    t.clock.advanceMinutes(14);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    t.clock.advanceMinutes(15);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ends every session 12 hours after sign-in, however active', async () => {
    const { client } = await registeredClient(t.app);
    for (let minutes = 0; minutes < 12 * 60 - 10; minutes += 10) {
      t.clock.advanceMinutes(10);
      expect((await client.get('/api/applications')).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(10);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('reports the limits without counting as activity; refresh moves the idle limit', async () => {
    const { client } = await registeredClient(t.app);
    const start = t.clock.now();
    const status = await client.get('/api/auth/session');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      idleExpiresAt: new Date(start.getTime() + 15 * 60_000).toISOString(),
      absoluteExpiresAt: new Date(start.getTime() + 12 * 3_600_000).toISOString(),
    });

    t.clock.advanceMinutes(10);
    expect((await client.get('/api/auth/session')).json().idleExpiresAt).toBe(
      new Date(start.getTime() + 15 * 60_000).toISOString(),
    );
    const refreshed = await client.post('/api/auth/session/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().idleExpiresAt).toBe(
      new Date(start.getTime() + 25 * 60_000).toISOString(),
    );
  });

  it('records activity at most once a minute; "Stay signed in" always does', async () => {
    const { client } = await registeredClient(t.app);
    const start = t.clock.now();
    t.clock.advanceMinutes(0.5);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await client.get('/api/auth/session')).json().idleExpiresAt).toBe(
      new Date(start.getTime() + 15 * 60_000).toISOString(),
    );
    const stayed = await client.post('/api/auth/session/refresh');
    expect(stayed.json().idleExpiresAt).toBe(
      new Date(start.getTime() + 15.5 * 60_000).toISOString(),
    );
  });

  it('session endpoints answer 401 when signed out', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/auth/session')).statusCode).toBe(401);
    expect((await client.post('/api/auth/session/refresh')).statusCode).toBe(401);
  });

  it('sign-out ends the session on the server, not only in the browser', async () => {
    const { client } = await registeredClient(t.app);
    const cookie = client.cookie;
    const response = await client.post('/api/auth/sign-out');
    expect(response.statusCode).toBe(204);
    expect(client.cookie).toBeUndefined();
    const replay = new TestClient(t.app);
    replay.cookie = cookie;
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('sign-out from another site is refused (403)', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });
});
