export const documentErrorCodes = [
  'unsupported_type',
  'too_large',
  'corrupt_pdf',
  'encrypted_pdf',
  'unreadable_image',
  'too_many_pixels',
  'timeout',
  'analysis_failed',
] as const;
export type DocumentErrorCode = (typeof documentErrorCodes)[number];

const plainMessages: Record<DocumentErrorCode, string> = {
  unsupported_type: 'This file type is not supported. Please upload a PDF, JPG or PNG.',
  too_large: 'This file is larger than 10MB.',
  corrupt_pdf: 'This PDF is damaged and cannot be opened.',
  encrypted_pdf: 'This PDF is protected by a password, so we cannot read it.',
  unreadable_image: 'This image could not be opened.',
  too_many_pixels:
    'This picture is too big for us to read. Please take a new photo or scan at a normal size.',
  timeout: 'Reading this document took too long.',
  analysis_failed: 'This document could not be read.',
};

/** A failure the caller can act on: `code` is stable, `message` is plain words for people. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';

  constructor(
    readonly code: DocumentErrorCode,
    message: string = plainMessages[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError;
}
