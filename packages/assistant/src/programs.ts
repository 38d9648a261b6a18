// The programs a question names ('Will my immigration status affect SNAP?', 'What is the TANF
// income limit in Ohio?'): an article about another program is not the answer, and within an
// article the section about the named program answers first (decision 0295).
import type { ArticleHit, PassageHit } from './search.js';
import { words } from './text.js';

const PROGRAMS = ['snap', 'medicaid', 'chip', 'wic', 'tanf'] as const;
export type ProgramName = (typeof PROGRAMS)[number];

/** Other names of a program that mean only that program (not 'welfare', 'doctor' or 'baby'). */
const ALIASES: Readonly<Record<ProgramName, readonly string[]>> = {
  snap: ['food stamps', 'food stamp', 'foodstamps', 'cupones', 'estampillas', 'calfresh', 'ebt'],
  medicaid: ['medi cal'],
  chip: [],
  wic: [],
  tanf: ['calworks', 'cash assistance', 'cash aid', 'ayuda en efectivo'],
};

const mentions = (text: string, program: ProgramName) => {
  const said = ` ${words(text).join(' ')} `;
  return [program, ...ALIASES[program]].some((name) => said.includes(` ${name} `));
};

/** Programs the question names, by name or by a name that means only that program. */
export function namedPrograms(message: string): ProgramName[] {
  return PROGRAMS.filter((program) => mentions(message, program));
}

/**
 * How many of the named programs the passage's heading (2 each) and text (1 each) name; a program
 * the article's title names is every section's subject and does not count.
 */
export function programHits(entry: PassageHit, named: readonly ProgramName[]): number {
  return named.reduce(
    (sum, program) =>
      mentions(entry.passage.title, program)
        ? sum
        : sum +
          (mentions(entry.passage.heading, program) ? 2 : 0) +
          (mentions(entry.passage.text, program) ? 1 : 0),
    0,
  );
}

/** Whether an article hit speaks of every program the question names (title, keywords, text). */
export function speaksOfAll(hit: ArticleHit, named: readonly ProgramName[]): boolean {
  const text = hit.passages
    .map((entry) => `${entry.passage.title} ${entry.passage.keywords} ${entry.passage.text}`)
    .join(' ');
  return named.every((program) => mentions(text, program));
}

/**
 * Re-scores the article hits: an article that speaks of every named program gains 30 %, one
 * that speaks of none keeps 60 %. Without a named program, the order is unchanged.
 */
export function preferNamedPrograms(hits: ArticleHit[], named: readonly ProgramName[]): void {
  if (named.length === 0) return;
  for (const hit of hits) {
    const text = hit.passages
      .map((entry) => `${entry.passage.title} ${entry.passage.keywords} ${entry.passage.text}`)
      .join(' ');
    const share = named.filter((program) => mentions(text, program)).length / named.length;
    hit.score *= 0.6 + 0.7 * share;
  }
  hits.sort((a, b) => b.score - a.score);
}
