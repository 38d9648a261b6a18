import type { IdentityFromId } from '@benefits/domain';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdCardReader, IdReadPhase } from './idReading';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; phase: IdReadPhase }
  | { kind: 'done'; text: string; problem: boolean };

/**
 * Issue 18 (decision 0780): an optional "Fill in from your ID" on the applicant's first
 * question. She opens it, takes a photo of her licence (or picks a file); while it is sent and
 * read the status is said; then her date of birth is filled in for her to check, or she is
 * told in plain words that it could not be read and types it.
 */
export function FillFromId({
  read,
  onRead,
}: {
  read: IdCardReader;
  onRead: (identity: IdentityFromId) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = status.kind === 'busy';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const outcome = await read(file, (phase) => setStatus({ kind: 'busy', phase }));
    if (outcome.kind === 'failed') {
      setStatus({ kind: 'done', text: outcome.message, problem: true });
      return;
    }
    if (outcome.kind === 'nothing') {
      setStatus({ kind: 'done', text: t('household.idFill.nothing'), problem: true });
      return;
    }
    onRead(outcome.identity);
    const date = Boolean(outcome.identity.dateOfBirth);
    setStatus({
      kind: 'done',
      text: t(date ? 'household.idFill.filled' : 'household.idFill.noDate'),
      problem: !date,
    });
  };

  const statusText =
    status.kind === 'busy'
      ? t(status.phase === 'sending' ? 'household.idFill.sending' : 'household.idFill.reading')
      : status.kind === 'done'
        ? status.text
        : '';

  return (
    <div className="rounded-xl border border-gray-300 bg-gray-50 p-4" data-testid="id-fill">
      <p className="font-semibold text-gray-900">{t('household.idFill.title')}</p>
      <button
        type="button"
        className="btn-secondary mt-2"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          setOpen(!open);
          if (!open) requestAnimationFrame(() => inputRef.current?.focus());
        }}
        data-testid="id-fill-start"
      >
        {t('household.idFill.start')}
      </button>
      <div id={`${id}-panel`} hidden={!open} className="mt-3 grid gap-2">
        <p className="text-gray-700">{t('household.idFill.intro')}</p>
        <p className="text-gray-700">{t('household.idFill.keep')}</p>
        <label htmlFor={`${id}-file`} className="field-label">
          {t('household.idFill.choose')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/heic,image/heif,image/webp,application/pdf"
          disabled={busy}
          onChange={(event) => void onFile(event)}
          className="block w-full min-h-11 text-gray-900 file:me-3 file:min-h-11 file:rounded-lg file:border-2 file:border-brand-600 file:bg-white file:px-4 file:font-semibold file:text-brand-700"
          data-testid="id-fill-input"
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mt-2 empty:hidden ${
          status.kind === 'done' && status.problem ? 'font-semibold text-red-800' : 'text-gray-900'
        }`}
        data-testid="id-fill-status"
      >
        {statusText}
      </p>
    </div>
  );
}
