import { describe, expect, it } from 'vitest';
import { ruleFacts } from '../rules/facts.js';
import { snapTimeLimitExemptions, snapTimeLimitRules } from '../rules/snapWork.js';
import { applicantLanguageCodes } from './languages.js';
import {
  snapExemptionList,
  snapExemptionListText,
  snapExemptionTexts,
} from './snapExemptionTexts.js';
import { expectTranslated, translatedLanguages } from './translations.test-util.js';

// Names that stay as written in every language's list.
const NAMES = new Set(['california']);
const words = (text: string) =>
  text
    .replace(/\{\{\w+\}\}/g, '')
    .toLowerCase()
    .match(/\p{L}{4,}/gu) ?? [];
const englishWords = new Set(
  Object.values(snapExemptionTexts.en)
    .flatMap(words)
    .filter((word) => !NAMES.has(word)),
);

describe('snapExemptionTexts', () => {
  it.each(translatedLanguages)(
    '%s words every exemption, with English’s marks and numbers',
    (language) => {
      for (const id of snapTimeLimitExemptions)
        expectTranslated(
          snapExemptionTexts.en[id],
          snapExemptionTexts[language][id],
          `${language}.${id}`,
        );
    },
  );

  it.each(translatedLanguages)('%s uses no English word of the list', (language) => {
    const leaked = Object.values(snapExemptionTexts[language])
      .flatMap(words)
      .filter((word) => englishWords.has(word));
    expect(leaked).toEqual([]);
  });

  it('keeps the English list word for word', () => {
    const [before, after] = snapTimeLimitRules;
    expect(snapExemptionListText(before!, 'en')).toBe(
      'medically certified as physically or mentally unfit for work; pregnant; exempt from the general work requirements; a parent or household member responsible for a child under 18; a veteran; experiencing homelessness; aged 24 or younger and in foster care at age 18',
    );
    expect(snapExemptionListText(after!, 'en')).toBe(
      'medically certified as physically or mentally unfit for work; pregnant; exempt from the general work requirements; an American Indian, Urban Indian, or California Indian; a parent or household member responsible for a child under 14',
    );
  });

  const cases = snapTimeLimitRules.flatMap((rule) =>
    applicantLanguageCodes.map((language) => [rule.from, language, rule] as const),
  );
  it.each(cases)('the rule from %s lists each of its exemptions in %s', (_from, language, rule) => {
    const list = snapExemptionList(rule, language);
    expect(list).toHaveLength(rule.exemptions.length);
    expect(new Set(list).size).toBe(list.length);
    for (const item of list) expect(item).not.toMatch(/\{\{|\}\}/);
    const child = list[rule.exemptions.indexOf('childInCare')];
    expect(child).toContain(String(rule.childUnder));
    const text = snapExemptionListText(rule, language);
    for (const item of list) expect(text).toContain(item);
    const fact = ruleFacts(rule.from)['snap.timeLimit.exemptions'];
    expect(fact?.words?.[language]).toBe(text);
    expect(fact?.value).toBe(fact?.words?.en);
  });
});
