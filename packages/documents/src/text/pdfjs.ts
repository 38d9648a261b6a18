/** pdfjs-dist's legacy build, the module this package reads PDFs with. */
export type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | undefined;

/**
 * Decision 0725: pdfjs-dist is loaded on the first PDF read (in the document-reading worker
 * threads), never by importing this package. Its legacy build bundles core-js, which on Node 20
 * replaces `JSON.stringify` and `JSON.parse` for the whole realm with slower versions in
 * JavaScript; the native pair is put back as soon as it has loaded (nothing uses `JSON.rawJSON`).
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const { stringify, parse } = JSON;
    try {
      return await import('pdfjs-dist/legacy/build/pdf.mjs');
    } finally {
      JSON.stringify = stringify;
      JSON.parse = parse;
    }
  })();
  return loading;
}
