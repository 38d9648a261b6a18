import {
  type BenefitId,
  citizenshipStatuses,
  type HouseholdMember,
  householdRelationships,
  householdSexes,
} from '@benefits/domain';
import {
  type ChangeEvent,
  Fragment,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, RadioCards, SelectField, TextField } from '../../components/form';
import { NextError } from '../../wizard/ItemPanel';
import { FillFromId } from './FillFromId';
import type { IdCardReader } from './idReading';
import { checkMember, type MemberDraft, type MemberErrors } from './memberForm';
import { asksBuysFood, type MemberField, type MemberGroups, memberGroups } from './members';

/** Radio cards with a line under them saying why the question is asked. */
function ChoiceWithHint<T extends string>({
  hint,
  ...cards
}: Parameters<typeof RadioCards<T>>[0] & { hint: string }) {
  return (
    <div>
      <RadioCards {...cards} />
      <p className="mt-1 text-sm text-gray-700">{hint}</p>
    </div>
  );
}

/** A yes/no box the applicant ticks (unticked: no). */
function Tick({
  id,
  label,
  checked,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-6 w-6 shrink-0 accent-brand-600"
        data-testid={testId}
      />
      <label htmlFor={id} className="flex min-h-11 items-center font-semibold text-gray-900">
        {label}
      </label>
    </div>
  );
}

/**
 * One person's answers in short parts, one on screen at a time (by default name and birth;
 * health and school; food, programs and status; the applicant who lives alone is asked one
 * question a screen, decision 0401). Each part is checked with the domain's schema before the
 * next; the last saves the person.
 */
