import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../components/form';
import { newPerson, otherRelationships, type PersonAnswer } from './answers';
import { SelectField } from './SelectField';
import { choices, fieldId, type StepProps } from './stepProps';

const ADD_ID = 'screener-add-person';

/** Question 2: the applicant and the people who live and eat with them. */
export function HouseholdStep({ answers, onChange, message }: StepProps) {
  const { t } = useTranslation();
  const people = answers.people;

  const setPerson = (index: number, person: PersonAnswer) =>
    onChange({ ...answers, people: people.map((p, i) => (i === index ? person : p)) });

  const add = () => {
    onChange({ ...answers, people: [...people, newPerson('child')] });
    // The new person's first question takes focus once it is on the page.
    requestAnimationFrame(() =>
      document.getElementById(fieldId(`members.${people.length}.relationship`))?.focus(),
    );
  };

  const remove = (index: number) => {
    onChange({ ...answers, people: people.filter((_, i) => i !== index) });
    requestAnimationFrame(() => document.getElementById(ADD_ID)?.focus());
  };

  return (
    <div className="grid gap-5">
      <p className="text-gray-800">{t('screener.steps.household.intro')}</p>
      <ol className="grid gap-4">
        {people.map((person, index) => {
          const key = `members.${index}`;
          const legend =
            index === 0
              ? t('screener.steps.household.you')
              : t('screener.steps.household.person', { n: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: people have no id; the list order is theirs.
            <li key={index} className="card">
              <fieldset className="grid gap-4" data-testid={`screener-person-${index}`}>
                <legend className="text-lg font-bold text-gray-900">{legend}</legend>
                {index === 0 ? null : (
                  <SelectField
                    id={fieldId(`${key}.relationship`)}
                    label={t('screener.steps.household.relationship')}
                    options={choices(t, 'relationships', otherRelationships)}
                    value={person.relationship}
                    onValue={(relationship) => setPerson(index, { ...person, relationship })}
                    error={message(`${key}.relationship`)}
                  />
                )}
                <TextField
                  id={fieldId(`${key}.age`)}
                  label={
                    index === 0
                      ? t('screener.steps.household.yourAge')
                      : t('screener.steps.household.age')
                  }
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={3}
                  value={person.age}
                  onChange={(event) =>
                    setPerson(index, { ...person, age: event.target.value.replace(/\D/g, '') })
                  }
                  error={message(`${key}.age`)}
                  wrapperClassName="max-w-40"
                />
                <CheckboxField
                  id={fieldId(`${key}.pregnant`)}
                  label={t('screener.steps.household.pregnant')}
                  hint={t('screener.steps.household.pregnantHint')}
                  checked={person.pregnant}
                  onChange={(event) =>
                    setPerson(index, { ...person, pregnant: event.target.checked })
                  }
                />
                {index === 0 ? null : (
                  <div>
                    <button type="button" className="btn-quiet" onClick={() => remove(index)}>
                      {t('screener.steps.household.remove', { n: index + 1 })}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {message('members') ? (
        <p className="field-error" id={fieldId('members')}>
          {message('members')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button id={ADD_ID} type="button" className="btn-secondary" onClick={add}>
          {t('screener.steps.household.add')}
        </button>
        <p role="status" className="text-gray-800">
          {t('screener.steps.household.count', { count: people.length })}
        </p>
      </div>
    </div>
  );
}
