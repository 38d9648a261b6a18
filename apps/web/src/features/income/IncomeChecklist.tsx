import type { IncomeCategory, IncomeEntry } from '@benefits/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { CheckboxField } from '../../components/form';
import { NextError } from '../../wizard/ItemPanel';
import { categoryFromSearch } from '../../wizard/navigation';
import { BackButton, ContinueButton, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import {
  type ChecklistChoices,
  checklistProblem,
  readChoices,
  storeChoices,
  tickedKinds,
  toggleKind,
  toggleNone,
} from './checklistChoices';
import { IncomeChecklistIntro } from './IncomeChecklistIntro';
import { IncomeKindSection } from './IncomeKindSection';
import { kindHint, kindName } from './labels';

/**
 * The income step as one screen (issue 18, decision 0340): a checklist of the kinds of income in plain
 * words; each ticked kind opens right below into its entries and the form to add one.
 */
export function IncomeChecklist({
  categories,
  entries,
}: {
  categories: readonly IncomeCategory[];
  entries: IncomeEntry[];
}) {
  const { t } = useTranslation();
  const { applicationId, goTo } = useWizardApplication();
  const search = useSearch();
  const id = useId();
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const sectionHeadings = useRef(new Map<number, HTMLHeadingElement>());
  const [choices, setChoices] = useState<ChecklistChoices>(() => readChoices(applicationId));
  const [dirtyKinds, setDirtyKinds] = useState<number[]>([]);
  const [nextError, setNextError] = useState<string | null>(null);
  const order = categories.map((category) => category.id);
  const ticked = tickedKinds(choices, entries, order);
  const hasEntries = entries.length > 0;
  const none = choices.none && !hasEntries;

  const change = (next: ChecklistChoices) => {
    setChoices(next);
    storeChoices(applicationId, next);
    setNextError(null);
  };

  // The income summary step's Edit names a kind (?category=N, its place in the list): its entries get focus.
  const target = categoryFromSearch(search);
  const targetId = target ? order[target - 1] : undefined;
  useEffect(() => {
    if (targetId === undefined) return;
    const timer = window.setTimeout(() => {
      const heading = sectionHeadings.current.get(targetId);
      heading?.focus();
      heading?.scrollIntoView?.({ block: 'start' });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [targetId]);

  const onDirtyChange = useCallback((categoryId: number, dirty: boolean) => {
    setDirtyKinds((current) => {
      const rest = current.filter((kind) => kind !== categoryId);
      return dirty ? [...rest, categoryId] : rest;
    });
  }, []);

  const focusKindForm = (categoryId: number) => {
    document
      .querySelector<HTMLElement>(
        `[data-testid="income-kind-section"][data-category-id="${categoryId}"] form input`,
      )
      ?.focus();
  };

  const next = () => {
    const problem = checklistProblem({ ticked, none, entries, dirtyKinds });
    if (!problem) {
      goTo('income-summary-pre');
      return;
    }
    if (problem.kind === 'nothingPicked') {
      setNextError(t('incomeStep.pickRequired'));
      firstBoxRef.current?.focus();
    } else if (problem.kind === 'unsaved') {
      setNextError(t('incomeStep.unsavedChecklist'));
      focusKindForm(problem.categoryId);
    } else {
      const kinds = problem.categoryIds.map((kind) => kindName(t, kind)).join(', ');
      setNextError(t('incomeStep.kindsMissing', { kinds }));
      focusKindForm(problem.categoryIds[0] as number);
    }
  };

  return (
    <section
      className="card wizard-enter"
      aria-labelledby={`${id}-title`}
      data-testid="income-checklist"
    >
      <IncomeChecklistIntro titleId={`${id}-title`} />

      <fieldset className="mt-4" data-testid="income-kinds">
        <legend className="text-lg font-semibold text-gray-900">
          {t('incomeStep.checklistLegend')}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {categories.map((category, index) => {
            const locked = entries.some((entry) => entry.categoryId === category.id);
            const hint = kindHint(t, category.id);
            return (
              <CheckboxField
                key={category.id}
                id={`${id}-kind-${category.id}`}
                ref={index === 0 ? firstBoxRef : undefined}
                label={kindName(t, category.id)}
                hint={locked ? `${hint} ${t('incomeStep.kindLocked')}` : hint}
                checked={ticked.includes(category.id)}
                disabled={locked}
                data-testid={`income-kind-${category.id}`}
                onChange={(event) => change(toggleKind(choices, category.id, event.target.checked))}
              />
            );
          })}
        </div>
        <div className="mt-3 border-gray-300 border-t pt-3">
          <CheckboxField
            id={`${id}-none`}
            label={t('incomeStep.none')}
            hint={hasEntries ? t('incomeStep.noneLocked') : t('incomeStep.noneHint')}
            checked={none}
            disabled={hasEntries}
            data-testid="income-kind-none"
            onChange={(event) => change(toggleNone(event.target.checked))}
          />
        </div>
      </fieldset>

      {categories
        .filter((category) => ticked.includes(category.id))
        .map((category) => (
          <IncomeKindSection
            key={category.id}
            category={category}
            entries={entries.filter((entry) => entry.categoryId === category.id)}
            headingRef={(element) => {
              if (element) sectionHeadings.current.set(category.id, element);
              else sectionHeadings.current.delete(category.id);
            }}
            onDirtyChange={onDirtyChange}
          />
        ))}

      <NextError message={nextError} testId="income-next-error" />
      <StepActions>
        <BackButton onClick={() => goTo('process-overview')} testId="income-previous" />
        <ContinueButton
          onClick={next}
          testId="income-next"
          label={t('incomeStep.continueToSummary')}
        />
      </StepActions>
    </section>
  );
}
