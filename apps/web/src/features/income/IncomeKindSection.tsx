import type { IncomeCategory, IncomeEntry } from '@benefits/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IncomeEntryForm } from './IncomeEntryForm';
import { IncomeEntryList } from './IncomeEntryList';
import { kindName } from './labels';

/**
 * One ticked kind of income on the income step (issue 18): its entries with Edit and Delete, and the
 * form to add one, open at once while the kind has none.
 */
export function IncomeKindSection({
  category,
  entries,
  headingRef,
  onDirtyChange,
}: {
  category: IncomeCategory;
  entries: IncomeEntry[];
  headingRef?: (element: HTMLHeadingElement | null) => void;
  onDirtyChange: (categoryId: number, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const ownHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<IncomeEntry | null>(null);
  const name = kindName(t, category.id);
  const hasEntries = entries.length > 0;
  const showAdd = !editing && (adding || !hasEntries);

  const dirtyChanged = useCallback(
    (dirty: boolean) => onDirtyChange(category.id, dirty),
    [onDirtyChange, category.id],
  );
  /** After a save or a cancel: the list, said again with its count. */
  const cancelAdding = () => {
    setAdding(false);
    dirtyChanged(false);
    window.setTimeout(() => addButtonRef.current?.focus(), 0);
  };
  const backToList = () => {
    setAdding(false);
    setEditing(null);
    dirtyChanged(false);
    window.setTimeout(() => (listHeadingRef.current ?? ownHeadingRef.current)?.focus(), 0);
  };

  return (
    <section
      className="mt-6 border-gray-300 border-t-2 pt-4"
      aria-labelledby={`${id}-title`}
      data-testid="income-kind-section"
      data-category-id={category.id}
    >
      <h3
        id={`${id}-title`}
        ref={(element) => {
          ownHeadingRef.current = element;
          headingRef?.(element);
        }}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900"
      >
        {name}
      </h3>
      {hasEntries ? (
        <IncomeEntryList
          titleId={`${id}-list`}
          entries={entries}
          headingRef={listHeadingRef}
          editingId={editing?.id ?? null}
          onEdit={(entry) => {
            setAdding(false);
            setEditing(entry);
          }}
          onDeleted={() => {
            setEditing(null);
            window.setTimeout(() => ownHeadingRef.current?.focus(), 0);
          }}
        />
      ) : null}
      {editing || showAdd ? (
        <IncomeEntryForm
          key={editing ? `edit-${editing.id}` : `add-${entries.length}`}
          category={category}
          otherEntries={entries}
          onDirtyChange={dirtyChanged}
          onSaved={backToList}
          {...(editing
            ? { entry: editing, onCancel: backToList }
            : hasEntries
              ? { onCancel: cancelAdding }
              : {})}
        />
      ) : null}
      {hasEntries && !showAdd && !editing ? (
        <button
          ref={addButtonRef}
          type="button"
          className="btn-secondary mt-4 w-full sm:w-auto"
          onClick={() => setAdding(true)}
          data-testid="income-add-more"
        >
          {t('incomeStep.addMore', { kind: name })}
        </button>
      ) : null}
    </section>
  );
}
