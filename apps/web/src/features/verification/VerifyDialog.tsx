import type { VerificationMethod } from '@benefits/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import type { MethodProps, SummaryEntry } from './methodProps';
import { methodsFor } from './methods';
import { DocumentsMethod } from './methods/DocumentsMethod';
import { NotesMethod } from './methods/NotesMethod';
import { PayrollMethod } from './methods/PayrollMethod';

// The bank link (its own chunk): only people who choose it download it.
const BankMethod = lazy(() => import('./bank/BankMethod'));

/** SPEC 2: the 'Verify Now' dialog of one source with its four (or three) methods. */
export default function VerifyDialog({
  entry,
  applicationId,
  onClose,
}: {
  entry: SummaryEntry;
  applicationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [method, setMethod] = useState<VerificationMethod | null>(null);
  const [busy, setBusy] = useState(false);
  // The button that opened the dialog (focus goes back to it when the dialog closes).
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const verified = useRef(false);
  const methodHeading = useRef<HTMLHeadingElement>(null);
  const chooserFirst = useRef<HTMLButtonElement>(null);
  const lastMethod = useRef<VerificationMethod | null>(null);

  // Moving between the list of methods and one method: focus goes to what is new.
  useEffect(() => {
    if (method) {
      lastMethod.current = method;
      methodHeading.current?.focus();
    } else if (lastMethod.current) {
      document.getElementById(`verify-method-${lastMethod.current}`)?.focus();
    }
  }, [method]);

  const close = () => {
    if (!busy) setOpen(false);
  };
  const onVerified = () => {
    verified.current = true;
    setBusy(false);
    setOpen(false);
  };
  const props: MethodProps = { entry, applicationId, onVerified, setBusy };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Portal>
        {/* Our own backdrop: Radix's Overlay injects a <style> tag, which the CSP forbids. */}
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6"
          data-testid="verify-dialog"
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (busy) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            chooserFirst.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Without a Dialog.Trigger Radix has nowhere to put focus back: we do it. Verified:
            // the Verify Now button is gone, so the source (now 'Verified via ...') gets it.
            event.preventDefault();
            const back =
              !verified.current && opener?.isConnected
                ? opener
                : document.getElementById(`verify-source-${entry.id}`);
            back?.focus();
            onClose();
          }}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold break-words text-gray-900">
              {t('verification.dialog.title', { source: entry.source })}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-gray-900 hover:bg-gray-100 disabled:opacity-50"
              aria-label={t('verification.dialog.close')}
              disabled={busy}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-gray-800">
            {t('verification.dialog.description')}
          </Dialog.Description>

          {method === null ? (
            <ul className="mt-4 grid gap-3" data-testid="verify-methods">
              {methodsFor(entry).map((option, index) => (
                <li key={option}>
                  <button
                    type="button"
                    id={`verify-method-${option}`}
                    ref={index === 0 ? chooserFirst : undefined}
                    className="choice-card w-full"
                    onClick={() => setMethod(option)}
                    data-testid={`verify-method-${option}`}
                  >
                    <span className="text-lg font-bold">
                      {t(`verification.choose.${option}.title`)}
                    </span>
                    <span className="text-gray-800">{t(`verification.choose.${option}.text`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4" data-testid={`verify-panel-${method}`}>
              <h3 ref={methodHeading} tabIndex={-1} className="text-lg font-bold text-gray-900">
                {t(`verification.choose.${method}.title`)}
              </h3>
              {method === 'documents' ? <DocumentsMethod {...props} /> : null}
              {method === 'payroll' ? <PayrollMethod {...props} /> : null}
              {method === 'bank' ? (
                <Suspense fallback={<PageLoading label={t('verification.bank.loading')} />}>
                  <BankMethod {...props} />
                </Suspense>
              ) : null}
              {method === 'notes' ? <NotesMethod {...props} /> : null}
              <button
                type="button"
                className="btn-quiet mt-4 px-3"
                onClick={() => setMethod(null)}
                disabled={busy}
                data-testid="verify-other-way"
              >
                {t('verification.dialog.otherWay')}
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
