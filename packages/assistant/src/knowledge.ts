import { isWizardStep, WIZARD_STEP_COUNT, wizardStepNumber } from '@benefits/domain';
import { knowledgeSources } from './knowledge.generated.js';
import { markdownToPlain } from './text.js';
import type { AssistantLanguage, HelpContacts, Passage } from './types.js';

// The knowledge base: Markdown articles in knowledge/{en,es}/<slug>.md, compiled into
// knowledge.generated.ts by scripts/generateKnowledge.ts (the server is bundled, so the
// articles travel inside the bundle instead of being read from disk; docs/decisions/0125).

export interface Article {
  slug: string;
  language: AssistantLanguage;
  title: string;
  keywords: string[];
  /** The article body without its front matter, with {{helpPhone}}-style placeholders. */
  markdown: string;
}

/** Parses `---\ntitle: ...\nkeywords: a, b\n---\nbody`. Throws on a missing title. */
export function parseArticle(slug: string, language: AssistantLanguage, source: string): Article {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) throw new Error(`knowledge ${language}/${slug}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const field = line.match(/^(\w+):\s*(.*)$/);
    if (field) fields.set(field[1]!, field[2]!.trim().replace(/^"(.*)"$/, '$1'));
  }
  const title = fields.get('title');
  if (!title) throw new Error(`knowledge ${language}/${slug}: missing title`);
  const keywords = (fields.get('keywords') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    slug,
    language,
    title: stepNumbers(title, slug),
    keywords,
    markdown: stepNumbers(match[2]!.trim(), slug),
  };
}

/**
 * Articles name steps, not their numbers ({{step.home-costs}}, {{step.count}}), so the chat's
 * numbers follow the wizard's order in packages/domain when steps are added (decision 0390).
 */
export function stepNumbers(text: string, slug: string): string {
  return text.replace(/\{\{step\.([a-z-]+)\}\}/g, (_, name: string) => {
    if (name === 'count') return String(WIZARD_STEP_COUNT);
    if (!isWizardStep(name)) throw new Error(`knowledge ${slug}: unknown step ${name}`);
    return String(wizardStepNumber(name));
  });
}

/** Every article, parsed once. */
export function loadArticles(sources: Readonly<Record<string, string>> = knowledgeSources) {
  return Object.entries(sources).map(([key, source]) => {
    const [language, slug] = key.split('/') as [AssistantLanguage, string];
    return parseArticle(slug, language, source);
  });
}

/** Fills the help-contact placeholders with the configured values. */
export function fillPlaceholders(text: string, contacts: HelpContacts): string {
  return text
    .replaceAll('{{helpPhone}}', contacts.phone)
    .replaceAll('{{helpEmail}}', contacts.email);
}

/**
 * Splits an article into passages: the lead (text before the first `##` heading) and one
 * passage per `##` section, each plain text. Headings name the passage.
 */
export function articlePassages(article: Article): Passage[] {
  const passages: Passage[] = [];
  const parts = article.markdown.split(/^##\s+/m);
  const lead = parts[0]!.replace(/^#\s+.*$/m, '').trim();
  const keywords = article.keywords.join(', ');
  const add = (heading: string, body: string) => {
    const text = markdownToPlain(body);
    if (!text) return;
    passages.push({
      id: `${article.language}/${article.slug}#${passages.length}`,
      slug: article.slug,
      language: article.language,
      title: article.title,
      heading,
      text,
      keywords,
    });
  };
  add(article.title, lead);
  for (const part of parts.slice(1)) {
    const newline = part.indexOf('\n');
    const heading = (newline === -1 ? part : part.slice(0, newline)).trim();
    add(heading, newline === -1 ? '' : part.slice(newline + 1));
  }
  return passages;
}
