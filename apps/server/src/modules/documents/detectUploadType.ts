import { detectFileType } from '@benefits/documents';

/** The MIME type the bytes really are (PDF, PNG, JPEG, DOC, DOCX), or undefined for anything else. */
export async function detectUploadType(bytes: Uint8Array): Promise<string | undefined> {
  try {
    return (await detectFileType(bytes)).mime;
  } catch {
    return undefined;
  }
}
