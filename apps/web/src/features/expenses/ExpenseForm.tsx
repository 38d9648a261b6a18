import {
  type Expense,
  type ExpenseType,
  expenseFrequencies,
  expenseTypesForCategory,
  formatDollars,
  type IncomeEntry,
  mileageRateForYear,
  mileageTypes,
} from '@benefits/domain';
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
import {
  type ExpenseFormField,
  type ExpenseFormValues,
  emptyExpenseForm,
  expenseFormFromExpense,
  firstInvalidField,
  formFieldOf,
  liveMileage,
  MILEAGE_EXPENSE_TYPE,
  mileageAllowed,
  toCreateExpenseBody,
  toUpdateExpenseBody,
  validateExpenseForm,
} from './expenseForm';
import { addExpense, updateExpense } from './expensesApi';

/**
 * SPEC 5 expense form (+ DESIGN mileage) for one income source: add an expense, or change one
 * in place. A failed save keeps everything typed and says so (SPEC 8 toasts).
 */
export function ExpenseForm({
  source,
  expense,
  taxYear,
  onSaved,
  onCancel,
  onDirtyChange,
  headingLevel = 3,
  focusOnOpen = false,
}: {
  source: IncomeEntry;
  /** The expense being changed; a new one when missing. */
  expense?: Expense;
  taxYear: number;
  onSaved: (expense: Expense) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  headingLevel?: 3 | 4;
  focusOnOpen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const categoryId = source.categoryId;
  const types = expenseTypesForCategory(categoryId);
  const canDrive = mileageAllowed(categoryId);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  /** How many fields the last try found to fix (said once, not at every key press). */
  const [toFix, setToFix] = useState(0);

  const resolver = resolverFrom((values: ExpenseFormValues) =>
    validateExpenseForm(values, categoryId),
  );

  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    setFocus,
    reset,
    watch,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<ExpenseFormValues>({
    resolver,
    defaultValues: expense ? expenseFormFromExpense(expense) : emptyExpenseForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  const driving = watch('isMileageExpense');
  const chosenType = watch('expenseType');
  const miles = watch('milesPerWeek');
  const live = liveMileage({ isMileageExpense: driving, milesPerWeek: miles }, taxYear);
  const rate = mileageRateForYear(taxYear);
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const focusField = (field: ExpenseFormField) => {
    if (field === 'frequency') document.getElementById(`${id}-frequency-0`)?.focus();
    else setFocus(field);
  };

  const save = async (values: ExpenseFormValues) => {
    if (saving) return;
    const checked = validateExpenseForm(values, categoryId);
    if (!checked.ok) return;
    setToFix(0);
    setSaving(true);
    setSaveError(null);
    setWaitingForNetwork(false);
    try {
      const saved = await trackSave(
        expense
          ? updateExpense(queryClient, applicationId, expense.id, toUpdateExpenseBody(checked.data))
          : addExpense(queryClient, applicationId, toCreateExpenseBody(checked.data, source.id)),
      );
      if (expense) {
        toast({ title: t('expenses.toast.updatedTitle'), description: saved.description });
      } else {
        // SPEC 8: 'Expense Added Successfully'.
        toast({
          title: t('expenses.toast.addedTitle'),
          description: t('expenses.toast.addedText', { description: saved.description }),
        });
        reset(emptyExpenseForm());
      }
      onSaved(saved);
    } catch (error) {
      console.error('Expense save failed', error instanceof ApiError ? error.status : 'network');
      // SPEC 8: 'Error Adding Expense' / 'Please check your information and try again.'
      toast({
        title: expense ? t('expenses.toast.updateFailedTitle') : t('expenses.toast.addFailedTitle'),
        description: t('expenses.toast.addFailedText'),
        variant: 'destructive',
      });
      const fieldErrors = serverFieldErrors(error, formFieldOf);
      for (const { field, message } of fieldErrors) setError(field, { type: 'server', message });
      if (fieldErrors[0]) {
        focusField(fieldErrors[0].field);
        return;
      }
      if (error instanceof NetworkError && globalThis.navigator?.onLine === false) {
        // Certainly never reached the server: send it again once the phone is back online.
        setWaitingForNetwork(true);
        setSaveError(t('expenses.form.offline'));
      } else if (error instanceof ApiError && error.status < 500 && error.userMessage) {
        setSaveError(`${error.userMessage} ${t('expenses.form.saveFailedKept')}`);
      } else {
        setSaveError(t('expenses.form.saveFailedKept'));
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = handleSubmit(save, (invalid) => {
    setToFix(Object.keys(invalid).length);
    const first = firstInvalidField(invalid);
    if (first) focusField(first);
  });
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    if (!waitingForNetwork) return;
    const retry = () => void submitRef.current();
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [waitingForNetwork]);

  const message = (name: ExpenseFormField) => fieldMessage(t, errors[name]?.message);
  // The count of the last try, lowered as fields are fixed; gone once none is left.
  const stillToFix = Math.min(toFix, Object.keys(errors).length);
  const driveField = register('isMileageExpense');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const typeHintId = `${id}-expenseType-hint`;
  const typeHint = chosenType ? t(`expenses.typeHints.${chosenType}`) : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 grid gap-5 rounded-xl border-2 border-brand-600 bg-white p-4 sm:p-5"
      aria-labelledby={`${id}-title`}
      data-testid={expense ? 'expense-edit-form' : 'expense-form'}
    >
      <Heading
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold break-words text-gray-900"
      >
        {expense
          ? t('expenses.form.editTitle', { description: expense.description })
          : t('expenses.form.addTitle', { source: source.source })}
      </Heading>

      {canDrive ? (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-isMileageExpense`}
            type="checkbox"
            className="mt-2.5 h-6 w-6 shrink-0 accent-brand-600"
            aria-describedby={`${id}-isMileageExpense-hint`}
            data-testid="expense-drive"
            {...driveField}
            onChange={(event) => {
              const on = event.target.checked;
              // The fields of the other kind leave the screen, and so do their messages.
              clearErrors(on ? ['expenseType', 'amount', 'frequency'] : ['milesPerWeek']);
              // A trip log needs a few words too: offer one the applicant can change.
              if (on && getValues('description').trim() === '') {
                setValue('description', t('expenses.mileage.defaultDescription'), {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                });
              }
              return driveField.onChange(event);
            }}
          />
          <div>
            <label
              htmlFor={`${id}-isMileageExpense`}
              className="flex min-h-11 items-center font-semibold text-gray-900"
            >
              {t('expenses.form.drive')}
            </label>
            <p id={`${id}-isMileageExpense-hint`} className="text-sm text-gray-700">
              {t('expenses.form.driveHint')}
            </p>
            {errors.isMileageExpense ? (
              <FieldError id={`${id}-isMileageExpense-error`}>
                {message('isMileageExpense')!}
              </FieldError>
            ) : null}
          </div>
        </div>
      ) : null}

      {driving ? (
        <p className="font-semibold text-gray-900" data-testid="expense-type-fixed">
          {t('expenses.form.typeFixed', { type: t(`expenses.types.${MILEAGE_EXPENSE_TYPE}`) })}
        </p>
      ) : (
        <div>
          <label htmlFor={`${id}-expenseType`} className="field-label">
            {t('expenses.form.expenseType')}
          </label>
          <select
            id={`${id}-expenseType`}
            className="field-input"
            aria-invalid={errors.expenseType ? true : undefined}
            aria-describedby={
              [typeHint ? typeHintId : null, errors.expenseType ? `${id}-expenseType-error` : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            data-testid="expense-type"
            {...register('expenseType')}
          >
            <option value="">{t('expenses.form.chooseType')}</option>
            {types.map((type: ExpenseType) => (
              <option key={type} value={type}>
                {t(`expenses.types.${type}`)}
              </option>
            ))}
          </select>
          {typeHint ? (
            <p id={typeHintId} className="mt-1 text-sm text-gray-700">
              {typeHint}
            </p>
          ) : null}
          {errors.expenseType ? (
            <FieldError id={`${id}-expenseType-error`}>{message('expenseType')!}</FieldError>
          ) : null}
        </div>
      )}

      <TextField
        id={`${id}-description`}
        label={t('expenses.form.description')}
        hint={t('expenses.form.descriptionHint')}
        error={message('description')}
        autoComplete="off"
        maxLength={200}
        data-testid="expense-description"
        {...register('description')}
      />

      {driving ? (
        <>
          <TextField
            id={`${id}-milesPerWeek`}
            label={t('expenses.mileage.milesPerWeek')}
            hint={t('expenses.mileage.milesHint')}
            error={message('milesPerWeek')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="10080"
            data-testid="expense-miles"
            {...register('milesPerWeek')}
          />
          <div>
            <label htmlFor={`${id}-mileageType`} className="field-label">
              {t('expenses.mileage.type')}
            </label>
            <select
              id={`${id}-mileageType`}
              className="field-input"
              data-testid="expense-mileage-type"
              {...register('mileageType')}
            >
              {mileageTypes.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`expenses.mileage.types.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div
            className="rounded-lg border-2 border-gray-300 bg-gray-50 p-4"
            data-testid="expense-mileage-rate"
          >
            <p className="font-semibold text-gray-900">
              {t('expenses.mileage.rate', {
                year: rate.taxYear,
                cents: numbers.format(rate.centsPerMile),
              })}
            </p>
            <p className="text-sm break-words text-gray-700">
              {t('expenses.mileage.rateSource', { source: rate.source })}
            </p>
            {rate.isFallback ? (
              <p className="mt-1 text-sm text-gray-800">
                {t('expenses.mileage.rateFallback', {
                  requested: rate.requestedYear,
                  year: rate.taxYear,
                })}
              </p>
            ) : null}
            <div
              role="status"
              aria-live="polite"
              aria-atomic="true"
              className="mt-3 border-t border-gray-300 pt-3"
              data-testid="expense-mileage-deduction"
            >
              <p className="text-gray-800">{t('expenses.mileage.deduction')}</p>
              {live?.entered ? (
                <>
                  <p className="text-2xl font-bold text-gray-900" data-testid="expense-deduction">
                    {t('expenses.mileage.deductionValue', {
                      amount: formatDollars(live.monthlyDeduction),
                    })}
                  </p>
                  <p className="text-sm text-gray-700">
                    {t('expenses.mileage.deductionMath', {
                      miles: numbers.format(live.milesPerWeek),
                      cents: numbers.format(live.centsPerMile),
                    })}
                  </p>
                </>
              ) : (
                <p className="text-gray-700">{t('expenses.mileage.deductionEmpty')}</p>
              )}
            </div>
          </div>
        </>
      ) : (
        <>
          <TextField
            id={`${id}-amount`}
            label={t('expenses.form.amount')}
            hint={t('expenses.form.amountHint')}
            error={message('amount')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            data-testid="expense-amount"
            {...register('amount')}
          />
          <Controller
            control={control}
            name="frequency"
            render={({ field }) => (
              <RadioCards
                id={id}
                name="frequency"
                legend={t('expenses.form.frequency')}
                options={expenseFrequencies.map((frequency) => ({
                  value: frequency,
                  label: t(`expenses.form.frequencies.${frequency}`),
                }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.frequency ? message('frequency') : undefined}
                testId="expense-frequency"
              />
            )}
          />
        </>
      )}

      <div>
        <label htmlFor={`${id}-notes`} className="field-label">
          {t('expenses.form.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={1000}
          className="field-input"
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
          data-testid="expense-notes"
          {...register('notes')}
        />
        {errors.notes ? (
          <FieldError id={`${id}-notes-error`}>{message('notes')!}</FieldError>
        ) : null}
      </div>

      <CheckboxField
        id={`${id}-hasReceipt`}
        label={t('expenses.form.hasReceipt')}
        hint={t('expenses.form.hasReceiptHint')}
        data-testid="expense-receipt"
        {...register('hasReceipt')}
      />

      {/* Said at once by screen readers; focus is on the first field to fix. */}
      <div role="alert" data-testid="expense-form-errors">
        {stillToFix > 0 ? (
          <p className="field-error text-base">
            {t('expenses.form.errorSummary', { count: stillToFix })}
          </p>
        ) : null}
      </div>
      <InlineAlert testId="expense-save-error">{saveError}</InlineAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          aria-disabled={saving || undefined}
          data-testid={expense ? 'expense-save' : 'expense-add'}
        >
          {saving
            ? t('expenses.form.saving')
            : expense
              ? t('expenses.form.saveChanges')
              : t('expenses.form.add')}
        </button>
        {onCancel ? (
          <button
            type="button"
            className="btn-secondary w-full sm:w-auto"
            onClick={onCancel}
            data-testid="expense-cancel"
          >
            {t('expenses.form.cancel')}
          </button>
        ) : isDirty ? (
          <button
            type="button"
            className="btn-secondary w-full sm:w-auto"
            onClick={() => {
              reset(emptyExpenseForm());
              setSaveError(null);
              setToFix(0);
              headingRef.current?.focus();
            }}
            data-testid="expense-clear"
          >
            {t('expenses.form.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
