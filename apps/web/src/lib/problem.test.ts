import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enCatalog } from '../i18n/en';
import { ApiError, NetworkError } from './api';
import { problemCause, withCause } from './problem';

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: enCatalog } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

// Issue 18: "check your connection" showed when the server had answered with an error.
describe('problemCause', () => {
  const t = i18n.getFixedT('en');

  it('blames the connection only when no answer came', () => {
    expect(problemCause(t, new NetworkError(new TypeError('offline')))).toMatch(/connection/);
    // An upload (XMLHttpRequest) that got no answer has status 0.
    expect(problemCause(t, { status: 0 })).toMatch(/connection/);
  });

  it("gives the server's own message when it answered with one", () => {
    const error = new ApiError(413, JSON.stringify({ message: 'This file is too big.' }), '');
    expect(problemCause(t, error)).toBe('This file is too big.');
    // An upload error carries the status and the server's message the same way.
    const upload = { status: 415, userMessage: 'We cannot read this file.' };
    expect(problemCause(t, upload)).toBe('We cannot read this file.');
  });

  it('says the server had a problem, not the connection, when it answered without one', () => {
    const cause = problemCause(t, new ApiError(500, '', 'Internal Server Error'));
    expect(cause).toMatch(/server/i);
    expect(cause).toMatch(/not your connection/);
  });

  it('adds nothing for an unknown error, and joins a cause to its sentence', () => {
    expect(problemCause(t, new Error('x'))).toBeNull();
    expect(withCause(t, 'Not saved.', new Error('x'))).toBe('Not saved.');
    expect(withCause(t, 'Not saved.', new ApiError(400, '{"message":"Pick one."}', ''))).toBe(
      'Not saved. Pick one.',
    );
  });

  it('no failure text in the catalogs blames the connection on its own', () => {
    const texts = JSON.stringify(enCatalog);
    expect(texts).not.toMatch(/check your connection/i);
  });
});
