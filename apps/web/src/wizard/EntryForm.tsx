import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage, resolverFrom, serverFieldErrors } from '../components/form';
import { NetworkError } from '../lib/api';
import { InlineAlert } from './StepActions';

/**
 * An entry form's fields (income entry, expense): checked on submit, then as they change; focus
 * is moved by the form itself, in reading order. Tells the step when there is unsaved typing.
 */
export function useEntryForm<V extends FieldValues>(
  check: Parameters<typeof resolverFrom<V>>[0],
  defaultValues: DefaultValues<V>,
  onDirtyChange: ((dirty: boolean) => void) | undefined,
): UseFormReturn<V> & {
  showServerErrors: <F extends FieldPath<V>>(
    error: unknown,
    fieldOf: (path: string) => F | undefined,
  ) => F | undefined;
  message: (name: keyof V & string) => string | undefined;
} {
  const { t } = useTranslation();
  const form = useForm<V>({
    resolver: resolverFrom(check),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  /** Puts a 400's messages on their fields; gives the first such field (to focus), if any. */
  const showServerErrors = <F extends FieldPath<V>>(
    error: unknown,
    fieldOf: (path: string) => F | undefined,
  ): F | undefined => {
    const fieldErrors = serverFieldErrors(error, fieldOf);
    for (const { field, message } of fieldErrors) {
      form.setError(field, { type: 'server', message });
    }
    return fieldErrors[0]?.field;
  };

  /** A field's error in the applicant's language. */
  const message = (name: keyof V & string) =>
    fieldMessage(t, form.formState.errors[name]?.message as string | undefined);

  return { ...form, showServerErrors, message };
}

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
