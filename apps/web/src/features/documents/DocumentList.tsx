import type { DocumentRecord } from '@benefits/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from './dropMessages';
import type { LocalUpload } from './useUploads';

function statusText(t: TFunction, document: DocumentRecord) {
  return t(`documents.status.${document.processingStatus}`);
}

/** The application's documents with their status, and the files on their way up. */
export function DocumentList({
  documents,
  uploads,
  language,
  removing,
  onRemove,
  onDismiss,
}: {
  documents: DocumentRecord[];
  uploads: LocalUpload[];
  language: string;
  removing: number | null;
  onRemove: (document: DocumentRecord) => void;
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (documents.length === 0 && uploads.length === 0) {
    return (
      <p className="mt-4 text-gray-800" data-testid="documents-empty">
        {t('documents.noDocuments')}
      </p>
    );
  }
  return (
    <section className="mt-5" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-gray-900">
        {t('documents.listTitle', { count: documents.length })}
      </h3>
      <ul className="mt-2 grid gap-2" data-testid="documents-list">
        {documents.map((document) => (
          <li
            key={document.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-gray-50 p-3"
            data-testid="document-item"
            data-status={document.processingStatus}
          >
            <div className="min-w-0">
              <p className="font-semibold break-all text-gray-900">{document.fileName}</p>
              <p className="text-gray-800">
                {fileSizeText(t, document.fileSize, language)} · {statusText(t, document)}
              </p>
            </div>
            <button
              type="button"
              className="btn-secondary px-3"
              onClick={() => onRemove(document)}
              disabled={removing !== null}
              data-testid="document-remove"
            >
              {t('documents.remove')}
              <span className="sr-only"> {document.fileName}</span>
            </button>
          </li>
        ))}
        {uploads.map((upload) => (
          <li
            key={upload.key}
            className={`grid gap-2 rounded-lg border p-3 ${
              upload.state === 'failed' ? 'border-red-700 bg-red-50' : 'border-gray-300 bg-white'
            }`}
            data-testid="upload-item"
            data-state={upload.state}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-all text-gray-900">{upload.name}</p>
                <p className="text-gray-800">
                  {fileSizeText(t, upload.size, language)} ·{' '}
                  {upload.state === 'uploading'
                    ? t('documents.uploadState.uploading', {
                        percent: Math.round(upload.progress * 100),
                      })
                    : t(`documents.uploadState.${upload.state}`)}
                </p>
              </div>
              {upload.state === 'failed' ? (
                <button
                  type="button"
                  className="btn-secondary px-3"
                  onClick={() => onDismiss(upload.key)}
                >
                  {t('documents.dismiss')}
                  <span className="sr-only"> {upload.name}</span>
                </button>
              ) : null}
            </div>
            {upload.state === 'uploading' ? (
              <progress
                className="h-3 w-full accent-brand-600"
                max={100}
                value={Math.round(upload.progress * 100)}
                aria-label={t('documents.progressLabel', { name: upload.name })}
              />
            ) : null}
            {upload.state === 'failed' && upload.error ? (
              <p role="alert" className="font-semibold text-red-800" data-testid="upload-error">
                {upload.error}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
