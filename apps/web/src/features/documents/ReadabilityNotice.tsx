import type { DocumentReadability, DocumentRecord } from '@benefits/domain';
import { useTranslation } from 'react-i18next';

/**
 * Documents the reader could not read well, each said in plain words with what to do next:
 * add a clearer photo, or type the amounts in (decision 0262).
 */
export function ReadabilityNotice({
  readability,
  documents,
  onRetake,
  onTypeIn,
}: {
  readability: readonly DocumentReadability[] | undefined;
  documents: readonly DocumentRecord[];
  onRetake: () => void;
  onTypeIn: () => void;
}) {
  const { t } = useTranslation();
  const unreadable = (readability ?? []).filter((entry) => entry.status === 'unreadable');
  if (unreadable.length === 0) return null;
  return (
    <div
      className="mt-6 rounded-xl border-2 border-amber-700 bg-amber-50 p-4"
      data-testid="documents-unreadable"
    >
      <ul className="grid gap-2">
        {unreadable.map((entry) => {
          const name =
            documents.find((document) => document.id === entry.documentId)?.fileName ??
            t('documents.readability.thisFile');
          return (
            <li key={entry.documentId} data-testid="document-unreadable" data-reason={entry.reason}>
              <p className="font-bold break-words text-gray-900">
                {t('documents.readability.title', { name })}
              </p>
              <p className="text-gray-900">
                {t(`documents.readability.${entry.reason ?? 'not_read'}`)}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-gray-900">{t('documents.readability.whatNext')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(
          [
            ['documents-retake', 'documents.readability.retake', onRetake],
            ['documents-type-in', 'documents.readability.typeIn', onTypeIn],
          ] as const
        ).map(([testId, label, onClick]) => (
          <button
            key={testId}
            type="button"
            className="btn-secondary"
            onClick={onClick}
            data-testid={testId}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </div>
  );
}
