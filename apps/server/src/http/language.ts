import { isLanguage, type Language } from '@benefits/domain';
import type { FastifyRequest } from 'fastify';

/** The applicant's language from Accept-Language (the web app sends its interface language). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const base = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    // Browsers name Tagalog's standard form Filipino (fil).
    const tag = base === 'fil' ? 'tl' : base;
    if (isLanguage(tag)) return tag;
  }
  return 'en';
}
