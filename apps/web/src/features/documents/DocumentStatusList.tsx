import type { DocumentRecord } from '@benefits/domain';
import { useTranslation } from 'react-i18next';

type DocumentStatusListProps = {
  documents: readonly DocumentRecord[];
  testId: string;
  /** Marks each row (and its status) for the journeys that read them. */
  itemTestId?: string;
};

/** Each sent document by file name, with where it stands (read, waiting, failed). */
export function DocumentStatusList({ documents, testId, itemTestId }: DocumentStatusListProps) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 grid gap-2" data-testid={testId}>
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap justify-between gap-x-3 rounded-lg border border-gray-300 p-3"
          data-testid={itemTestId}
          data-status={itemTestId ? document.processingStatus : undefined}
        >
          <span className="font-semibold break-all text-gray-900">{document.fileName}</span>
          <span className="text-gray-800">
            {t(`documents.status.${document.processingStatus}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
