import type { IncomeEntry } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { toast } from '../../lib/toast';
import { useWizardApplication } from '../../wizard/WizardContext';
import { readEntryConfidences } from './entryConfidence';
import { deleteIncomeEntry } from './incomeApi';
import { amountText } from './labels';

/** The entries of one category on step 6, each with Edit and Delete. */
export function IncomeEntryList({
  entries,
  headingRef,
  editingId,
  onEdit,
  onDeleted,
}: {
  entries: IncomeEntry[];
  headingRef?: Ref<HTMLHeadingElement>;
  editingId: number | null;
  onEdit: (entry: IncomeEntry) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { applicationId } = useWizardApplication();
  // Income read from a document (step 5) shows how sure the reading was.
  const confidences = readEntryConfidences(applicationId);
  return (
    <section className="mt-4" aria-labelledby="income-added-title" data-testid="income-entries">
      <h3
        id="income-added-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900"
      >
        {t('incomeStep.addedList', { count: entries.length })}
      </h3>
      <ul className="mt-2 grid gap-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-gray-50 p-3"
            data-testid="income-entry"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-gray-900">{entry.source}</p>
              <p className="text-gray-800">{amountText(t, entry)}</p>
              {entry.comment ? (
                <p className="break-words text-gray-700" data-testid="income-entry-comment">
                  {entry.comment}
                </p>
              ) : null}
              {(entry.confidence ?? confidences[String(entry.id)]) != null ? (
                <p className="text-gray-700" data-testid="income-entry-confidence">
                  {t('incomeStep.autoConfidence', {
                    percent: Math.round(
                      (entry.confidence ?? confidences[String(entry.id)] ?? 0) * 100,
                    ),
                  })}
                </p>
              ) : null}
              {entry.hoursPerWeek !== null ? (
                <p className="text-gray-700">
                  {t('incomeStep.hoursShown', { hours: entry.hoursPerWeek })}
                </p>
              ) : null}
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-secondary px-3"
                aria-pressed={editingId === entry.id}
                onClick={() => onEdit(entry)}
              >
                {t('incomeStep.edit')}
                <span className="sr-only"> {entry.source}</span>
              </button>
              <DeleteEntry entry={entry} onDeleted={onDeleted} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeleteEntry({ entry, onDeleted }: { entry: IncomeEntry; onDeleted: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  return (
    <ConfirmDelete
      itemName={entry.source}
      testId="income-delete"
      texts={{
        delete: t('incomeStep.delete'),
        title: t('incomeStep.deleteTitle', { source: entry.source }),
        text: t('incomeStep.deleteText'),
        failed: t('incomeStep.deleteFailed'),
        deleting: t('incomeStep.deleting'),
        confirm: t('incomeStep.deleteConfirm'),
        keep: t('incomeStep.keep'),
      }}
      onDelete={() => trackSave(deleteIncomeEntry(queryClient, applicationId, entry.id))}
      onDeleted={() => {
        toast({ title: t('incomeStep.deletedTitle'), description: entry.source });
        onDeleted();
      }}
    />
  );
}
