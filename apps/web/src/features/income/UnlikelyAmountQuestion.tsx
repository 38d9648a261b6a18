import type { IncomeFrequency, UnlikelyAmount } from '@benefits/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../wizard/EntryForm';

/**
 * Issue 18: an amount that is unlikely for its frequency (docs/decisions/0060) is asked about
 * before it is saved. Focus moves to the question so it is read out; either answer is fine.
 */
export function UnlikelyAmountQuestion({
  id,
  amount,
  frequency,
  reason,
  onYes,
  onChange,
}: {
  id: string;
  /** The amount as the applicant's language writes it, with the dollar sign. */
  amount: string;
  frequency: IncomeFrequency;
  reason: UnlikelyAmount;
  onYes: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <fieldset
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-why`}
      className="grid gap-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4"
      data-testid="unlikely-amount"
    >
      <p id={`${id}-question`} ref={questionRef} tabIndex={-1} className="font-bold text-gray-900">
        {t(`incomeForm.unlikely.${frequency}`, { amount })}
      </p>
      <p id={`${id}-why`} className="text-gray-800">
        {t(`incomeForm.unlikely.${reason}`)}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <FormButton onClick={onYes} testId="unlikely-yes">
          {t('incomeForm.unlikely.yes')}
        </FormButton>
        <FormButton onClick={onChange} testId="unlikely-change">
          {t('incomeForm.unlikely.change')}
        </FormButton>
      </div>
    </fieldset>
  );
}
