import type { Ref, SelectHTMLAttributes } from 'react';
import { LabelledField } from '../../components/form';

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
