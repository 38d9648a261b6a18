import bidiFactory from 'bidi-js';
import type { PDFFont } from 'pdf-lib';
import { faceFor, type ReceiptFace, type ReceiptFonts } from './receiptFonts.js';

// Decision 0840: a line of the receipt as runs of one font and one direction, in the order
// they are drawn left to right. bidi-js gives the Unicode bidi levels (numbers and amounts
// stay left to right inside Arabic); fontkit joins the Arabic letters of each run.

const bidi = bidiFactory();

export interface DrawRun {
  text: string;
  font: PDFFont;
  width: number;
}

/** Characters that start a new break unit on their own: ideographs, kana, CJK punctuation. */
const IDEOGRAPHIC =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
/** Never at the start of a line (closing marks), never at its end (opening marks). */
const NO_LINE_START = /[、。，．：；？！）」』】〉》”’%),.:;?!]/u;
const NO_LINE_END = /[（「『【〈《“‘(]/u;

/**
 * The places a line may break: at spaces, and between two ideographs (Chinese has no spaces),
 * never before a closing mark or after an opening one. Each unit says whether a space stood
 * before it.
 */
export function breakUnits(value: string): { text: string; space: boolean }[] {
  const units: { text: string; space: boolean }[] = [];
  let current = '';
  let space = false;
  let previous = '';
  for (const char of value) {
    if (char === ' ') {
      if (current) units.push({ text: current, space });
      current = '';
      space = true;
      previous = char;
      continue;
    }
    const breakBefore =
      current !== '' &&
      (IDEOGRAPHIC.test(char) || IDEOGRAPHIC.test(previous)) &&
      !NO_LINE_START.test(char) &&
      !NO_LINE_END.test(previous);
    if (breakBefore) {
      units.push({ text: current, space });
      current = '';
      space = false;
    }
    current += char;
    previous = char;
  }
  if (current) units.push({ text: current, space });
  return units;
}

const KEEPS_FACE = /[\s\p{M}\u2066-\u2069]/u;
const ISOLATES = /[\u2066-\u2069]/u;

/**
 * In right-to-left text a left-to-right phrase (an amount, a date, a phone number, a name in
 * Latin letters, '7 CFR 273.2(i)') reads left to right as one piece ('$1,234.50', not
 * '1,234.50$'): each is wrapped in a left-to-right isolate before the bidi levels are resolved
 * (the isolate marks are not drawn). A phrase starts at a Latin letter, a digit or '$' and runs
 * until an Arabic letter, less the spaces, sentence marks and unmatched ')' at its end.
 */
const LTR_PHRASE = /[$\p{Script=Latin}\d][^\p{Script=Arabic}\u060C\u061B\u061F\u06D4]*/gu;
const PHRASE_END = /[\s.,:;!?·\-–]+$/u;

function trimPhrase(phrase: string): string {
  let trimmed = phrase.replace(PHRASE_END, '');
  const count = (char: string) => trimmed.split(char).length - 1;
  while (trimmed.endsWith(')') && count(')') > count('(')) {
    trimmed = trimmed.slice(0, -1).replace(PHRASE_END, '');
  }
  return trimmed;
}

export function isolateNumbers(line: string): string {
  return line.replace(LTR_PHRASE, (phrase) => {
    const kept = trimPhrase(phrase);
    return `\u2066${kept}\u2069${phrase.slice(kept.length)}`;
  });
}

const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * A run's width. Letters are measured once per font and added up (laying out an embedded
 * font's text costs about half a millisecond a call); Arabic runs are laid out whole, as
 * joined letters are narrower or wider than alone.
 */
function runWidth(face: ReceiptFace, font: PDFFont, text: string, size: number): number {
  if (face.name === 'arabic') return font.widthOfTextAtSize(text, size);
  const widths = charWidths.get(font) ?? new Map<string, number>();
  charWidths.set(font, widths);
  let total = 0;
  for (const char of text) {
    const width = widths.get(char) ?? font.widthOfTextAtSize(char, 1000);
    widths.set(char, width);
    total += width;
  }
  return (total * size) / 1000;
}

/**
 * Each letter's face in logical order; a space, a combining mark (Arabic vowel signs are of
 * no script of their own) or a bidi isolate keeps the face of the letter before it.
 */
function facesOf(fonts: ReceiptFonts, value: string): ReceiptFace[] {
  const base = fonts.faces[0]!;
  const faces: ReceiptFace[] = [];
  let previous = base;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    const face = KEEPS_FACE.test(char) ? previous : (faceFor(fonts, char) ?? base);
    faces.push(face);
    previous = face;
  }
  return faces;
}

/** Splits logical text into runs of one face (for measuring). */
function logicalRuns(fonts: ReceiptFonts, value: string) {
  const faces = facesOf(fonts, value);
  const runs: { face: ReceiptFace; text: string }[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const face = faces[index]!;
    const last = runs.at(-1);
    if (last && last.face === face) last.text += value[index];
    else runs.push({ face, text: value[index]! });
  }
  return runs;
}

export function measure(fonts: ReceiptFonts, value: string, size: number, bold = false): number {
  return logicalRuns(fonts, value).reduce(
    (sum, run) => sum + runWidth(run.face, bold ? run.face.bold : run.face.regular, run.text, size),
    0,
  );
}

/** Wraps logical text into lines no wider than the width. */
export function wrap(
  fonts: ReceiptFonts,
  value: string,
  size: number,
  width: number,
  bold = false,
): string[] {
  const lines: string[] = [];
  let current = '';
  for (const unit of breakUnits(value)) {
    const next = current ? `${current}${unit.space ? ' ' : ''}${unit.text}` : unit.text;
    if (current && measure(fonts, next, size, bold) > width) {
      lines.push(current);
      current = unit.text;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  return lines;
}

interface FontkitLike {
  layout(text: string): { direction?: string };
}

/** Whether fontkit lays this text out right to left (it then reverses the glyphs itself). */
function fontkitReverses(font: PDFFont, logical: string): boolean {
  const embedded = (font as unknown as { embedder?: { font?: FontkitLike } }).embedder?.font;
  return embedded?.layout(logical).direction === 'rtl';
}

/**
 * One line as runs in drawing order (left to right). A right-to-left run that fontkit shapes
 * (Arabic) goes to it in logical order; any other right-to-left run (a bracket, a colon) goes
 * in visual order, mirrored.
 */
export function visualRuns(
  fonts: ReceiptFonts,
  logicalLine: string,
  options: { size: number; bold?: boolean; rtl: boolean },
): DrawRun[] {
  const line = options.rtl ? isolateNumbers(logicalLine) : logicalLine;
  const faces = facesOf(fonts, line);
  const levels = bidi.getEmbeddingLevels(line, options.rtl ? 'rtl' : 'ltr');
  const order = bidi.getReorderedIndices(line, levels);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const groups: { face: ReceiptFace; level: number; chars: string[] }[] = [];
  for (const index of order) {
    if (ISOLATES.test(line[index]!)) continue;
    const face = faces[index]!;
    const level = levels.levels[index]!;
    const char = mirrored.get(index) ?? line[index]!;
    const last = groups.at(-1);
    if (last && last.face === face && last.level === level) last.chars.push(char);
    else groups.push({ face, level, chars: [char] });
  }
  return groups.map(({ face, level, chars }) => {
    const font = options.bold ? face.bold : face.regular;
    const visual = chars.join('');
    let text = visual;
    if (level % 2 === 1) {
      const logical = [...chars].reverse().join('');
      if (fontkitReverses(font, logical)) text = logical;
    }
    return { text, font, width: runWidth(face, font, text, options.size) };
  });
}
