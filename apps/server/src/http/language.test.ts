import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.js';

const asking = (header?: string) =>
  ({ headers: header === undefined ? {} : { 'accept-language': header } }) as FastifyRequest;

describe('requestLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9', 'es'],
    ['de-DE, zh-Hans-CN;q=0.8', 'zh'],
    ['fil-PH', 'tl'],
    ['ar', 'ar'],
    ['ht-HT,fr;q=0.5', 'ht'],
    ['de-DE', 'en'],
    ['', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(requestLanguage(asking(header))).toBe(language);
  });

  it('answers English when the header is missing', () => {
    expect(requestLanguage(asking())).toBe('en');
  });
});
