import type { ApplicantLanguage } from '@benefits/domain';
import { ar } from './ar.js';
import { fr } from './fr.js';
import { ht } from './ht.js';
import { ko } from './ko.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { tl } from './tl.js';
import type { ServerTexts } from './types.js';
import { vi } from './vi.js';
import { zh } from './zh.js';

/** The languages beyond English and Spanish (issue 20), each complete. */
export type MoreLanguage = Exclude<ApplicantLanguage, 'en' | 'es'>;

export const moreTexts: Record<MoreLanguage, ServerTexts> = { zh, vi, ko, tl, ru, ar, ht, fr, pt };

/** One part of each further language's texts, by language code. */
export function fromMoreTexts<T>(part: (texts: ServerTexts) => T): Record<MoreLanguage, T> {
  return Object.fromEntries(
    Object.entries(moreTexts).map(([code, texts]) => [code, part(texts)]),
  ) as Record<MoreLanguage, T>;
}
