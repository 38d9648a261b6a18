import { isValidationMessageKey } from '@benefits/domain';
import type { ParseKeys, TFunction } from 'i18next';
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { ApiError } from '../lib/api';
import { Icon } from './icons';

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

/** The server's messages for a form's fields from a 400 answer, in its order; none otherwise. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldOf: (path: string) => F | undefined,
): { field: F; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (error.body?.errors ?? []).flatMap((issue) => {
    const field = fieldOf(issue.field);
    return field ? [{ field, message: issue.message }] : [];
  });
}

/**
 * The id, label, hint and message of a form's fields: `field('source', 'incomeForm.source',
 * 'incomeForm.sourceHint')` is `{ id: '<id>-source', label, hint, error }`.
 */
export function fieldTexts<F extends string>(
  t: TFunction,
  id: string,
  message: (name: F) => string | undefined,
) {
  return (name: F, label: ParseKeys, hint?: ParseKeys) => ({
    id: `${id}-${name}`,
    label: t(label),
    ...(hint ? { hint: t(hint) } : {}),
    error: message(name),
  });
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  wrapperClassName?: string;
};

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A label, the control it names, and the control's hint and error, tied for screen readers. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  wrapperClassName,
  control,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  wrapperClassName?: string | undefined;
  control: (props: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
      {control({
        id,
        className: 'field-input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {errorId ? <FieldError id={errorId}>{error ?? ''}</FieldError> : null}
    </div>
  );
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ id, label, hint, error, wrapperClassName, ...input }: TextFieldProps) {
  return (
    <LabelledField
      id={id}
      label={label}
      hint={hint}
      error={error}
      wrapperClassName={wrapperClassName}
      control={(field) => <input {...field} {...input} />}
    />
  );
}

/** A labelled drop-down whose error is tied to it for screen readers. */
export function SelectField<T extends string>({
  id,
  label,
  options,
  placeholder,
  error,
  value,
  onValue,
  ref,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  id: string;
  label: string;
  options: readonly { value: T; label: string }[];
  /** A first, empty choice ("Choose a state"). */
  placeholder?: string;
  error?: string | undefined;
  value: T | '';
  onValue: (value: T) => void;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <LabelledField
      id={id}
      label={label}
      error={error}
      control={(field) => (
        <select
          {...field}
          ref={ref}
          value={value}
          onChange={(event) => onValue(event.target.value as T)}
          {...select}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** An amount of money in dollars and cents as a number box (the screener's amounts). */
export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'step' | 'min'>) {
  return <TextField type="number" inputMode="decimal" step="0.01" min="0" {...props} />;
}

/**
 * An amount of money in dollars and cents, as the income and expense forms ask it. A text box,
 * not a number box: the form reads it by the interface language's rules (`1.320,12` in
 * Spanish), where a number box would drop or misread the marks without a word.
 */
export function TypedMoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="text" inputMode="decimal" autoComplete="off" {...props} />;
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area (two lines to start) whose error is tied to it. */
export function TextAreaField({ id, label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField
      id={id}
      label={label}
      error={error}
      control={(field) => <textarea rows={2} {...field} {...textarea} />}
    />
  );
}

export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="field-error flex items-start gap-1">
      <Icon
        filled
        d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z"
        className="mt-0.5 h-4 w-4 shrink-0"
      />
      <span>{children}</span>
    </p>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  label: string;
  hint: string;
  ref?: Ref<HTMLInputElement>;
};

/** A large checkbox with its label and a hint read with it. */
export function CheckboxField({ id, label, hint, ...input }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-2.5 h-6 w-6 shrink-0 accent-brand-600"
        aria-describedby={`${id}-hint`}
        {...input}
      />
      <div>
        <label htmlFor={id} className="flex min-h-11 items-center font-semibold text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * One choice among a few, as large tappable cards (radio buttons inside their labels). The
 * field's error, when there is one, is tied to the group for screen readers.
 */
interface RadioCardsProps<T extends string> {
  id: string;
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined | null;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | undefined;
  testId?: string;
  columns?: 1 | 2;
}

export function RadioCards<T extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  testId,
  columns = 2,
}: RadioCardsProps<T>) {
  const errorId = `${id}-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <legend className="field-label">{legend}</legend>
      <div className={columns === 2 ? 'grid gap-2 sm:grid-cols-2' : 'grid gap-2'}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-400 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={`${id}-${name}-${index}`}
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              className="h-6 w-6 shrink-0 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** RadioCards as a field of a react-hook-form form: one card per value, named by labelOf. */
export function RadioCardsField<F extends FieldValues, T extends string>({
  control,
  name,
  values,
  labelOf,
  ...cards
}: {
  control: Control<F>;
  name: FieldPath<F>;
  values: readonly T[];
  labelOf: (value: T) => string;
} & Omit<RadioCardsProps<T>, 'name' | 'options' | 'value' | 'onChange' | 'onBlur'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioCards
          {...cards}
          name={name}
          options={values.map((value) => ({ value, label: labelOf(value) }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
