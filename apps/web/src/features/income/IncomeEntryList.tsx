import type { IncomeEntry } from '@benefits/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { readEntryConfidences } from '../documents/extracted';
import { useWizardApplication } from '../wizard/WizardContext';
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
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    setFailed(false);
    try {
      await trackSave(deleteIncomeEntry(queryClient, applicationId, entry.id));
      setOpen(false);
      toast({ title: t('incomeStep.deletedTitle'), description: entry.source });
      onDeleted();
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-secondary px-3" data-testid="income-delete">
        {t('incomeStep.delete')}
        <span className="sr-only"> {entry.source}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-gray-900">
            {t('incomeStep.deleteTitle', { source: entry.source })}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-gray-900">
            {t('incomeStep.deleteText')}
          </Dialog.Description>
          <div role="alert">
            {failed ? (
              <p className="mt-3 font-semibold text-red-800">{t('incomeStep.deleteFailed')}</p>
            ) : null}
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
            <button
              type="button"
              className="btn-primary bg-red-700 hover:bg-red-800"
              onClick={() => void remove()}
              aria-disabled={deleting || undefined}
              data-testid="income-delete-confirm"
            >
              {deleting ? t('incomeStep.deleting') : t('incomeStep.deleteConfirm')}
            </button>
            <Dialog.Close className="btn-secondary">{t('incomeStep.keep')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
