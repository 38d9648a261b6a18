import {
  snapExemptionList,
  snapExemptionTexts,
  snapTimeLimitRule,
  snapTimeLimitRules,
} from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { renderFacts } from './facts.js';
import { fillPlaceholders, loadArticles } from './knowledge.js';

// The SNAP time limit's full list ({{snap.timeLimit.exemptions}}) comes in the article's own
// language, on each rule's days (decision 0960).
const contacts = { phone: '1-800-555-0100', email: 'help@benefits.example' };
const articles = loadArticles().filter((article) => article.slug === 'work-requirements');
const days = snapTimeLimitRules.map((rule) => rule.from);

// English words of the lists (4 letters or more); names stay as written in every language.
const NAMES = new Set(['snap', 'california']);
const words = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
const englishWords = new Set(
  snapTimeLimitRules
    .flatMap((rule) => snapExemptionList(rule, 'en'))
    .flatMap(words)
    .filter((word) => !NAMES.has(word)),
);

const cases = articles.flatMap((article) =>
  days.map((day) => [article.language, day, article] as const),
);

describe('work-requirements article: the SNAP time limit exemptions', () => {
  it('is written in every language of the application', () => {
    expect(articles.map((article) => article.language).sort()).toEqual(
      Object.keys(snapExemptionTexts).sort(),
    );
  });

  it.each(cases)(
    '%s on %s lists every exemption of the rule in force',
    (language, day, article) => {
      const rule = snapTimeLimitRule(day)!;
      const rendered = renderFacts(
        fillPlaceholders(article.markdown, contacts),
        day,
        language,
      ).text;
      for (const item of snapExemptionList(rule, language)) expect(rendered).toContain(item);
    },
  );

  it.each(cases.filter(([language]) => language !== 'en'))(
    '%s on %s: the filled-in text brings no English words',
    (language, day, article) => {
      const template = fillPlaceholders(article.markdown, contacts);
      const rendered = renderFacts(template, day, language).text;
      const own = new Set(words(template));
      const added = words(rendered).filter((word) => !own.has(word));
      expect(added.filter((word) => englishWords.has(word))).toEqual([]);
    },
  );
});
