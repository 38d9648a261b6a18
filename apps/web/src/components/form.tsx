import { isValidationMessageKey } from '@benefits/domain';
import type { TFunction } from 'i18next';
import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Schema messages are keys of the domain's validation catalog; messages from the server
 * are already text in the applicant's language.
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isValidationMessageKey(message) ? t(`validation.${message}`) : message;
}

/**
 * A react-hook-form resolver from a form's own check, which gives either ok or a message key
 * per field (the step forms validate with the domain's schemas through such a check).
 */
export function resolverFrom<T extends FieldValues>(
  check: (values: T) => { ok: true } | { ok: false; errors: Partial<Record<string, string>> },
): Resolver<T> {
  return async (values) => {
    const result = check(values);
    if (result.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(result.errors).map(([field, message]) => [
          field,
          { type: 'validation', message },
        ]),
      ) as FieldErrors<T>,
    };
  };
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  wrapperClassName?: string;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ id, label, hint, error, wrapperClassName, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="field-error flex items-start gap-1">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 h-4 w-4 shrink-0"
        fill="currentColor"
      >
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
