import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldError } from '../../components/form';

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
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        className="field-input"
        value={value}
        onChange={(event) => onValue(event.target.value as T)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
