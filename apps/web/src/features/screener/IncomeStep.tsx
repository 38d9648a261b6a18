import { estimateFrequencies, estimateIncomeKinds } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../components/form';
import { type IncomeAnswer, newIncome } from './answers';
import { SelectField } from './SelectField';
import { choices, fieldId, personName, type StepProps } from './stepProps';

/** Question 3: each person's money coming in (kind, amount, how often). */
export function IncomeStep({ answers, onChange, message }: StepProps) {
  const { t } = useTranslation();

  const setIncomes = (person: number, incomes: IncomeAnswer[]) =>
    onChange({
      ...answers,
      people: answers.people.map((p, i) => (i === person ? { ...p, incomes } : p)),
    });

  return (
    <div className="grid gap-5">
      <p className="text-gray-800">{t('screener.steps.income.intro')}</p>
      {answers.people.map((person, p) => {
        const who = personName(t, person, p);
        const addId = `screener-add-income-${p}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: people have no id; the list order is theirs.
          <section key={p} aria-labelledby={`screener-income-person-${p}`} className="card">
            <h2 id={`screener-income-person-${p}`} className="text-lg font-bold text-gray-900">
              {who}
            </h2>
            {person.incomes.length === 0 ? (
              <p className="mt-2 text-gray-700">{t('screener.steps.income.none')}</p>
            ) : (
              <ol className="mt-3 grid gap-4">
                {person.incomes.map((income, i) => {
                  const key = `people.${p}.incomes.${i}`;
                  const field = (name: keyof IncomeAnswer) => ({
                    id: fieldId(`${key}.${name}`),
                    label: t(`screener.steps.income.${name}`),
                    error: message(`${key}.${name}`),
                  });
                  const set = (changed: Partial<IncomeAnswer>) =>
                    setIncomes(
                      p,
                      person.incomes.map((item, j) => (j === i ? { ...item, ...changed } : item)),
                    );
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: incomes have no id either.
                    <li key={i}>
                      <fieldset className="grid gap-3 border-s-4 border-brand-100 ps-3 sm:grid-cols-3">
                        <legend className="mb-2 font-semibold text-gray-900">
                          {t('screener.steps.income.entry', { n: i + 1 })}
                        </legend>
                        <SelectField
                          {...field('kind')}
                          options={choices(t, 'kinds', estimateIncomeKinds)}
                          value={income.kind}
                          onValue={(kind) => set({ kind })}
                        />
                        <MoneyField
                          {...field('amount')}
                          value={income.amount}
                          onChange={(event) => set({ amount: event.target.value })}
                        />
                        <SelectField
                          {...field('frequency')}
                          options={choices(t, 'frequencies', estimateFrequencies)}
                          value={income.frequency}
                          onValue={(frequency) => set({ frequency })}
                        />
                        <div className="sm:col-span-3">
                          <button
                            type="button"
                            className="btn-quiet"
                            onClick={() => {
                              setIncomes(
                                p,
                                person.incomes.filter((_, j) => j !== i),
                              );
                              requestAnimationFrame(() => document.getElementById(addId)?.focus());
                            }}
                          >
                            {t('screener.steps.income.remove')}
                          </button>
                        </div>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
            )}
            <button
              id={addId}
              type="button"
              className="btn-secondary mt-3"
              onClick={() => {
                setIncomes(p, [...person.incomes, newIncome()]);
                const next = fieldId(`people.${p}.incomes.${person.incomes.length}.kind`);
                requestAnimationFrame(() => document.getElementById(next)?.focus());
              }}
            >
              {t('screener.steps.income.add', { who })}
            </button>
          </section>
        );
      })}
    </div>
  );
}
