import {
  amountLanguage,
  type Expense,
  type ExpenseType,
  expenseTypesForCategory,
  type IncomeEntry,
} from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FrequencyField } from '../../components/FrequencyField';
import {
  CheckboxField,
  FieldError,
  fieldTexts,
  TextAreaField,
  TextField,
  TypedMoneyField,
} from '../../components/form';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { EntryFormFrame, FormButton, useEntryForm, useEntrySave } from '../../wizard/EntryForm';
import { useWizardApplication } from '../../wizard/WizardContext';
import {
  type ExpenseFormField,
  type ExpenseFormValues,
  emptyExpenseForm,
  expenseFormFromExpense,
  firstInvalidField,
  formFieldOf,
  MILEAGE_EXPENSE_TYPE,
  mileageAllowed,
  toCreateExpenseBody,
  toUpdateExpenseBody,
  validateExpenseForm,
} from './expenseForm';
import { addExpense, updateExpense } from './expensesApi';
import { MileageFields } from './MileageFields';

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
  const language = amountLanguage(i18n.language);
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const categoryId = source.categoryId;
  const types = expenseTypesForCategory(categoryId);
  const canDrive = mileageAllowed(categoryId);
  const { saving, saveError, setSaveError, run, retryWith } = useEntrySave();
  /** How many fields the last try found to fix (said once, not at every key press). */
  const [toFix, setToFix] = useState(0);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    clearErrors,
    setFocus,
    reset,
    watch,
    showServerErrors,
    formState: { errors, isDirty, isSubmitted },
    message,
  } = useEntryForm<ExpenseFormValues>(
    (values) => validateExpenseForm(values, categoryId, language),
    expense ? expenseFormFromExpense(expense, language) : emptyExpenseForm(),
    onDirtyChange,
  );
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  const driving = watch('isMileageExpense');
  const chosenType = watch('expenseType');
  const miles = watch('milesPerWeek');

  const focusField = (field: ExpenseFormField) => {
    if (field === 'frequency') document.getElementById(`${id}-frequency-0`)?.focus();
    else setFocus(field);
  };

  const save = async (values: ExpenseFormValues) => {
    if (saving) return;
    const checked = validateExpenseForm(values, categoryId, language);
    if (!checked.ok) return;
    setToFix(0);
    await run(
      async () => {
        const saved = await trackSave(
          expense
            ? updateExpense(
                queryClient,
                applicationId,
                expense.id,
                toUpdateExpenseBody(checked.data),
              )
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
      },
      (error) => {
        console.error('Expense save failed', error instanceof ApiError ? error.status : 'network');
        // SPEC 8: 'Error Adding Expense' / 'Please check your information and try again.'
        toast({
          title: expense
            ? t('expenses.toast.updateFailedTitle')
            : t('expenses.toast.addFailedTitle'),
          description: t('expenses.toast.addFailedText'),
          variant: 'destructive',
        });
        const first = showServerErrors(error, formFieldOf);
        if (first) {
          focusField(first);
          return null;
        }
        const kept = t('expenses.form.saveFailedKept');
        return {
          offline: t('expenses.form.offline'),
          kept:
            error instanceof ApiError && error.status < 500 && error.userMessage
              ? `${error.userMessage} ${kept}`
              : kept,
        };
      },
    );
  };

  const submit = handleSubmit(save, (invalid) => {
    setToFix(Object.keys(invalid).length);
    const first = firstInvalidField(invalid);
    if (first) focusField(first);
  });
  retryWith(submit);

  // The count of the last try, lowered as fields are fixed; gone once none is left.
  const stillToFix = Math.min(toFix, Object.keys(errors).length);
  const driveField = register('isMileageExpense');
  const field = fieldTexts(t, id, message);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const typeHintId = `${id}-expenseType-hint`;
  const typeHint = chosenType ? t(`expenses.typeHints.${chosenType}`) : undefined;

  return (
    <EntryFormFrame
      titleId={`${id}-title`}
      heading={
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
      }
      onSubmit={submit}
      testId={expense ? 'expense-edit-form' : 'expense-form'}
      saving={saving}
      saveError={saveError}
      saveErrorTestId="expense-save-error"
      submitLabel={
        saving
          ? t('expenses.form.saving')
          : expense
            ? t('expenses.form.saveChanges')
            : t('expenses.form.add')
      }
      submitTestId={expense ? 'expense-save' : 'expense-add'}
      secondary={
        onCancel ? (
          <FormButton onClick={onCancel} testId="expense-cancel">
            {t('expenses.form.cancel')}
          </FormButton>
        ) : isDirty ? (
          <FormButton
            onClick={() => {
              reset(emptyExpenseForm());
              setSaveError(null);
              setToFix(0);
              headingRef.current?.focus();
            }}
            testId="expense-clear"
          >
            {t('expenses.form.clear')}
          </FormButton>
        ) : null
      }
    >
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
        {...field('description', 'expenses.form.description', 'expenses.form.descriptionHint')}
        autoComplete="off"
        maxLength={200}
        data-testid="expense-description"
        {...register('description')}
      />

      {driving ? (
        <MileageFields
          id={id}
          taxYear={taxYear}
          milesPerWeek={miles}
          error={message('milesPerWeek')}
          milesField={register('milesPerWeek')}
          typeField={register('mileageType')}
        />
      ) : (
        <>
          <TypedMoneyField
            {...field('amount', 'expenses.form.amount', 'expenses.form.amountHint')}
            data-testid="expense-amount"
            {...register('amount')}
          />
          <FrequencyField
            control={control}
            id={id}
            texts="expenses.form"
            error={errors.frequency ? message('frequency') : undefined}
            testId="expense-frequency"
          />
        </>
      )}

      <TextAreaField
        id={`${id}-notes`}
        label={t('expenses.form.notes')}
        error={message('notes')}
        maxLength={1000}
        data-testid="expense-notes"
        {...register('notes')}
      />

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
    </EntryFormFrame>
  );
}
