import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

type ContentProps = Omit<Dialog.DialogContentProps, 'className' | 'children'> & {
  'data-testid'?: string;
};

/**
 * A modal dialog (Radix): backdrop, title with a close button, description, then the body.
 * Radix keeps focus inside and closes on Escape; the caller says where focus goes.
 */
export function DialogFrame({
  open = true,
  onOpenChange,
  title,
  description,
  closeLabel,
  closeDisabled,
  width = 'max-w-xl',
  backdropLayer = 'z-40',
  content,
  children,
}: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  closeDisabled?: boolean;
  width?: 'max-w-xl' | 'max-w-md';
  backdropLayer?: 'z-40' | 'z-50';
  content: ContentProps;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Our own backdrop: Radix's Overlay injects a <style> tag, which the CSP forbids. */}
        <div aria-hidden="true" className={`fixed inset-0 ${backdropLayer} bg-gray-900/60`} />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6`}
          {...content}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold break-words text-gray-900">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-gray-900 hover:bg-gray-100 disabled:opacity-50"
              aria-label={closeLabel}
              disabled={closeDisabled}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-gray-800">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
