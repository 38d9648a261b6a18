import { createDocumentAnalyzer, type DocumentAnalyzer } from '../analyze/documentAnalyzer.js';

let analyzer: DocumentAnalyzer | undefined;

/** One calling-thread analyzer (one tesseract worker) for a whole test file. */
export function inlineAnalyzer(): DocumentAnalyzer {
  analyzer ??= createDocumentAnalyzer({ inline: true, timeoutMs: 120_000 });
  return analyzer;
}

export async function closeInlineAnalyzer(): Promise<void> {
  await analyzer?.close();
  analyzer = undefined;
}
