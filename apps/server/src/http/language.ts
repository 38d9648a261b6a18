import { type Language, languageOfTag } from '@benefits/domain';
import type { FastifyRequest } from 'fastify';

/** The applicant's language from Accept-Language (the web app sends its interface language). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const language = languageOfTag(part.split(';')[0] ?? '');
    if (language) return language;
  }
  return 'en';
}
