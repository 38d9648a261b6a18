import type { OcrPage, OcrWord } from './ocr.js';

/**
 * A reading a scripted OCR engine returns in tests: each line's words boxed at 8 px a
 * character, lines `lineStep` px apart, each word at its line's confidence.
 */
export function scriptedPage(
  lines: readonly string[],
  {
    confidence = 0.92,
    height = 24,
    lineStep = 24,
    lineConfidence = () => confidence,
  }: {
    confidence?: number;
    height?: number;
    lineStep?: number;
    lineConfidence?: (line: number) => number;
  } = {},
): OcrPage {
  const words: OcrWord[] = lines.flatMap((line, index) =>
    [...line.matchAll(/\S+/g)].map((match) => ({
      text: match[0],
      x: 20 + (match.index ?? 0) * 8,
      y: 40 + index * lineStep,
      width: match[0].length * 8,
      height,
      confidence: lineConfidence(index),
      line: index,
    })),
  );
  return { text: lines.join('\n'), confidence, words };
}
