import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@benefits/domain';
import { classifyDocument } from '../classify/classifyDocument.js';
import { detectFileType } from '../detect/detectFileType.js';
import { DocumentError } from '../errors.js';
import { extractFields } from '../extract/extractFields.js';
import { extractText } from '../text/extractText.js';
import type { OcrEngine } from '../text/ocr.js';
import type { DocumentFacts, DocumentTextSource } from './documentFacts.js';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function textSource(sources: readonly string[]): DocumentTextSource {
  const unique = new Set(sources);
  if (unique.size === 0) return 'none';
  if (unique.size > 1) return 'mixed';
  return [...unique][0] as DocumentTextSource;
}

/**
 * Reads one file on the current thread: type by magic bytes, text (text layer or OCR),
 * class, fields. Throws DocumentError for files it refuses or cannot open.
 */
export async function analyzeFile(
  bytes: Uint8Array,
  fileName: string,
  ocr: OcrEngine,
): Promise<DocumentFacts> {
  const started = performance.now();
  if (bytes.length > MAX_UPLOAD_BYTES) throw new DocumentError('too_large');
  const fileType = await detectFileType(bytes);
  const extracted = await extractText(bytes, fileType, ocr);
  const text = extracted.pages.map((page) => page.text).join('\n\f\n');
  const { documentClass, confidence } = classifyDocument(text);
  const fields = extractFields(text, documentClass);
  const pages = extracted.pages.map(({ source, confidence: pageConfidence, milliseconds }) => ({
    source,
    confidence: pageConfidence,
    milliseconds,
  }));
  const textConfidence =
    pages.length === 0 ? 0 : pages.reduce((sum, page) => sum + page.confidence, 0) / pages.length;
  const facts: DocumentFacts = {
    fileName,
    sha256: sha256Hex(bytes),
    fileType,
    pageCount: extracted.pageCount,
    pages,
    textSource: text.trim() === '' ? 'none' : textSource(pages.map((page) => page.source)),
    textConfidence,
    documentClass,
    classConfidence: confidence,
    fields,
    text,
    milliseconds: performance.now() - started,
  };
  if (extracted.pdfMetadata) facts.pdfMetadata = extracted.pdfMetadata;
  return facts;
}