export function MemberForm({
  initial,
  title,
  today,
  benefits,
  saving,
  onSave,
  onCancel,
  groups = memberGroups,
  saveLabel,
  readIdCard,
}: {
  initial: MemberDraft;
  title: string;
  today: string;
  /** The programs of the application, which each person may apply for. */
  benefits: readonly BenefitId[];
  saving: boolean;
  onSave: (member: HouseholdMember) => void;
  onCancel: () => void;
  /** The questions of each part, in order. */
  groups?: MemberGroups;
  saveLabel?: string;
  /** The applicant's own form: her date of birth can be read from her ID (decision 0780). */
  readIdCard?: IdCardReader;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [group, setGroup] = useState(0);
  const [errors, setErrors] = useState<MemberErrors>({});
  /** The date of birth as her ID gave it: while unchanged, she is asked to check it. */
  const [fromId, setFromId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const applicant = draft.relationship === 'self';
  const fields = groups[group] ?? [];
  const last = group === groups.length - 1;

  useEffect(() => {
    void group;
    headingRef.current?.focus();
  }, [group]);

  const set = <K extends keyof MemberDraft>(field: K, value: MemberDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const message = (field: MemberField) => fieldMessage(t, errors[field]);
  const fieldId = (field: string) => `${id}-${field}`;

  const next = () => {
    const check = checkMember(draft, today, last ? undefined : fields);
    setErrors(check.errors);
    const first = [...fields, ...groups.flat()].find((field) => check.errors[field]);
    if (first) {
      const at = groups.findIndex((part) => part.includes(first));
      if (at >= 0 && at !== group) setGroup(at);
      else document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!last) setGroup(group + 1);
    else if (check.member) onSave(check.member);
  };

  // The first problem in the order the questions are asked, said at once.
  const firstError = fields.map((field) => errors[field]).find(Boolean);
  const relationshipOptions = householdRelationships.filter((r) => r !== 'self');
  /** A one-answer question with its hint: sex, or citizenship and status. */
  const choice = <F extends 'sex' | 'citizenship'>(
    field: F,
    values: readonly Exclude<MemberDraft[F], ''>[],
    labelOf: (value: Exclude<MemberDraft[F], ''>) => string,
  ) => (
    <ChoiceWithHint
      id={fieldId(field)}
      name={field}
      legend={t(`household.person.${field}`)}
      hint={t(`household.person.${field}Hint`)}
      options={values.map((value) => ({
        value,
        label: labelOf(value),
      }))}
      value={draft[field] || null}
      onChange={(value) => set(field, value as MemberDraft[F])}
      error={message(field)}
      columns={1}
    />
  );
  /** A typed answer (a name or a date) and its input. */
  const typed = (field: 'firstName' | 'lastName' | 'dateOfBirth' | 'dueDate') => ({
    id: fieldId(field),
    label: t(`household.person.${field}`),
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    error: message(field),
  });
  /** A yes-or-no answer ticked in a box. */
  const ticked = (field: 'pregnant' | 'disabled' | 'student') => ({
    id: fieldId(field),
    label: t(`household.person.${field}`),
    checked: draft[field],
    onChange: (on: boolean) => set(field, on),
  });
  const question: Partial<Record<MemberField, ReactNode>> = {
    firstName: <TextField {...typed('firstName')} autoComplete="off" />,
    lastName: <TextField {...typed('lastName')} autoComplete="off" />,
    dateOfBirth: (
      <TextField
        {...typed('dateOfBirth')}
        type="date"
        hint={
          fromId !== null && draft.dateOfBirth === fromId
            ? t('household.idFill.checkIt')
            : t('household.person.dateOfBirthHint')
        }
        max={today}
        // The applicant's own birthday can come from the phone's autofill; others' cannot.
        autoComplete={applicant ? 'bday' : 'off'}
      />
    ),
    relationship: applicant ? null : (
      <SelectField
        id={fieldId('relationship')}
        label={t('household.person.relationship')}
        error={message('relationship')}
        value={draft.relationship}
        options={relationshipOptions.map((relationship) => ({
          value: relationship,
          label: t(`household.members.relationships.${relationship}`),
        }))}
        placeholder={t('household.person.chooseRelationship')}
        onValue={(relationship) => set('relationship', relationship)}
      />
    ),
    sex: choice('sex', householdSexes, (sex) => t(`household.person.sexes.${sex}`)),
    pregnant: draft.sex === 'male' ? null : <Tick {...ticked('pregnant')} />,
    dueDate:
      draft.sex !== 'male' && draft.pregnant ? (
        <TextField {...typed('dueDate')} type="date" min={today} />
      ) : null,
    disabled: <Tick {...ticked('disabled')} />,
    student: <Tick {...ticked('student')} />,
    buysFoodTogether: asksBuysFood(
      { relationship: draft.relationship || 'other', dateOfBirth: draft.dateOfBirth || null },
      today,
    ) ? (
      <ChoiceWithHint
        id={fieldId('buysFoodTogether')}
        name="buysFood"
        legend={t('household.person.buysFood')}
        hint={t('household.person.buysFoodHint')}
        options={[
          { value: 'yes', label: t('wizard.yes') },
          { value: 'no', label: t('wizard.no') },
        ]}
        value={draft.buysFoodTogether === null ? null : draft.buysFoodTogether ? 'yes' : 'no'}
        onChange={(answer) => set('buysFoodTogether', answer === 'yes')}
        error={message('buysFoodTogether')}
      />
    ) : null,
    programs: (
      <fieldset>
        <legend className="field-label">{t('household.person.programs')}</legend>
        <p className="mb-1 text-sm text-gray-700">{t('household.person.programsHint')}</p>
        {benefits.map((benefit) => (
          <Tick
            key={benefit}
            id={fieldId(`program-${benefit}`)}
            label={t(`benefits.${benefit}.name`)}
            checked={draft.programs.includes(benefit)}
            onChange={(on) =>
              set(
                'programs',
                on
                  ? benefits.filter((b) => b === benefit || draft.programs.includes(b))
                  : draft.programs.filter((b) => b !== benefit),
              )
            }
          />
        ))}
      </fieldset>
    ),
    citizenship: choice('citizenship', citizenshipStatuses, (status) =>
      t(`household.person.statuses.${status}`),
    ),
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border-2 border-brand-600 p-4"
      data-testid="member-form"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold break-words text-gray-900"
      >
        {title}
      </h2>
      <p className="mt-1 text-gray-700" data-testid="member-form-part">
        {t('household.person.part', { current: group + 1, total: groups.length })}
      </p>
      <div className="mt-4 grid gap-4">
        {readIdCard && applicant && fields.includes('dateOfBirth') ? (
          <FillFromId
            read={readIdCard}
            onRead={(identity) => {
              if (!identity.dateOfBirth) return;
              set('dateOfBirth', identity.dateOfBirth);
              setFromId(identity.dateOfBirth);
            }}
          />
        ) : null}
        {fields.map((field) => (
          <Fragment key={field}>{question[field]}</Fragment>
        ))}
      </div>
      <NextError
        message={firstError ? fieldMessage(t, firstError) : null}
        testId="member-form-error"
        spacing="mt-3"
      />
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => (group === 0 ? onCancel() : setGroup(group - 1))}
          data-testid="member-back"
        >
          {group === 0 ? t('household.person.cancel') : t('household.person.back')}
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={next}
          disabled={saving}
          data-testid="member-next"
        >
          {last ? (saveLabel ?? t('household.person.save')) : t('household.person.next')}
        </button>
      </div>
    </section>
  );
}
