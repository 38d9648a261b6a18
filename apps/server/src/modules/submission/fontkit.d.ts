// fontkit 2 ships no types; only what the receipt calls (receiptFonts.ts types the rest).
declare module 'fontkit' {
  export function create(buffer: Buffer, postscriptName?: string): unknown;
}
