/**
 * Decision 0640: `JSON.stringify` and `JSON.parse` as the runtime made them, taken when this
 * module is first evaluated: main.ts, worker.ts and app.ts import it before anything else. The
 * legacy build of pdfjs-dist (loaded through @benefits/documents) bundles core-js, which on
 * Node 20 replaces both for the whole process with versions in JavaScript (for `JSON.rawJSON`,
 * which nothing here uses; core-js even makes them print as native code): every reply's
 * serialisation and every jsonb column's parsing then ran several times slower.
 * `keepNativeJson` puts the native pair back once everything is loaded.
 */
const nativeStringify = JSON.stringify;
const nativeParse = JSON.parse;

/** The native `JSON.parse`, for parsers that keep their own reference (pg's json types). */
export const nativeJsonParse = (text: string): unknown => nativeParse(text);

export function keepNativeJson(): void {
  JSON.stringify = nativeStringify;
  JSON.parse = nativeParse;
}
