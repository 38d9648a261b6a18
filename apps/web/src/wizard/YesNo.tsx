import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A yes/no question as a real radio group (fieldset and legend): arrow keys move between the
 * answers, Space picks one, and the whole row of each answer is a 44 px target.
 */
export function YesNo({
  legend,
  hint,
  value,
  onChange,
  yesLabel,
  noLabel,
  error,
  name,
  firstRef,
  testId,
  legendClassName = 'text-lg font-bold text-gray-900',
}: {
  legend: string;
  hint?: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  yesLabel?: string;
  noLabel?: string;
  error?: string | null;
  name: string;
  firstRef?: Ref<HTMLInputElement>;
  testId?: string;
  legendClassName?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const options = [
    { answer: true, label: yesLabel ?? t('wizard.yes') },
    { answer: false, label: noLabel ?? t('wizard.no') },
  ];
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      <legend className={legendClassName}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-gray-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map(({ answer, label }, index) => {
          const checked = value === answer;
          return (
            <label
              key={String(answer)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 font-semibold ${
                checked
                  ? 'border-brand-600 bg-brand-50 text-gray-900'
                  : 'border-gray-400 bg-white text-gray-900'
              }`}
            >
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name={name}
                value={answer ? 'yes' : 'no'}
                checked={checked}
                onChange={() => onChange(answer)}
                className="h-6 w-6 shrink-0 accent-brand-600"
              />
              {label}
            </label>
          );
        })}
      </div>
      <div role="alert" id={`${id}-error`}>
        {error ? <p className="field-error mt-2 text-base">{error}</p> : null}
      </div>
    </fieldset>
  );
}
