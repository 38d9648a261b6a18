import { wizardSteps } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { readKnowledgeSources } from '../scripts/generateKnowledge.js';
import { renderFacts } from './facts.js';
import { knowledgeSources } from './knowledge.generated.js';
import { articlePassages, fillPlaceholders, loadArticles, parseArticle } from './knowledge.js';
import { assistantLanguages } from './types.js';

describe('knowledge base', () => {
  it('the compiled module matches the Markdown (run npm run generate:knowledge -w packages/assistant)', () => {
    expect(knowledgeSources).toEqual(readKnowledgeSources());
  });

  const articles = loadArticles();
  const slugs = (language: string) =>
    articles
      .filter((a) => a.language === language)
      .map((a) => a.slug)
      .sort();

  it('has the same articles in English and Spanish, with the same sections', () => {
    expect(slugs('en').length).toBeGreaterThanOrEqual(25);
    expect(slugs('es')).toEqual(slugs('en'));
    for (const article of articles.filter((a) => a.language === 'en')) {
      const spanish = articles.find((a) => a.language === 'es' && a.slug === article.slug)!;
      expect(articlePassages(spanish).length, article.slug).toBe(articlePassages(article).length);
      expect(article.keywords.length, article.slug).toBeGreaterThan(2);
    }
  });

  // Every language directory present (en and es today, the 11 once the translators' articles are
  // merged), checked against English (decision 0865).
  const languages = [...new Set(articles.map((a) => a.language))].sort();
  const english = new Map(articles.filter((a) => a.language === 'en').map((a) => [a.slug, a]));
  const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]*\}\}/g) ?? [])].sort();
  const contacts = { phone: '1-800-555-0100', email: 'help@benefits.example' };

  it('knows only the application’s languages', () => {
    expect(languages).toContain('en');
    for (const language of languages) expect(assistantLanguages).toContain(language);
  });

  describe.each(languages)('articles in %s', (language) => {
    const own = articles.filter((a) => a.language === language);

    it('has every English article, and no other', () => {
      expect(slugs(language)).toEqual(slugs('en'));
    });

    it.each(own.map((a) => [a.slug, a] as const))(
      '%s: same sections as English, a title, headings and everyday words',
      (slug, article) => {
        const passages = articlePassages(article);
        expect(passages.length).toBe(articlePassages(english.get(slug)!).length);
        expect(article.title.trim().length).toBeGreaterThan(1);
        for (const passage of passages) {
          expect(passage.heading.trim().length, passage.id).toBeGreaterThan(1);
          expect(passage.text.trim().length, passage.id).toBeGreaterThan(1);
        }
        expect(article.keywords.length).toBeGreaterThan(2);
      },
    );

    it.each(own.map((a) => [a.slug, a] as const))(
      '%s: the same placeholders as English, every one resolved',
      (slug, article) => {
        // Every figure, list, contact and step is the same as in English: a list in words
        // comes in the article's language (RuleFact.words, decision 0960).
        expect(placeholders(article.markdown)).toEqual(placeholders(english.get(slug)!.markdown));
        const rendered = renderFacts(
          fillPlaceholders(article.markdown, contacts),
          '2026-11-25',
          language,
        );
        expect(rendered.text).not.toMatch(/\{\{|\}\}/);
        expect(rendered.missing).toEqual([]);
      },
    );
  });

  it('covers the six programs, every wizard step and the general topics', () => {
    const en = slugs('en');
    for (const slug of ['medicaid-magi', 'medicaid-non-magi', 'snap', 'tanf', 'wic', 'chip'])
      expect(en).toContain(slug);
    for (const step of wizardSteps) expect(en).toContain(`step-${step}`);
    for (const slug of [
      'work-requirements',
      'documents-proof',
      'bank-payroll-linking',
      'after-submission',
      'rights-responsibilities',
      'contact-help',
    ])
      expect(en).toContain(slug);
  });

  it('types no dollar figure: program figures come from the rule tables ({{key}})', () => {
    // Risk-check thresholds are the app's own flags, not benefit rules.
    for (const article of articles.filter((a) => a.slug !== 'risk-check'))
      expect(article.markdown, `${article.language}/${article.slug}`).not.toMatch(/\$\d/);
  });

  it('still states the application facts the steps rely on', () => {
    const text = (slug: string) =>
      articles.find((a) => a.slug === slug && a.language === 'en')!.markdown;
    // Issue 18: each program's time limit from the rule tables, no made-up processing time.
    expect(text('after-submission')).toContain('{{snap.decisionDays}}');
    expect(text('after-submission')).toContain('{{medicaid.disabilityDecisionDays}}');
    expect(text('after-submission')).not.toContain('10-15');
    expect(text('snap-income-limits')).toContain('{{snap.grossLimit.4}}');
  });

  it('parses front matter and refuses an article without a title', () => {
    const article = parseArticle(
      'x',
      'en',
      '---\ntitle: "A: b"\nkeywords: one, two\n---\nLead.\n\n## Part\nBody **bold** [link](https://e.x).',
    );
    expect(article).toMatchObject({ title: 'A: b', keywords: ['one', 'two'] });
    expect(articlePassages(article).map((p) => [p.heading, p.text])).toEqual([
      ['A: b', 'Lead.'],
      ['Part', 'Body bold link.'],
    ]);
    expect(() => parseArticle('x', 'en', 'no front matter')).toThrow(/front matter/);
    expect(() => parseArticle('x', 'en', '---\nkeywords: a\n---\nx')).toThrow(/title/);
  });

  it('fills the help contacts from configuration', () => {
    expect(
      fillPlaceholders('Call {{helpPhone}} or {{helpEmail}}', { phone: '1', email: 'e@x' }),
    ).toBe('Call 1 or e@x');
  });
});

describe('step numbers in articles', () => {
  it('come from the wizard’s order, so a new step renumbers the chat', () => {
    const article = parseArticle(
      'x',
      'en',
      '---\ntitle: Step {{step.resources}}\n---\n{{step.count}} steps; income is step {{step.income-categories}}.',
    );
    expect(article.title).toBe(`Step ${wizardSteps.indexOf('resources') + 1}`);
    expect(article.markdown).toBe(
      `${wizardSteps.length} steps; income is step ${wizardSteps.indexOf('income-categories') + 1}.`,
    );
  });

  it('refuses a step the wizard does not have', () => {
    expect(() => parseArticle('x', 'en', '---\ntitle: Step {{step.pets}}\n---\nx')).toThrow(
      /unknown step pets/,
    );
  });

  it('leave no step typed as a number in the articles', () => {
    for (const article of loadArticles()) {
      expect(article.markdown, article.slug).not.toMatch(/\{\{step\./);
      expect(`${article.title} ${article.markdown}`, article.slug).not.toMatch(
        /\b(?:Step|Paso)\s+(?:1[89]|[2-9]\d)\b/,
      );
    }
  });
});
