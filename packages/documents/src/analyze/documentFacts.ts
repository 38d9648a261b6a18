import type { DocumentClass } from '../classify/documentClasses.js';
import type { DetectedFileType } from '../detect/detectFileType.js';
import type { DocumentFields } from '../extract/types.js';
import type { PdfMetadata } from '../text/pdfMetadata.js';

export type DocumentTextSource = 'text-layer' | 'ocr' | 'mixed' | 'word' | 'none';

/** Timing and origin of one page's text. */
export interface PageReport {
  source: 'text-layer' | 'ocr' | 'word';
  confidence: number;
  milliseconds: number;
}

/**
 * Everything the worker learns from one file: plain data (it crosses a thread boundary and
 * can be stored as JSON), no applicant context. Fraud checks and the SPEC 3 result are made
 * from it on the caller's side.
 */
export interface DocumentFacts {
  fileName: string;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  fileType: DetectedFileType;
  pageCount: number;
  pages: PageReport[];
  textSource: DocumentTextSource;
  /** 0-1: 1 for a text layer, tesseract's confidence for OCR (mean over pages). */
  textConfidence: number;
  documentClass: DocumentClass;
  classConfidence: number;
  fields: DocumentFields;
  pdfMetadata?: PdfMetadata;
  /** The text read, for an AI adapter or a reviewer. */
  text: string;
  milliseconds: number;
}
