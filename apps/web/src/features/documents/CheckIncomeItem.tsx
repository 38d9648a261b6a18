import {
  type ConfirmableIncomeField,
  type ExtractedIncome,
  incomeFrequencies,
  isUnknownFrequency,
} from '@benefits/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, RadioCards, TextField } from '../../components/form';
import { amountText } from '../income';
import {
  type CheckErrors,
  type CheckForm,
  fieldsToCheck,
  type IncomeCheck,
  initialCheckForm,
  validateCheck,
} from './incomeChecks';

/**
 * An extracted income item the reader was not sure of: the applicant confirms or corrects
 * it, or leaves it out. Nothing of it is used until they do (decision 0262).
 */
export function CheckIncomeItem({
  item,
  check,
  onCheck,
}: {
  item: ExtractedIncome;
  check: IncomeCheck | undefined;
  onCheck: (check: IncomeCheck | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const unsure = fieldsToCheck(item);
  const [form, setForm] = useState<CheckForm>(() => initialCheckForm(item));
  const [errors, setErrors] = useState<CheckErrors>({});
  const doneRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  // After the applicant decides (or asks to change), focus goes to what now shows.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (check) doneRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [check]);

  const decide = (next: IncomeCheck | undefined) => {
    moved.current = true;
    onCheck(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validateCheck(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['source', 'amount', 'frequency'] as const).find((f) => result.errors[f]);
      const target = first === 'frequency' ? `${id}-frequency-0` : `${id}-${first}`;
      window.setTimeout(() => document.getElementById(target)?.focus(), 0);
      return;
    }
    setErrors({});
    decide({ status: 'checked', values: result.values });
  };

  const hint = (field: ConfirmableIncomeField) =>
    !unsure.includes(field)
      ? undefined
      : field === 'frequency' && isUnknownFrequency(item.frequency)
        ? t('documents.check.frequencyMissing')
        : t('documents.check.unsure');
  /** The props of the source or amount input, typed into the form's state. */
  const typed = (field: 'source' | 'amount') => ({
    id: `${id}-${field}`,
    label: t(`documents.check.${field}`),
    hint: hint(field),
    error: fieldMessage(t, errors[field]),
    value: form[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [field]: event.target.value }),
    autoComplete: 'off',
    'data-testid': `check-income-${field}`,
  });

  return (
    <li
      className="rounded-lg border-2 border-amber-700 bg-white p-3"
      data-testid="check-income"
      data-state={check?.status ?? 'waiting'}
    >
      <h5 className="font-bold text-gray-900" id={`${id}-title`}>
        {t('documents.check.title')}
      </h5>
      <p className="text-sm break-words text-gray-700">
        {t('documents.fromDocument', { source: item.documentSource })}
      </p>
      {check ? (
        <div className="mt-2">
          <p
            ref={doneRef}
            tabIndex={-1}
            className="font-semibold text-gray-900"
            data-testid="check-income-done"
          >
            {check.status === 'checked'
              ? t('documents.check.checked', {
                  source: check.values.source,
                  amount: amountText(t, { ...check.values, dontKnowAmount: false }),
                })
              : t('documents.check.leftOut')}
          </p>
          <button
            type="button"
            className="btn-secondary mt-2"
            onClick={() => decide(undefined)}
            data-testid="check-income-change"
          >
            {t('documents.check.change')}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          aria-labelledby={`${id}-title`}
          className="mt-2 grid gap-3"
        >
          <p className="text-gray-900">{t('documents.check.why')}</p>
          <TextField {...typed('source')} />
          <TextField {...typed('amount')} inputMode="decimal" />
          {hint('frequency') ? (
            <p className="text-sm text-gray-700" id={`${id}-frequency-hint`}>
              {hint('frequency')}
            </p>
          ) : null}
          <RadioCards
            id={id}
            name="frequency"
            legend={t('documents.check.frequency')}
            options={incomeFrequencies.map((frequency) => ({
              value: frequency,
              label: t(`incomeForm.frequencies.${frequency}`),
            }))}
            value={form.frequency}
            onChange={(frequency) => setForm({ ...form, frequency })}
            error={fieldMessage(t, errors.frequency)}
            testId="check-income-frequency"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" data-testid="check-income-use">
              {t('documents.check.use')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => decide({ status: 'left_out' })}
              data-testid="check-income-leave-out"
            >
              {t('documents.check.leaveOut')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
