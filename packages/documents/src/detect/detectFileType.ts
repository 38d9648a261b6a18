import { fileTypeFromBuffer } from 'file-type';
import { DocumentError } from '../errors.js';

export type FileFamily = 'pdf' | 'image' | 'word';

/** What the bytes are, whatever the file is called. */
export interface DetectedFileType {
  mime:
    | 'application/pdf'
    | 'image/png'
    | 'image/jpeg'
    | 'application/msword'
    | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  ext: 'pdf' | 'png' | 'jpg' | 'doc' | 'docx';
  family: FileFamily;
}

const WORD_STREAM = new Uint8Array(
  [...'WordDocument'].flatMap((character) => [character.charCodeAt(0), 0]),
);

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let start = 0; start <= bytes.length - needle.length; start += 1) {
    for (let index = 0; index < needle.length; index += 1) {
      if (bytes[start + index] !== needle[index]) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * PNG, JPEG, PDF, DOC or DOCX by magic bytes (file-type), never by name. A DOC is an OLE
 * compound file holding a 'WordDocument' stream (other OLE files, such as .xls, are refused).
 * Anything else throws DocumentError('unsupported_type').
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFileType> {
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  switch (found?.mime) {
    case 'application/pdf':
      return { mime: 'application/pdf', ext: 'pdf', family: 'pdf' };
    case 'image/png':
      return { mime: 'image/png', ext: 'png', family: 'image' };
    case 'image/jpeg':
      return { mime: 'image/jpeg', ext: 'jpg', family: 'image' };
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return { mime: found.mime, ext: 'docx', family: 'word' };
    case 'application/x-cfb':
      if (contains(bytes, WORD_STREAM)) {
        return { mime: 'application/msword', ext: 'doc', family: 'word' };
      }
      break;
  }
  throw new DocumentError('unsupported_type');
}
