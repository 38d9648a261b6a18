import { PDFDocument } from 'pdf-lib';
import { type PhotoOptions, phonePhoto } from '../degrade.js';
import type { PageLayout } from '../layout.js';
import { renderPagePng } from '../renderImage.js';
import { drawPages } from '../renderPdf.js';
import { HELD_OUT, realDocuments } from './documents.js';
import type { FormField, RealDocument, RealTruth } from './truth.js';

export type RealFormat = 'pdf-text' | 'pdf-fillable' | 'photo' | 'photo-small';

export interface RealFile {
  id: string;
  layout: string;
  split: 'tuning' | 'held-out';
  format: RealFormat;
  bytes: Uint8Array;
  truth: RealTruth;
}

/**
 * A PDF as payroll systems and the IRS publish them: the page's text as a text layer and,
 * for a fillable form, each value in an AcroForm text field (no value in the text layer).
 */
export async function renderRealPdf(document: RealDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await drawPages(pdf, document.pages);
  const first = pdf.getPage(0);
  const form = pdf.getForm();
  for (const field of document.fields ?? []) {
    const text = form.createTextField(field.name);
    if (field.value.includes('\n')) text.enableMultiline();
    text.setText(field.value);
    text.addToPage(first, {
      x: field.x,
      y: first.getHeight() - field.y - field.height,
      width: field.width,
      height: field.height,
      font: regular,
      borderWidth: 0,
    });
    text.setFontSize(8);
  }
  pdf.setProducer(document.fields ? 'Adobe LiveCycle Designer ES 9.0' : 'PDFlib+PDI 9.2.0 (Linux)');
  return pdf.save();
}

/** The page as printed: a fillable form's values drawn as ink. */
function printedPage(document: RealDocument): PageLayout {
  const page = document.pages[0]!;
  const ink = (document.fields ?? []).flatMap((field: FormField) =>
    field.value
      .split('\n')
      .map((line, index) => ({ x: field.x, y: field.y + 9 + index * 9, text: line, size: 8 })),
  );
  return { ...page, runs: [...page.runs, ...ink] };
}

/** Phone photos: a tilt, shade, blur and JPEG, varied by document so no two look alike. */
function photoOptions(index: number): PhotoOptions {
  return {
    rotate: [-4, 2.5, -1.5, 3.5, 1][index % 5]!,
    contrastLoss: [0.35, 0.55, 0.45, 0.6, 0.4][index % 5]!,
    blur: [0.5, 0.8, 0.4, 0.7, 0.6][index % 5]!,
    noise: [10, 16, 12, 18, 14][index % 5]!,
    jpegQuality: [70, 62, 78, 65, 74][index % 5]!,
    tint: index % 2 === 0,
    seed: index + 17,
  };
}

/** Every real-layout file: each document as a PDF, and some of each family as phone photos. */
export async function realCorpus(
  options: { photos?: boolean; split?: 'tuning' | 'held-out' } = {},
): Promise<RealFile[]> {
  const files: RealFile[] = [];
  const documents = realDocuments();
  for (const [index, document] of documents.entries()) {
    const split = HELD_OUT.has(document.id) ? 'held-out' : 'tuning';
    if (options.split && options.split !== split) continue;
    const base = {
      id: document.id,
      layout: document.layout,
      split,
      truth: document.truth,
    } as const;
    files.push({
      ...base,
      format: document.fields ? 'pdf-fillable' : 'pdf-text',
      bytes: await renderRealPdf(document),
    });
    if (options.photos === false || index % 2 === 1) continue;
    const small = index % 4 === 2;
    const png = renderPagePng(printedPage(document), small ? 1.6 : 2.2);
    files.push({
      ...base,
      format: small ? 'photo-small' : 'photo',
      bytes: await phonePhoto(png, photoOptions(index)),
    });
  }
  return files;
}

/**
 * One real-layout document in one format, for end-to-end journeys: e.g. `realFile('w2-1',
 * 'pdf-fillable')` (box 1 $41,892.50, Acme Supplies Corp.) or `realFile('gusto-1', 'photo')`.
 */
export async function realFile(id: string, format: RealFormat): Promise<RealFile | undefined> {
  const documents = realDocuments();
  const index = documents.findIndex((document) => document.id === id);
  const document = documents[index];
  if (!document) return undefined;
  const base = {
    id,
    layout: document.layout,
    split: HELD_OUT.has(id) ? ('held-out' as const) : ('tuning' as const),
    truth: document.truth,
    format,
  };
  if (format === 'pdf-text' || format === 'pdf-fillable') {
    return { ...base, bytes: await renderRealPdf(document) };
  }
  const png = renderPagePng(printedPage(document), format === 'photo-small' ? 1.6 : 2.2);
  return { ...base, bytes: await phonePhoto(png, photoOptions(index)) };
}
