import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfjs, type Pdfjs } from './pdfjs.js';

/** What a PDF says about its own making; dates as ISO text. */
export interface PdfMetadata {
  producer?: string;
  creator?: string;
  createdAt?: string;
  modifiedAt?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function date({ PDFDateString }: Pdfjs, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return PDFDateString.toDateObject(value)?.toISOString();
}

export async function readPdfMetadata(pdf: PDFDocumentProxy): Promise<PdfMetadata> {
  const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
  const fields = info as Record<string, unknown>;
  const metadata: PdfMetadata = {};
  const producer = text(fields.Producer);
  const creator = text(fields.Creator);
  const pdfjs = await loadPdfjs();
  const createdAt = date(pdfjs, fields.CreationDate);
  const modifiedAt = date(pdfjs, fields.ModDate);
  if (producer) metadata.producer = producer;
  if (creator) metadata.creator = creator;
  if (createdAt) metadata.createdAt = createdAt;
  if (modifiedAt) metadata.modifiedAt = modifiedAt;
  return metadata;
}
