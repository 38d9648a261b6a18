// The documents corpus (packages/documents) generates realistic pay stubs with their ground
// truth. It is loaded at run time by path: the e2e project's typecheck does not take in that
// package's sources, so the few types used here are written out.

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
  expected?: { amountCents?: number; frequency?: string; payer?: string };
}

type CorpusDocument = { name: string };

interface CorpusModules {
  renderCorpusFile(
    document: CorpusDocument,
    format: 'jpeg-photo' | 'pdf-text',
  ): Promise<CorpusFile>;
  payStub(options: PayStubOptions): CorpusDocument;
}

const corpusDir = '../../packages/documents/src/corpus';

async function load(): Promise<CorpusModules> {
  const build = (await import(`${corpusDir}/buildCorpus.js`)) as Pick<
    CorpusModules,
    'renderCorpusFile'
  >;
  const stubs = (await import(`${corpusDir}/payStub.js`)) as Pick<CorpusModules, 'payStub'>;
  return { renderCorpusFile: build.renderCorpusFile, payStub: stubs.payStub };
}

/** A pay stub photographed with a phone (a JPEG), and what it says. */
export async function payStubPhoto(options: PayStubOptions): Promise<CorpusFile> {
  const corpus = await load();
  return corpus.renderCorpusFile(corpus.payStub(options), 'jpeg-photo');
}
