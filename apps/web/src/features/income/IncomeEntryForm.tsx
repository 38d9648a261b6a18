import { type IncomeCategory, type IncomeEntry, incomeFrequencies } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FieldError,
  fieldMessage,
  RadioCards,
  resolverFrom,
  serverFieldErrors,
  TextField,
} from '../../components/form';
import { ApiError, NetworkError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { InlineAlert } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { addIncomeEntry, updateIncomeEntry } from './incomeApi';
import {
  emptyIncomeForm,
  formFieldOf,
  type IncomeFormField,
  type IncomeFormValues,
  incomeFormFields,
  incomeFormFromEntry,
  toIncomeFormInput,
  validateIncomeForm,
  type WorkType,
} from './incomeForm';

const fieldOrder: IncomeFormField[] = [
  'source',
  'amount',
  'dontKnowAmount',
  'frequency',
  'workType',
  'hoursPerWeek',
  'comment',
];

/**
 * SPEC 5 income form: add an income source of one category, or fix one already added.
 * A failed save keeps everything typed and says so.
 */
export function IncomeEntryForm({
  category,
  entry,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  category: IncomeCategory;
  /** The entry being edited; a new entry when missing. */
  entry?: IncomeEntry;
  onSaved: (entry: IncomeEntry) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { application, applicationId, trackSave } = useWizardApplication();
  const id = useId();
  const options = {
    categoryId: category.id,
    needsWorkVerification: application.needsWorkVerification,
  };
  const fields = incomeFormFields(options);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const [saving, setSaving] = useState(false);

  const resolver = resolverFrom((values: IncomeFormValues) => validateIncomeForm(values, options));

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<IncomeFormValues>({
    resolver,
    defaultValues: entry ? incomeFormFromEntry(entry) : emptyIncomeForm(category.id),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const dontKnow = watch('dontKnowAmount');

  const save = async (values: IncomeFormValues) => {
    if (saving) return;
    setSaving(true);
    setSaveError(null);
    setWaitingForNetwork(false);
    const input = toIncomeFormInput(values, options);
    try {
      const saved = await trackSave(
        entry
          ? updateIncomeEntry(queryClient, applicationId, entry.id, input)
          : addIncomeEntry(queryClient, { ...input, applicationId, categoryId: category.id }),
      );
      if (entry) {
        toast({ title: t('incomeStep.updatedTitle'), description: t('incomeStep.addedText') });
      } else {
        // SPEC 8: 'Income Entry Added', plus an encouraging 'Amazing work!'.
        toast({ title: t('incomeStep.addedTitle'), description: t('incomeStep.addedText') });
        reset(emptyIncomeForm(category.id));
      }
      onSaved(saved);
    } catch (error) {
      console.error(
        'Income entry save failed',
        error instanceof ApiError ? error.status : 'network',
      );
      const fieldErrors = serverFieldErrors(error, formFieldOf);
      for (const { field, message } of fieldErrors) setError(field, { type: 'server', message });
      if (fieldErrors[0]) {
        setFocus(fieldErrors[0].field);
        return;
      }
      // SPEC 8: 'Error' / 'Failed to save income entry. Please try again.'
      toast({
        title: t('errors.title'),
        description: t('incomeStep.saveFailed'),
        variant: 'destructive',
      });
      if (error instanceof NetworkError && globalThis.navigator?.onLine === false) {
        // Certainly never reached the server: send it again once the phone is back online.
        setWaitingForNetwork(true);
        setSaveError(t('incomeStep.offline'));
      } else {
        setSaveError(t('incomeStep.saveFailedKept'));
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = handleSubmit(save, (invalid) => {
    const first = fieldOrder.find((name) => invalid[name]);
    if (first === 'frequency' || first === 'workType') {
      document.getElementById(`${id}-${first}-0`)?.focus();
    } else if (first) {
      setFocus(first);
    }
  });
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    if (!waitingForNetwork) return;
    const retry = () => void submitRef.current();
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [waitingForNetwork]);

  const message = (name: IncomeFormField) => fieldMessage(t, errors[name]?.message);
  const amount = register('amount');
  const dontKnowField = register('dontKnowAmount');

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 grid gap-5 rounded-xl border-2 border-brand-600 bg-white p-4 sm:p-5"
      aria-labelledby={`${id}-title`}
      data-testid="income-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-gray-900">
        {entry
          ? t('incomeForm.editTitle', { source: entry.source })
          : t('incomeForm.addTitle', { category: t(`incomeCategories.${category.id}.name`) })}
      </h3>
      <TextField
        id={`${id}-source`}
        label={t('incomeForm.source')}
        hint={t('incomeForm.sourceHint')}
        error={message('source')}
        autoComplete="off"
        {...register('source')}
      />
      <div className="grid gap-3">
        <TextField
          id={`${id}-amount`}
          label={t('incomeForm.amount')}
          hint={t('incomeForm.amountHint')}
          error={dontKnow ? undefined : message('amount')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          disabled={dontKnow}
          {...amount}
        />
        <CheckboxField
          id={`${id}-dontKnowAmount`}
          label={t('incomeForm.dontKnowAmount')}
          hint={t('incomeForm.dontKnowHint')}
          {...dontKnowField}
          onChange={(event) => {
            // SPEC 5: the amount input is disabled and cleared; '0' is sent.
            if (event.target.checked) setValue('amount', '', { shouldDirty: true });
            return dontKnowField.onChange(event);
          }}
        />
      </div>

      <Controller
        control={control}
        name="frequency"
        render={({ field }) => (
          <RadioCards
            id={id}
            name="frequency"
            legend={t('incomeForm.frequency')}
            options={incomeFrequencies.map((frequency) => ({
              value: frequency,
              label: t(`incomeForm.frequencies.${frequency}`),
            }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.frequency ? message('frequency') : undefined}
          />
        )}
      />

      {fields.workType ? (
        <Controller
          control={control}
          name="workType"
          render={({ field }) => (
            <RadioCards
              id={id}
              name="workType"
              legend={t('incomeForm.workType')}
              options={(['w2', 'other'] as WorkType[]).map((kind) => ({
                value: kind,
                label: t(`incomeForm.workTypes.${kind}`),
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              testId="income-work-type"
              columns={1}
            />
          )}
        />
      ) : null}

      {fields.hours ? (
        <TextField
          id={`${id}-hoursPerWeek`}
          label={t('incomeForm.hours')}
          hint={t('incomeForm.hoursHint')}
          error={message('hoursPerWeek')}
          type="number"
          inputMode="decimal"
          step="0.5"
          min="0"
          max="168"
          {...register('hoursPerWeek')}
        />
      ) : null}

      <div>
        <label htmlFor={`${id}-comment`} className="field-label">
          {t('incomeForm.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          className="field-input"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
          {...register('comment')}
        />
        {errors.comment ? (
          <FieldError id={`${id}-comment-error`}>{message('comment')!}</FieldError>
        ) : null}
      </div>

      <InlineAlert testId="income-save-error">{saveError}</InlineAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          aria-disabled={saving || undefined}
          data-testid="income-submit"
        >
          {saving ? t('wizard.saving') : entry ? t('incomeForm.saveChanges') : t('incomeForm.add')}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary w-full sm:w-auto" onClick={onCancel}>
            {t('incomeForm.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
