import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, confirmDeleteTexts } from '../components/ConfirmDelete';
import { toast } from '../lib/toast';
import { useWizardApplication } from './WizardContext';

/** The list of what was added on a step (income entries, expenses), under its focusable heading. */
export function EntryListSection({
  titleId,
  title,
  headingRef,
  className,
  testId,
  children,
}: {
  titleId: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-gray-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One added item: what it is, then Edit (named with the item for screen readers) and Delete. */
export function EntryRow({
  name,
  details,
  editLabel,
  editing,
  editTestId,
  onEdit,
  remove,
  ...row
}: {
  name: string;
  details: ReactNode;
  editLabel: string;
  editing?: boolean;
  editTestId?: string;
  onEdit: () => void;
  /** Delete, named with the item like Edit. */
  remove: Omit<DeleteEntryProps, 'name'>;
  'data-testid': string;
  'data-expense-id'?: number;
}) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-gray-50 p-3"
      {...row}
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-gray-900">{name}</p>
        {details}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary px-3"
          aria-pressed={editing}
          onClick={onEdit}
          data-testid={editTestId}
        >
          {editLabel}
          <span className="sr-only"> {name}</span>
        </button>
        <DeleteEntry name={name} {...remove} />
      </div>
    </li>
  );
}

/**
 * Delete with a confirmation, saved like every answer, and a toast once it is gone. The
 * dialog's texts come from the catalog part `texts`; `title` names the item.
 */
type DeleteEntryProps = {
  name: string;
  testId: string;
  texts: Parameters<typeof confirmDeleteTexts>[1];
  title: string;
  deletedTitle: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
};

function DeleteEntry({
  name,
  testId,
  texts,
  title,
  deletedTitle,
  remove,
  onDeleted,
}: DeleteEntryProps) {
  const { t } = useTranslation();
  const { trackSave } = useWizardApplication();
  return (
    <ConfirmDelete
      itemName={name}
      testId={testId}
      texts={confirmDeleteTexts(t, texts, title)}
      onDelete={async () => {
        await trackSave(remove());
      }}
      onDeleted={() => {
        toast({ title: deletedTitle, description: name });
        onDeleted();
      }}
    />
  );
}
