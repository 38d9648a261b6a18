import * as Dialog from '@radix-ui/react-dialog';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { BusyButton } from './BusyButton';

export interface ConfirmDeleteTexts {
  delete: string;
  title: string;
  text: string;
  failed: string;
  deleting: string;
  confirm: string;
  keep: string;
}

/** The texts of a list's delete confirmation, from the catalog part that holds them. */
export function confirmDeleteTexts(
  t: TFunction,
  part: 'incomeStep' | 'expenses.step',
  title: string,
): ConfirmDeleteTexts {
  return {
    delete: t(`${part}.delete`),
    title,
    text: t(`${part}.deleteText`),
    failed: t(`${part}.deleteFailed`),
    deleting: t(`${part}.deleting`),
    confirm: t(`${part}.deleteConfirm`),
    keep: t(`${part}.keep`),
  };
}

/**
 * A Delete button that asks first. The dialog stays open, saying so, when deleting fails,
 * so the applicant can try again or keep the item.
 */
export function ConfirmDelete({
  itemName,
  texts,
  onDelete,
  onDeleted,
  testId,
}: {
  /** Read after 'Delete' by screen readers, so each row's button has its own name. */
  itemName: string;
  texts: ConfirmDeleteTexts;
  /** Resolves once deleted; a rejection keeps the dialog open with `texts.failed`. */
  onDelete: () => Promise<void>;
  /** After the dialog has closed (toast, focus). */
  onDeleted: () => void;
  /** `${testId}` on the button, `${testId}-confirm` on the dialog's Delete. */
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    setFailed(false);
    try {
      await onDelete();
      setOpen(false);
      onDeleted();
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-secondary px-3" data-testid={testId}>
        {texts.delete}
        <span className="sr-only"> {itemName}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold break-words text-gray-900">
            {texts.title}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-gray-900">{texts.text}</Dialog.Description>
          <div role="alert">
            {failed ? <p className="mt-3 font-semibold text-red-800">{texts.failed}</p> : null}
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
            <BusyButton
              busy={deleting}
              className="btn-primary bg-red-700 hover:bg-red-800"
              onClick={() => void remove()}
              testId={`${testId}-confirm`}
            >
              {deleting ? texts.deleting : texts.confirm}
            </BusyButton>
            <Dialog.Close className="btn-secondary">{texts.keep}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
