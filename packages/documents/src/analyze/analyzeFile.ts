import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@benefits/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { classifyDocument } from '../classify/classifyDocument.js';
import type { DocumentClass } from '../classify/documentClasses.js';
import { type DetectedFileType, detectFileType } from '../detect/detectFileType.js';
import { DocumentError } from '../errors.js';
import { depositsAddUp } from '../extract/bankStatement.js';
import { extractFields } from '../extract/extractFields.js';
import { withoutLicenceNumber } from '../extract/photoIdFacts.js';
import { amountBoxPrinted } from '../extract/taxForms.js';
import { toLines } from '../extract/textLines.js';
import type { DocumentFields } from '../extract/types.js';
import { type ExtractedText, extractText, type PageLayoutMode } from '../text/extractText.js';
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

interface Reading {
  extracted: ExtractedText;
  text: string;
  documentClass: DocumentClass;
  confidence: number;
  fields: DocumentFields;
}

async function read(
  bytes: Uint8Array,
  fileType: DetectedFileType,
  ocr: OcrEngine,
  layout: PageLayoutMode,
): Promise<Reading> {
  const extracted = await extractText(bytes, fileType, ocr, layout, readingComplete, readingUseful);
  const text = extracted.pages.map((page) => page.text).join('\n\f\n');
  const { documentClass, confidence } = classifyDocument(text);
  return { extracted, text, documentClass, confidence, fields: extractFields(text, documentClass) };
}

/** Classes that report no income of their own: nothing is missing when none is found. */
const WITHOUT_INCOME: ReadonlySet<DocumentClass> = new Set(['photo_id', 'lease']);

/** A payer whose words OCR read less surely than this is read again enlarged. */
const SURE_PAYER_WORDS = 0.85;

/**
 * A page's OCR text that gives a kind, and for a kind with income an amount and a payer read
 * surely (its words' OCR confidence, not only the page's): OCR
 * does not read it again enlarged (ocrPasses.ts). A bank statement is complete only when its
 * credit rows add up to its printed deposits total: every row counts there (who sent it, ATM
 * or cheque), not one amount.
 */
export function readingComplete(text: string, sureness: (value: string) => number): boolean {
  const { documentClass } = classifyDocument(text);
  if (documentClass === 'other') return false;
  // A statement's rows are all read when they add up to its printed deposits total.
  if (documentClass === 'bank_statement') return depositsAddUp(toLines(text));
  if (WITHOUT_INCOME.has(documentClass)) return true;
  const fields = extractFields(text, documentClass);
  return (
    fields.income.length > 0 &&
    fields.payer !== undefined &&
    sureness(fields.payer) >= SURE_PAYER_WORDS
  );
}

/**
 * A reading that gives a kind and, for a kind with income, an amount: a copy of a form read
 * alone is kept then, its payer asked for when not read surely (ocrPasses.ts).
 */
export function readingUseful(text: string): boolean {
  const { documentClass } = classifyDocument(text);
  if (documentClass === 'other' || documentClass === 'bank_statement') return false;
  return WITHOUT_INCOME.has(documentClass) || extractFields(text, documentClass).income.length > 0;
}

/** How much of what an applicant needs a reading found: a class, then an amount. */
function usefulness(reading: Reading): number {
  return (reading.documentClass === 'other' ? 0 : 2) + (reading.fields.income.length > 0 ? 1 : 0);
}

/**
 * An OCR reading that found no class, or no amount on a class that has one, is read again
 * without tesseract's block layout (decision 0501): on a tilted, shaded or boxed photo the
 * layout analysis drops whole regions, sparse reading finds every word and the lines are
 * rebuilt from the word boxes. The second reading is kept only when it finds more.
 */
function needsSecondReading(reading: Reading): boolean {
  const ocrPages = reading.extracted.pages.filter((page) => page.source === 'ocr');
  if (ocrPages.length === 0) return false;
  if (reading.documentClass === 'other') return true;
  if (reading.fields.income.length > 0 || WITHOUT_INCOME.has(reading.documentClass)) return false;
  // A page already read at full size and again enlarged to the cap is not read twice more
  // sparse: what was not found is asked for (decision 0944).
  if (ocrPages.some((page) => (page.ocrPixels ?? 0) > OCR_PIXEL_BUDGET)) return false;
  // A tax form read surely whose amount box's own label was read, with nothing in it, is a
  // blank form (decision 0943): a sparse reading finds no value that is not printed (a blank
  // 1099 image: four full readings, 6-9 s of CPU, for nothing).
  const blankForm =
    ocrPages.every((page) => page.confidence >= SURE_BLANK_PAGE) &&
    amountBoxPrinted(toLines(reading.text), reading.documentClass);
  return !blankForm;
}

/**
 * OCR work (pixels read, all passes) after which a page gets no sparse reading, whose two
 * passes would read it again at full size and enlarged: tesseract reads about 1 MP per second
 * of CPU here (two shared cores), so past 8 MP a photo is already over its 4 s target
 * (issue 15). No real-layout or outside tuning reading changed (decision 0944).
 */
const OCR_PIXEL_BUDGET = 8_000_000;

/** A tax form read at least this surely, its amount box empty, is not read sparse. */
const SURE_BLANK_PAGE = 0.88;

/** A dollar sign (a form's empty box prints one) or a figure with cents or thousands. */
const PRINTS_MONEY = /\$|\d\.\d{2}\b|\d,\d{3}\b/;

/**
 * A PDF read from its text layers that names a kind with income, gives no amount and prints
 * no figure or dollar sign at all: the form is drawn as outlines, its text layer holding only
 * notes around it (an ADP sample W-2), so its pages are read again by OCR (decision 0705).
 * A blank or partly filled form prints its boxes' '$' in the layer: it is not OCRed.
 */
function needsDrawnReading(reading: Reading, fileType: DetectedFileType): boolean {
  if (fileType.family !== 'pdf') return false;
  if (!reading.extracted.pages.every((page) => page.source === 'text-layer')) return false;
  if (reading.documentClass === 'other' || WITHOUT_INCOME.has(reading.documentClass)) return false;
  return reading.fields.income.length === 0 && !PRINTS_MONEY.test(reading.text);
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
  let reading = await read(bytes, fileType, ocr, 'auto');
  if (needsSecondReading(reading)) {
    const sparse = await read(bytes, fileType, ocr, 'sparse');
    if (usefulness(sparse) > usefulness(reading)) reading = sparse;
  } else if (needsDrawnReading(reading, fileType)) {
    const drawn = await read(bytes, fileType, ocr, 'drawn');
    if (usefulness(drawn) > usefulness(reading)) reading = drawn;
  }
  const { extracted, text, documentClass, confidence, fields } = reading;
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
    // A photo ID's number is not kept (decision 0780); its fields were read above.
    text: documentClass === 'photo_id' ? withoutLicenceNumber(text) : text,
    milliseconds: performance.now() - started,
  };
  if (extracted.pdfMetadata) facts.pdfMetadata = extracted.pdfMetadata;
  return facts;
}

/**
 * Loads what the first document of a thread's life would otherwise pay for (pdf.js's modules
 * and fonts, about 1.8 s of CPU before a first text PDF; tesseract, about 2.5 s before a first
 * photo), off any document's clock: benchmarks call it before timing documents.
 */
export async function warmUpReader(ocr: OcrEngine): Promise<void> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf
    .addPage([300, 100])
    .drawText('Gross Pay 1,234.56 Net Pay 987.65', { x: 10, y: 50, size: 10, font });
  const bytes = await pdf.save();
  await extractText(bytes, await detectFileType(bytes), ocr);
  await ocr.warmUp();
}
