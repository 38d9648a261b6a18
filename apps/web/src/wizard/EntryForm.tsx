import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { NetworkError } from '../lib/api';
import { InlineAlert } from './StepActions';

/** What an entry form keeps on screen when a save fails for a reason no field explains. */
export interface SaveFailure {
  offline: string;
  kept: string;
}

/**
 * The saving of an entry form (income entry, expense): one save at a time, a failure said and
 * kept on screen with everything typed, and a save that never left an offline phone sent again
 * once it is back online.
 */
export function useEntrySave() {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const retry = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!waitingForNetwork) return;
    const again = () => retry.current();
    window.addEventListener('online', again, { once: true });
    return () => window.removeEventListener('online', again);
  }, [waitingForNetwork]);

  /** `failed` answers a failed save: the texts to show, or null when the fields say it. */
  const run = async (
    work: () => Promise<void>,
    failed: (error: unknown) => SaveFailure | null,
  ): Promise<void> => {
    if (saving) return;
    setSaving(true);
    setSaveError(null);
    setWaitingForNetwork(false);
    try {
      await work();
    } catch (error) {
      const texts = failed(error);
      if (!texts) return;
      if (error instanceof NetworkError && globalThis.navigator?.onLine === false) {
        // Certainly never reached the server: send it again once the phone is back online.
        setWaitingForNetwork(true);
        setSaveError(texts.offline);
      } else {
        setSaveError(texts.kept);
      }
    } finally {
      setSaving(false);
    }
  };

  /** The form's submit, which the online retry calls (set at each render). */
  const retryWith = (submit: () => Promise<void>) => {
    retry.current = () => void submit();
  };

  return { saving, saveError, setSaveError, run, retryWith };
}

/** A secondary button of an entry form (Cancel, Clear). */
export function FormButton({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn-secondary w-full sm:w-auto"
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/**
 * The frame of an entry form: a bordered form named by its heading, the fields, the save
 * problem, and the submit button with an optional second button beside it.
 */
export function EntryFormFrame({
  titleId,
  heading,
  onSubmit,
  testId,
  saving,
  saveError,
  saveErrorTestId,
  submitLabel,
  submitTestId,
  secondary,
  children,
}: {
  titleId: string;
  heading: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  testId: string;
  saving: boolean;
  saveError: string | null;
  saveErrorTestId: string;
  submitLabel: string;
  submitTestId: string;
  secondary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 grid gap-5 rounded-xl border-2 border-brand-600 bg-white p-4 sm:p-5"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      {heading}
      {children}
      <InlineAlert testId={saveErrorTestId}>{saveError}</InlineAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          aria-disabled={saving || undefined}
          data-testid={submitTestId}
        >
          {submitLabel}
        </button>
        {secondary}
      </div>
    </form>
  );
}
