import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_XML_BYTES = 20 * 1024 * 1024;

/** Reads one file out of a ZIP archive (stored or deflated); undefined if absent or broken. */
export function readZipEntry(zip: Uint8Array, wanted: string): Uint8Array | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 65_557); offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  for (let entry = 0; entry < count && offset + 46 <= zip.length; entry += 1) {
    if (view.getUint32(offset, true) !== CENTRAL_ENTRY) return undefined;
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    if (name === wanted) {
      if (view.getUint32(localOffset, true) !== LOCAL_HEADER) return undefined;
      const dataStart =
        localOffset +
        30 +
        view.getUint16(localOffset + 26, true) +
        view.getUint16(localOffset + 28, true);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      if (method === 0) return data;
      if (method !== 8) return undefined;
      return new Uint8Array(inflateRawSync(data, { maxOutputLength: MAX_XML_BYTES }));
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}

/** The text of a DOCX body: paragraphs become lines, tabs become column gaps. */
export function docxText(bytes: Uint8Array): string {
  let xml: Uint8Array | undefined;
  try {
    xml = readZipEntry(bytes, 'word/document.xml');
  } catch {
    return '';
  }
  if (!xml) return '';
  return new TextDecoder()
    .decode(xml)
    .replace(/<w:tab\/>/g, '   ')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .trim();
}
