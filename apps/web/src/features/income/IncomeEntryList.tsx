import type { IncomeEntry } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryListSection, EntryRow } from '../../wizard/EntryList';
import { useWizardApplication } from '../../wizard/WizardContext';
import { readEntryConfidences } from './entryConfidence';
import { deleteIncomeEntry } from './incomeApi';
import { amountText } from './labels';

/** The entries of one kind of income on the income step, each with Edit and Delete. */
export function IncomeEntryList({
  titleId,
  entries,
  headingRef,
  editingId,
  onEdit,
  onDeleted,
}: {
  titleId: string;
  entries: IncomeEntry[];
  headingRef?: Ref<HTMLHeadingElement>;
  editingId: number | null;
  onEdit: (entry: IncomeEntry) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { application, applicationId } = useWizardApplication();
  // Issue 18: whose income each entry is, when more than one person lives at home.
  const members = application.household?.members ?? [];
  const whose = (entry: IncomeEntry) => {
    if (members.length < 2) return null;
    const member = members.find((person) => person.id === entry.memberId) ?? members[0];
    return member ? `${member.firstName} ${member.lastName}` : null;
  };
  // Income read from a document (the documents step) shows how sure the reading was.
  const confidences = readEntryConfidences(applicationId);
  return (
    <EntryListSection
      titleId={titleId}
      title={t('incomeStep.addedList', { count: entries.length })}
      headingRef={headingRef}
      className="mt-4"
      testId="income-entries"
    >
      <ul className="mt-2 grid gap-2">
        {entries.map((entry) => (
          <EntryRow
            key={entry.id}
            data-testid="income-entry"
            name={entry.source}
            editLabel={t('incomeStep.edit')}
            editing={editingId === entry.id}
            onEdit={() => onEdit(entry)}
            remove={{
              testId: 'income-delete',
              texts: 'incomeStep',
              title: t('incomeStep.deleteTitle', { source: entry.source }),
              deletedTitle: t('incomeStep.deletedTitle'),
              remove: () => deleteIncomeEntry(queryClient, applicationId, entry.id),
              onDeleted,
            }}
            details={
              <>
                {whose(entry) ? (
                  <p className="text-gray-800" data-testid="income-entry-member">
                    {t('incomeStep.whose', { name: whose(entry) })}
                  </p>
                ) : null}
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
                {entry.verification?.method === 'documents' ? (
                  <p className="text-gray-700" data-testid="income-entry-proof">
                    {t('incomeStep.documentProof')}
                  </p>
                ) : null}
                {entry.hoursPerWeek !== null ? (
                  <p className="text-gray-700">
                    {t('incomeStep.hoursShown', { hours: entry.hoursPerWeek })}
                  </p>
                ) : null}
              </>
            }
          />
        ))}
      </ul>
    </EntryListSection>
  );
}
