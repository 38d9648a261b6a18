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

/**
 * The same in the nine other languages (decision 0861), on normalize()'s text: a number or a
 * number word, and the language's way to say a household of that size. 'One person' counts.
 */
const MORE_NUMBER_WORDS: Readonly<Record<string, number>> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  двух: 2,
  трех: 3,
  четырех: 4,
  пяти: 5,
  hai: 2,
  ba: 3,
  bon: 4,
  nam: 5,
  dalawa: 2,
  tatlo: 3,
  apat: 4,
  lima: 5,
  de: 2,
  twa: 3,
  kat: 4,
  senk: 5,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
};
// Each language's own number words only in its own phrasing ('de' is two in Creole, 'nam' five
// in Vietnamese): one pattern per way of saying it.
const MORE_SIZES = [
  /(?<n>\d{1,2}|[一两二三四五六七八])(口之家|口人|个人|人家庭|人的家庭|人户)/u,
  /(?<n>\d{1,2}|한|두|세|네) ?(인 (가족|가구)|인가족|인가구|명)/u,
  /(семьи|семья|семью) из (?<n>\d{1,2}|двух|трех|четырех|пяти)/u,
  /(?<n>\d{1,2}|двух|трех|четырех|пяти) человек/u,
  /(اسره|عائله) من (?<n>\d{1,2})/u,
  /gia dinh( co)? (?<n>\d{1,2}|hai|ba|bon|nam) nguoi/u,
  /\b(?<n>\d{1,2}) nguoi\b/u,
  /pamilyang may (?<n>\d{1,2}|dalawa|tatlo|apat|lima)/u,
  /\b(?<n>\d{1,2}) (katao|na tao)\b/u,
  /fanmi (?<n>\d{1,2}|de|twa|kat|senk) moun/u,
  /\b(?<n>\d{1,2}) moun\b/u,
  /famille de (?<n>\d{1,2}|deux|trois|quatre|cinq)/u,
  /\b(?<n>\d{1,2}|deux|trois|quatre|cinq) personnes\b/u,
  /familia de (?<n>\d{1,2}|duas|tres|quatro|cinco)/u,
  /\b(?<n>\d{1,2}|duas|tres|quatro|cinco) pessoas\b/u,
];
const ONE =
  /一个人|1인 가구|одного человека|один человек|одному человеку|لشخص واحد|cho (mot|1) nguoi|isang tao|yon sel moun|personne seule|uma pessoa( so| sozinha)?\b|pessoa sozinha/u;
const TWO = /فردين|شخصين/u;

/** The household size named in a question (1 to 20), or undefined. */
export function householdSizeIn(message: string): number | undefined {
  const text = normalize(message);
  for (const pattern of MORE_SIZES) {
    const said = pattern.exec(text)?.groups?.n;
    if (!said) continue;
    const size = MORE_NUMBER_WORDS[said] ?? Number(said);
    if (size >= 1 && size <= 20) return size;
  }
  if (TWO.test(text)) return 2;
  if (ONE.test(text)) return 1;
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
