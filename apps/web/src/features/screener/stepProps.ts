import type { TFunction } from 'i18next';
import { fieldMessage } from '../../components/form';
import type { Answers, FieldErrors, PersonAnswer } from './answers';

/** What every question step gets from the screener page. */
export interface StepProps {
  answers: Answers;
  onChange: (answers: Answers) => void;
  /** The message to show under a field, in the applicant's language. */
  message: (field: string) => string | undefined;
}

/** The element id of a field ('members.1.age' -> 'screener-members-1-age'). */
export function fieldId(field: string): string {
  return `screener-${field.replaceAll('.', '-')}`;
}

export function messageOf(t: TFunction, errors: FieldErrors) {
  return (field: string) => fieldMessage(t, errors[field]);
}

/** "You", or "Child, age 8" (or "Person 3" until the age is given). */
export function personName(t: TFunction, person: PersonAnswer, index: number): string {
  if (index === 0) return t('screener.people.you');
  if (person.age.trim() === '') return t('screener.steps.household.person', { n: index + 1 });
  return t('screener.people.other', {
    relationship: t(`screener.relationships.${person.relationship}`),
    age: person.age.trim(),
  });
}

type ChoiceGroup = 'relationships' | 'kinds' | 'frequencies' | 'utilities' | 'housing';

/** A list of answers as choices, each with its plain words from the screener's texts. */
export function choices<T extends string>(t: TFunction, group: ChoiceGroup, values: readonly T[]) {
  const say = t as unknown as (key: string) => string;
  return values.map((value) => ({ value, label: say(`screener.${group}.${value}`) }));
}
