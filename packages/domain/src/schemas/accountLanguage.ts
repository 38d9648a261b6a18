import { z } from 'zod';
import { applicantLanguageCodes } from '../catalogs/languages.js';

// Issue 20, decision 0841: PUT /api/me/language, the language the account reads (and its
// e-mails are written in). One of the 11 codes; anything else is refused ('requestInvalid').
export const accountLanguageSchema = z
  .object({ language: z.enum(applicantLanguageCodes, 'requestInvalid') })
  .strict();
export type AccountLanguage = z.output<typeof accountLanguageSchema>;
