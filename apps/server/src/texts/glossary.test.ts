import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type MoreLanguage, moreTexts } from './index.js';

// Issue 20: the server's texts use each language's glossary (docs/glossary/<code>.json, kept by
// that language's translator, with its sources). Each term is checked where the server says it.

interface Glossary {
  terms: { en: string; translation: string; variants?: string[] }[];
}

const glossaryFile = (code: string) =>
  new URL(`../../../../docs/glossary/${code}.json`, import.meta.url);

const places: Record<string, (texts: (typeof moreTexts)[MoreLanguage]) => string> = {
  receipt: (texts) => texts.receipt.title,
  agency: (texts) => texts.receipt.expeditedText,
  'sign in': (texts) => texts.messages.signInRequired,
  'fair hearing': (texts) => texts.receipt.nextLetter,
  application: (texts) => texts.messages.applicationNotFound,
  income: (texts) => texts.receipt.income,
};

const languages = Object.keys(moreTexts) as MoreLanguage[];

describe.each(languages)('%s texts follow the glossary', (code) => {
  const present = existsSync(glossaryFile(code));
  it.runIf(present).each(Object.keys(places))('"%s"', (term) => {
    const glossary = JSON.parse(readFileSync(glossaryFile(code), 'utf8')) as Glossary;
    const entry = glossary.terms.find((candidate) => candidate.en.toLowerCase() === term);
    if (!entry) return; // the translator keeps no term for it
    const text = places[term]!(moreTexts[code]).toLowerCase();
    const words = [entry.translation, ...(entry.variants ?? [])].map((word) => word.toLowerCase());
    expect(
      words.some((word) => text.includes(word)),
      `${text} has none of ${words.join(', ')}`,
    ).toBe(true);
  });
});
