import { describe, expect, it } from 'vitest';
import { createTestApp, registration, TestClient } from '../test/testApp.js';
import { serverMessage, serverMessages } from './messages.js';

describe('server messages', () => {
  it('every message has English and Spanish text with the same placeholders', () => {
    for (const [key, { en, es }] of Object.entries(serverMessages)) {
      expect(es, key).not.toBe('');
      expect(es.match(/\{\w+\}/g) ?? [], key).toEqual(en.match(/\{\w+\}/g) ?? []);
    }
  });

  it('fills placeholders', () => {
    expect(serverMessage('codeWrongTriesLeft', 'en', { count: 3 })).toBe(
      'That code is not right. You can try 3 more times.',
    );
    expect(serverMessage('codeWrongTriesLeft', 'es', { count: 3 })).toBe(
      'Ese código no es correcto. Puede intentar 3 veces más.',
    );
  });

  it('the API answers in Spanish when the applicant uses Spanish', async () => {
    const t = await createTestApp();
    try {
      const body = registration();
      await new TestClient(t.app).post('/api/register', body);
      const spanish = { 'accept-language': 'es-US,es;q=0.9' };
      const taken = await new TestClient(t.app).request({
        method: 'POST',
        url: '/api/register',
        payload: body,
        headers: spanish,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(
        'Ya hay una cuenta con este correo. Por favor, inicie sesión.',
      );
      const signedOut = await new TestClient(t.app).request({
        method: 'GET',
        url: '/api/applications',
        headers: spanish,
      });
      expect(signedOut.json().message).toBe('Inicie sesión para seguir.');
    } finally {
      await t.close();
    }
  });
});
