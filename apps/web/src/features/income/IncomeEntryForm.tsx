import {
  amountLanguage,
  amountToCents,
  formatTypedAmount,
  type IncomeCategory,
  type IncomeEntry,
  isWorkIncomeCategory,
  parseTypedAmount,
  type UnlikelyAmount,
  unlikelyAmount,
} from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FrequencyField } from '../../components/FrequencyField';
import {
  CheckboxField,
  fieldTexts,
  RadioCardsField,
  TextAreaField,
  TextField,
  TypedMoneyField,
} from '../../components/form';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { EntryFormFrame, FormButton, useEntryForm, useEntrySave } from '../../wizard/EntryForm';
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
import { UnlikelyAmountQuestion } from './UnlikelyAmountQuestion';

const workTypes: readonly WorkType[] = ['w2', 'other'];

const fieldOrder: IncomeFormField[] = [
  'memberId',
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
  otherEntries = [],
}: {
  category: IncomeCategory;
  /** The entry being edited; a new entry when missing. */
  entry?: IncomeEntry;
  onSaved: (entry: IncomeEntry) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The other entries of this kind, to tell an amount far above them (issue 18). */
  otherEntries?: readonly IncomeEntry[];
}) {
  const { t, i18n } = useTranslation();
  const language = amountLanguage(i18n.language);
  const [unsure, setUnsure] = useState<{
    values: IncomeFormValues;
    cents: number;
    reason: UnlikelyAmount;
  } | null>(null);
  const queryClient = useQueryClient();
  const { application, applicationId, trackSave } = useWizardApplication();
  const id = useId();
  const options = {
    categoryId: category.id,
    needsWorkVerification: application.needsWorkVerification,
  };
  const fields = incomeFormFields(options);
  // Issue 18: with more than one person at home, each income names whose it is (default: the
  // applicant, members[0]).
  const members = application.household?.members ?? [];
  const asksMember = members.length > 1;
  const applicantId = asksMember ? (members[0]?.id ?? '') : '';
  const { saving, saveError, run, retryWith } = useEntrySave();

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setFocus,
    reset,
    watch,
    showServerErrors,
    formState: { errors },
    message,
  } = useEntryForm<IncomeFormValues>(
    (values) => validateIncomeForm(values, options, language),
    entry
      ? incomeFormFromEntry(entry, language, applicantId)
      : emptyIncomeForm(category.id, applicantId),
    onDirtyChange,
  );
  const field = fieldTexts(t, id, message);
  const dontKnow = watch('dontKnowAmount');
  // A question about an amount no longer holds once any answer changes.
  useEffect(() => {
    const watching = watch(() => setUnsure(null));
    return () => watching.unsubscribe();
  }, [watch]);

  const save = (values: IncomeFormValues) =>
    run(
      async () => {
        const input = {
          ...toIncomeFormInput(values, options, language),
          ...(asksMember ? { memberId: values.memberId || null } : {}),
        };
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
          reset(emptyIncomeForm(category.id, applicantId));
        }
        onSaved(saved);
      },
      (error) => {
        console.error(
          'Income entry save failed',
          error instanceof ApiError ? error.status : 'network',
        );
        const first = showServerErrors(error, formFieldOf);
        if (first) {
          setFocus(first);
          return null;
        }
        // SPEC 8: 'Error' / 'Failed to save income entry. Please try again.'
        toast({
          title: t('errors.title'),
          description: t('incomeStep.saveFailed'),
          variant: 'destructive',
        });
        return { offline: t('incomeStep.offline'), kept: t('incomeStep.saveFailedKept') };
      },
    );

  /** Saves, unless the amount is unlikely for its frequency: then it asks first. */
  const checkThenSave = (values: IncomeFormValues) => {
    const read = values.dontKnowAmount ? null : parseTypedAmount(values.amount, language);
    const others = otherEntries
      .filter((other) => other.id !== entry?.id && !other.dontKnowAmount)
      .map((other) => ({ cents: amountToCents(other.amount), frequency: other.frequency }));
    const reason = read?.ok
      ? unlikelyAmount({ cents: read.cents, frequency: values.frequency }, others)
      : null;
    if (read?.ok && reason) {
      setUnsure({ values, cents: read.cents, reason });
      return;
    }
    return save(values);
  };

  const submit = handleSubmit(checkThenSave, (invalid) => {
    const first = fieldOrder.find((name) => invalid[name]);
    if (first === 'frequency' || first === 'workType' || first === 'memberId') {
      document.getElementById(`${id}-${first}-0`)?.focus();
    } else if (first) {
      setFocus(first);
    }
  });
  retryWith(submit);

  const amount = register('amount');
  const dontKnowField = register('dontKnowAmount');

  return (
    <EntryFormFrame
      titleId={`${id}-title`}
      heading={
        <h3 id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {entry
            ? t('incomeForm.editTitle', { source: entry.source })
            : t('incomeForm.addTitle', { category: t(`incomeCategories.${category.id}.name`) })}
        </h3>
      }
      onSubmit={submit}
      testId="income-form"
      saving={saving}
      saveError={saveError}
      saveErrorTestId="income-save-error"
      submitLabel={
        saving ? t('wizard.saving') : entry ? t('incomeForm.saveChanges') : t('incomeForm.add')
      }
      submitTestId="income-submit"
      secondary={
        onCancel ? <FormButton onClick={onCancel}>{t('incomeForm.cancel')}</FormButton> : null
      }
    >
      {asksMember ? (
        <RadioCardsField
          control={control}
          id={id}
          name="memberId"
          legend={t(
            isWorkIncomeCategory(category.id) ? 'incomeForm.memberPay' : 'incomeForm.memberMoney',
          )}
          values={members.map((member) => member.id)}
          labelOf={(memberId) => {
            const member = members.find((person) => person.id === memberId);
            return member ? `${member.firstName} ${member.lastName}` : memberId;
          }}
          testId="income-member"
          columns={1}
        />
      ) : null}
      <TextField
        {...field('source', 'incomeForm.source', 'incomeForm.sourceHint')}
        autoComplete="off"
        {...register('source')}
      />
      <div className="grid gap-3">
        <TypedMoneyField
          {...field('amount', 'incomeForm.amount', 'incomeForm.amountHint')}
          {...(dontKnow ? { error: undefined, disabled: true } : {})}
          {...amount}
        />
        {unsure ? (
          <UnlikelyAmountQuestion
            id={`${id}-unlikely`}
            amount={`$${formatTypedAmount(unsure.cents, language)}`}
            frequency={unsure.values.frequency}
            reason={unsure.reason}
            onYes={() => {
              setUnsure(null);
              void save(unsure.values);
            }}
            onChange={() => {
              setUnsure(null);
              setFocus('amount');
            }}
          />
        ) : null}
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

      <FrequencyField
        control={control}
        id={id}
        texts="incomeForm"
        error={errors.frequency ? message('frequency') : undefined}
      />

      {fields.workType ? (
        <RadioCardsField
          control={control}
          id={id}
          name="workType"
          legend={t('incomeForm.workType')}
          values={workTypes}
          labelOf={(kind) => t(`incomeForm.workTypes.${kind}`)}
          testId="income-work-type"
          columns={1}
        />
      ) : null}

      {fields.hours ? (
        <TextField
          {...field('hoursPerWeek', 'incomeForm.hours', 'incomeForm.hoursHint')}
          type="number"
          inputMode="decimal"
          step="0.5"
          min="0"
          max="168"
          {...register('hoursPerWeek')}
        />
      ) : null}

      <TextAreaField {...field('comment', 'incomeForm.comment')} {...register('comment')} />
    </EntryFormFrame>
  );
}
