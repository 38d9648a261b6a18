import type { VerificationMethod } from '@benefits/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/DialogFrame';
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
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('verification.dialog.title', { source: entry.source })}
      description={t('verification.dialog.description')}
      closeLabel={t('verification.dialog.close')}
      closeDisabled={busy}
      content={{
        'data-testid': 'verify-dialog',

        onEscapeKeyDown: (event) => {
          if (busy) event.preventDefault();
        },
        onPointerDownOutside: (event) => {
          if (busy) event.preventDefault();
        },
        onOpenAutoFocus: (event) => {
          event.preventDefault();
          chooserFirst.current?.focus();
        },
        onCloseAutoFocus: (event) => {
          // Without a Dialog.Trigger Radix has nowhere to put focus back: we do it. Verified:
          // the Verify Now button is gone, so the source (now 'Verified via ...') gets it.
          event.preventDefault();
          const back =
            !verified.current && opener?.isConnected
              ? opener
              : document.getElementById(`verify-source-${entry.id}`);
          back?.focus();
          onClose();
        },
      }}
    >
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
    </DialogFrame>
  );
}
