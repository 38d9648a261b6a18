// The documents corpus (packages/documents) generates realistic pay stubs, IDs and tax forms
// with their ground truth. It is loaded at run time by path: the e2e project's typecheck does
// not take in that package's sources, so the few types used here are written out.

export interface CorpusPerson {
  first: string;
  middle: string;
  last: string;
  street: string;
  city: string;
}

export interface PayStubOptions {
  seed: number;
  cycle: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  layout: 0 | 1;
  statedFrequency: boolean;
  person?: CorpusPerson;
}

export interface CorpusFile {
  name: string;
  bytes: Uint8Array;
  expected?: { amountCents?: number; frequency?: string; payer?: string; applicantName?: string };
}

type Format = 'pdf-text' | 'jpeg-photo' | 'png';
type CorpusDocument = { name: string };

interface Corpus {
  renderCorpusFile(document: CorpusDocument, format: Format): Promise<CorpusFile>;
  payStub(options: PayStubOptions): CorpusDocument;
  photoId(seed: number): CorpusDocument;
  form1099(seed: number, form: 'NEC'): CorpusDocument;
  randomPerson(random: () => number): CorpusPerson;
  seededRandom(seed: number): () => number;
}

async function corpus(): Promise<Corpus> {
  const dir = '../../packages/documents/src/corpus';
  const [build, stubs, other, tax, people, random] = await Promise.all([
    import(`${dir}/buildCorpus.js`),
    import(`${dir}/payStub.js`),
    import(`${dir}/otherDocuments.js`),
    import(`${dir}/taxForms.js`),
    import(`${dir}/people.js`),
    import(`${dir}/random.js`),
  ]);
  return {
    renderCorpusFile: build.renderCorpusFile,
    payStub: stubs.payStub,
    photoId: other.photoId,
    form1099: tax.form1099,
    randomPerson: people.randomPerson,
    seededRandom: random.seededRandom,
  };
}

/** A pay stub photographed with a phone (a JPEG), and what it says. */
export async function payStubPhoto(options: PayStubOptions): Promise<CorpusFile> {
  const c = await corpus();
  return c.renderCorpusFile(c.payStub(options), 'jpeg-photo');
}

/** A pay stub as a text PDF (layout 0, frequency stated unless told). */
export async function payStubPdf(
  options: Pick<PayStubOptions, 'seed' | 'cycle' | 'person'>,
): Promise<CorpusFile> {
  const c = await corpus();
  return c.renderCorpusFile(
    c.payStub({ layout: 0, statedFrequency: true, ...options }),
    'pdf-text',
  );
}

/** A pay stub photographed with a phone, made out to `person`. */
export function payStubPhotoOf(
  seed: number,
  cycle: 'weekly' | 'biweekly',
  person: CorpusPerson,
): Promise<CorpusFile> {
  return payStubPhoto({ seed, cycle, layout: 0, statedFrequency: true, person });
}

/** The person a corpus seed draws first: the name on photoId(seed) and form1099(seed). */
export async function corpusPerson(seed: number): Promise<CorpusPerson> {
  const c = await corpus();
  return c.randomPerson(c.seededRandom(seed));
}

/** A driver's licence (photoId) of the seed's person. */
export async function idCard(seed: number, format: Format): Promise<CorpusFile> {
  const c = await corpus();
  return c.renderCorpusFile(c.photoId(seed), format);
}

/** A 1099-NEC (annual amount) made out to the seed's person. */
export async function form1099Nec(seed: number): Promise<CorpusFile> {
  const c = await corpus();
  return c.renderCorpusFile(c.form1099(seed, 'NEC'), 'pdf-text');
}

/** The text of a PDF, page after page (packages/documents' PDF text layer, as the receipt's API test reads it). */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const dir = '../../packages/documents/src/text';
  const { openPdf } = (await import(`${dir}/pdfDocument.js`)) as {
    openPdf(bytes: Uint8Array): Promise<{ numPages: number; destroy(): Promise<void> }>;
  };
  const { pageTextLayer } = (await import(`${dir}/pdfText.js`)) as {
    pageTextLayer(pdf: unknown, page: number): Promise<string | null>;
  };
  const pdf = await openPdf(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) pages.push((await pageTextLayer(pdf, n)) ?? '');
  const result = { pages: pdf.numPages, text: pages.join('\n') };
  await pdf.destroy();
  return result;
}

/** A real-layout document's ground truth (packages/documents/src/corpus/real/truth.ts). */
export interface RealTruth {
  kind: string;
  payer: string;
  category: string;
  periodCents: number;
  frequency: string;
  monthlyCents?: number;
}

/**
 * One document of the real-layout corpus (payroll vendors' and IRS layouts, its SOURCES.md)
 * in one format: 'photo' is a phone photo (JPEG), 'pdf-fillable' a fillable form's PDF.
 */
export async function realLayoutFile(
  id: string,
  format: 'pdf-text' | 'pdf-fillable' | 'photo' | 'photo-small',
): Promise<{ bytes: Uint8Array; truth: RealTruth }> {
  const dir = '../../packages/documents/src/corpus/real';
  const { realFile } = (await import(`${dir}/renderReal.js`)) as {
    realFile(
      id: string,
      format: string,
    ): Promise<{ bytes: Uint8Array; truth: RealTruth } | undefined>;
  };
  const file = await realFile(id, format);
  if (!file) throw new Error(`No real-layout document ${id}`);
  return file;
}
