import { type PhotoOptions, phonePhoto } from './degrade.js';
import type { CorpusDocument, CorpusFile } from './expected.js';
import { ssa1099, ssaAwardLetter, vaBenefitLetter } from './letters.js';
import { bankStatement, lease, photoId } from './otherDocuments.js';
import { payStub } from './payStub.js';
import { renderPagePng } from './renderImage.js';
import { renderImagePdf, renderTextPdf } from './renderPdf.js';
import { corruptPdf, editedPdf, encryptedPdf } from './specialPdfs.js';
import { form1099, w2 } from './taxForms.js';

/** The text-layer documents: every kind, several pay stub layouts and frequencies. */
export function textDocuments(): CorpusDocument[] {
  return [
    payStub({ seed: 101, cycle: 'weekly', layout: 0, statedFrequency: true }),
    payStub({ seed: 102, cycle: 'biweekly', layout: 0, statedFrequency: false }),
    payStub({ seed: 103, cycle: 'biweekly', layout: 1, statedFrequency: true }),
    payStub({ seed: 104, cycle: 'semimonthly', layout: 1, statedFrequency: false }),
    payStub({ seed: 105, cycle: 'monthly', layout: 0, statedFrequency: true }),
    payStub({ seed: 106, cycle: 'weekly', layout: 1, statedFrequency: false }),
    w2(201),
    form1099(301, 'NEC'),
    form1099(302, 'MISC'),
    form1099(303, 'G'),
    ssa1099(401),
    ssaAwardLetter(402),
    vaBenefitLetter(403),
    bankStatement(501),
    lease(601),
    photoId(701),
  ];
}

/** A mild phone photo: a slight tilt, greyer paper, a little noise, JPEG. */
export const phoneLike: PhotoOptions = {
  rotate: 1.5,
  contrastLoss: 0.45,
  blur: 0.6,
  noise: 14,
  jpegQuality: 72,
  tint: true,
  seed: 3,
};

/** The documents photographed or scanned for the OCR path. */
export function scannedDocuments(): { document: CorpusDocument; format: CorpusFile['format'] }[] {
  return [
    {
      document: payStub({ seed: 111, cycle: 'biweekly', layout: 0, statedFrequency: true }),
      format: 'png',
    },
    {
      document: payStub({ seed: 112, cycle: 'weekly', layout: 0, statedFrequency: false }),
      format: 'jpeg-photo',
    },
    {
      document: payStub({ seed: 113, cycle: 'biweekly', layout: 1, statedFrequency: false }),
      format: 'jpeg-photo',
    },
    {
      document: payStub({ seed: 114, cycle: 'semimonthly', layout: 0, statedFrequency: true }),
      format: 'pdf-scan',
    },
    { document: w2(211), format: 'png' },
    { document: w2(212), format: 'jpeg-photo' },
    { document: form1099(311, 'NEC'), format: 'jpeg-photo' },
    { document: form1099(313, 'G'), format: 'png' },
    { document: ssaAwardLetter(412), format: 'jpeg-photo' },
    { document: bankStatement(511), format: 'png' },
    { document: photoId(711), format: 'jpeg-photo' },
  ];
}

/** Renders one document in a format. */
export async function renderCorpusFile(
  document: CorpusDocument,
  format: CorpusFile['format'],
  photo: PhotoOptions = phoneLike,
): Promise<CorpusFile> {
  const base = { name: `${document.name}.${format}`, format, expected: document.expected };
  if (format === 'pdf-text') return { ...base, bytes: await renderTextPdf(document) };
  const pngs = document.pages.map((page) => renderPagePng(page, page.width < 600 ? 2.4 : 2));
  if (format === 'png') return { ...base, bytes: pngs[0]! };
  if (format === 'jpeg-photo') return { ...base, bytes: await phonePhoto(pngs[0]!, photo) };
  const first = document.pages[0]!;
  return { ...base, bytes: await renderImagePdf(pngs, first) };
}

/** Files that must fail cleanly or raise a fraud indicator on their own. */
export async function brokenFiles(): Promise<CorpusFile[]> {
  // Edited to raise the take-home pay: its figures no longer add up, and its metadata shows
  // an editing tool. Metadata alone is no fraud indicator (decision 0703).
  const tampered = payStub({
    seed: 121,
    cycle: 'biweekly',
    layout: 0,
    statedFrequency: true,
    netRaisedCents: 20_000,
  });
  const edited = await editedPdf(await renderTextPdf(tampered));
  return [
    { name: 'corrupt.pdf', format: 'broken', bytes: corruptPdf(), expectedError: 'corrupt_pdf' },
    {
      name: 'encrypted.pdf',
      format: 'broken',
      bytes: encryptedPdf(),
      expectedError: 'encrypted_pdf',
    },
    {
      name: 'edited-pay-stub.pdf',
      format: 'pdf-text',
      bytes: edited,
      expected: tampered.expected,
      expectedFraud: ['pay_math_mismatch', 'pdf_edited'],
    },
  ];
}

/** The whole corpus: text PDFs, scans and photos, and broken files. */
export async function buildCorpus(options: { scans?: boolean } = {}): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const document of textDocuments()) files.push(await renderCorpusFile(document, 'pdf-text'));
  if (options.scans ?? true) {
    for (const { document, format } of scannedDocuments()) {
      files.push(await renderCorpusFile(document, format));
    }
  }
  files.push(...(await brokenFiles()));
  return files;
}
