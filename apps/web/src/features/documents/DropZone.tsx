import { documentStepFileTypes, MAX_UPLOAD_BYTES } from '@benefits/domain';
import { useCallback, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { isResizableImage } from './downscale';
import { FILE_TOO_LARGE, rejectionLines } from './dropMessages';

/** Files picked at once; more is refused with 'Too many files' (the verification dialog's 20). */
export const MAX_FILES_AT_ONCE = 20;
const LIMITS = { maxSize: MAX_UPLOAD_BYTES, minSize: 1, maxFiles: MAX_FILES_AT_ONCE };

/**
 * The drop zone checks the 10 MB limit for PDFs at once; photos are checked after they are
 * made smaller (a 12 MB phone photo becomes a 1 MB JPEG and is welcome).
 */
function sizeValidator(file: File) {
  if (isResizableImage(file.type) || file.size <= MAX_UPLOAD_BYTES) return null;
  return { code: FILE_TOO_LARGE, message: `File is larger than ${MAX_UPLOAD_BYTES} bytes` };
}

/** The documents step's drop zone with its file button, and the files it refused with the reason. */
export function DropZone({
  uploading,
  onFiles,
}: {
  uploading: boolean;
  onFiles: (files: File[]) => unknown;
}) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState<{ name: string; message: string }[]>([]);
  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      setRejected(rejectionLines(t, rejections, LIMITS));
      void onFiles(accepted);
    },
    [t, onFiles],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: documentStepFileTypes as Record<string, string[]>,
    multiple: true,
    minSize: LIMITS.minSize,
    maxFiles: LIMITS.maxFiles,
    validator: sizeValidator,
    disabled: uploading,
    // The zone takes drops; a real button (below) opens the file picker for everyone else.
    noClick: true,
    noKeyboard: true,
    onDrop,
  });

  return (
    <>
      <div
        {...getRootProps({
          className: `mt-5 rounded-xl border-2 border-dashed p-5 text-center ${
            isDragActive ? 'border-brand-600 bg-brand-50' : 'border-gray-600 bg-gray-50'
          } ${uploading ? 'opacity-70' : ''}`,
        })}
        data-testid="documents-dropzone"
      >
        <input
          {...getInputProps({ 'aria-label': t('documents.inputLabel') })}
          data-testid="documents-input"
        />
        <Icon
          d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
          className="mx-auto h-10 w-10 text-gray-700"
          strokeWidth="1.8"
          viewBox="0 0 24 24"
        />
        <p className="mt-2 text-gray-900">
          {isDragActive ? t('documents.dropActive') : t('documents.dropHere')}
        </p>
        <button
          type="button"
          className="btn-primary mt-3 w-full sm:w-auto"
          onClick={open}
          disabled={uploading}
          data-testid="documents-choose"
        >
          {uploading ? t('documents.uploadingButton') : t('documents.choose')}
        </button>
        <p className="mt-2 text-sm text-gray-700">{t('documents.types')}</p>
      </div>

      {rejected.length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-800"
          data-testid="documents-rejected"
        >
          <p className="font-semibold">{t('documents.rejectedTitle')}</p>
          <ul className="mt-1 grid gap-1">
            {rejected.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one drop never reorder
              <li key={index}>
                {line.name ? (
                  <span className="font-semibold break-words">{line.name}: </span>
                ) : null}
                {line.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
