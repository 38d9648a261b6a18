// 'What is the maximum food stamp amount for a family of four?': the household size a question
// names, so the section that lists figures by size answers first (decision 0295).
import { normalize } from './text.js';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
};
const NUMBER = `(?<n>\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const SIZE = [
  new RegExp(`\\b(family|household|home|familia|hogar|grupo familiar) (of|de) ${NUMBER}\\b`),
  new RegExp(`\\b${NUMBER} (people|persons|person|members|personas|miembros|integrantes)\\b`),
];

/** The household size named in a question (1 to 20), or undefined. */
export function householdSizeIn(message: string): number | undefined {
  const text = normalize(message);
  for (const pattern of SIZE) {
    const said = pattern.exec(text)?.groups?.n;
    if (!said) continue;
    const size = NUMBER_WORDS[said] ?? Number(said);
    if (size >= 1 && size <= 20) return size;
  }
  return undefined;
}

/**
 * True when a passage lists one figure for at least 4 household sizes ('3 people:
 * {{snap.maxAllotment.3}}'), not when it names two sizes in passing (standard deductions).
 */
export function listsBySize(text: string): boolean {
  const sizes = new Map<string, Set<string>>();
  for (const [, key, size] of text.matchAll(/\{\{([\w.]+)\.([1-8])\}\}/g)) {
    const seen = sizes.get(key!) ?? new Set<string>();
    seen.add(size!);
    sizes.set(key!, seen);
  }
  return [...sizes.values()].some((seen) => seen.size >= 4);
}
