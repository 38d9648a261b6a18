import { numberFormat } from '@benefits/domain';
import i18next, { type TFunction } from 'i18next';

// SPEC 5: the drop zone's messages, translated, each followed by a plain sentence saying what
// to do. Issue 18: sizes in words people use ('10 MB', not '10485760 bytes'); an empty file
// is called empty.

export const FILE_INVALID_TYPE = 'file-invalid-type';
export const FILE_TOO_LARGE = 'file-too-large';
export const FILE_TOO_SMALL = 'file-too-small';
export const TOO_MANY_FILES = 'too-many-files';

export interface DropError {
  code: string;
  message: string;
}

export function dropErrorMessage(
  t: TFunction,
  error: DropError,
  limits: { maxSize: number; minSize: number; maxFiles: number },
  language: string = i18next.language ?? 'en',
): string {
  switch (error.code) {
    case FILE_INVALID_TYPE:
      return `${t('documents.rejected.type', { types: t('documents.rejected.types') })}. ${t('documents.rejected.typeHelp')}`;
    case FILE_TOO_LARGE:
      return tooLargeMessage(t, limits.maxSize, language);
    case FILE_TOO_SMALL:
      return `${t('documents.rejected.tooSmall')}. ${t('documents.rejected.tooSmallHelp')}`;
    case TOO_MANY_FILES:
      return `${t('documents.rejected.tooMany')}. ${t('documents.rejected.tooManyHelp', { max: limits.maxFiles })}`;
    default:
      return error.message;
  }
}

/** A file over the size limit, even after it was made smaller: what to do, in words. */
export function tooLargeMessage(t: TFunction, maxSize: number, language: string): string {
  return `${t('documents.rejected.tooLarge', { size: fileSizeText(t, maxSize, language) })}. ${t('documents.rejected.tooLargeHelp')}`;
}

/** One line per refused file, its errors joined (a file can be both too large and of a wrong type). */
export function rejectionLines(
  t: TFunction,
  rejections: readonly { file: { name: string }; errors: readonly DropError[] }[],
  limits: { maxSize: number; minSize: number; maxFiles: number },
): { name: string; message: string }[] {
  // 'Too many files' is said once, not once per file.
  if (rejections.some((rejection) => rejection.errors.some((e) => e.code === TOO_MANY_FILES))) {
    return [
      { name: '', message: dropErrorMessage(t, { code: TOO_MANY_FILES, message: '' }, limits) },
    ];
  }
  return rejections.map((rejection) => ({
    name: rejection.file.name,
    message: rejection.errors.map((error) => dropErrorMessage(t, error, limits)).join(' '),
  }));
}

/** '2.4 MB', '512 KB', '900 bytes' in the interface language's number format. */
export function fileSizeText(t: TFunction, bytes: number, language: string): string {
  const format = (value: number, digits: number) =>
    numberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes >= 1024 * 1024) return t('documents.sizeMb', { size: format(bytes / 1024 / 1024, 1) });
  if (bytes >= 1024) return t('documents.sizeKb', { size: format(Math.round(bytes / 1024), 0) });
  return t('documents.sizeBytes', { size: format(bytes, 0) });
}
