import { type Expense, type IncomeEntry, incomeSourcesForExpenses } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Figure } from '../../components/Figure';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { formatDollars } from '../../i18n/money';
import { updateApplication } from '../../wizard/applicationApi';
import { NextError, useItemPanel } from '../../wizard/ItemPanel';
import { WIZARD_HISTORY_STATE, wizardPath } from '../../wizard/navigation';
import { BackButton, ContinueButton, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { categoryName, useIncomeEntries } from '../income';
import { ExpenseForm } from './ExpenseForm';
import { ExpenseList } from './ExpenseList';
import { useExpenses } from './expensesApi';
import {
  readStoredSource,
  resolveSourcePosition,
  type SourceMove,
  sourceFromSearch,
  sourceMoves,
  storeSource,
  withSourceParam,
} from './sourcePosition';
import { expensesOfSource, expenseTaxYear, sourceTotals } from './sourceTotals';

/** The expenses step (SPEC 2, 4): the expenses of each qualifying income source, one source at a time. */
export default function ExpenseCategoriesStep() {
  const { t } = useTranslation();
  const { applicationId, application, goTo } = useWizardApplication();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  const entries = useIncomeEntries(applicationId);
  const expenses = useExpenses(applicationId);
  const taxYear = useMemo(() => expenseTaxYear(), []);
  const sources = useMemo(() => incomeSourcesForExpenses(entries.data ?? []), [entries.data]);
  const count = sources.length;
  const loaded = entries.isSuccess && expenses.isSuccess;
  const fromAddress = sourceFromSearch(search);
  const position = resolveSourcePosition({
    fromAddress,
    // This browser's last place, else the one saved on the application (another device).
    stored:
      readStoredSource(applicationId) ??
      (application.currentExpenseSourceIndex != null
        ? application.currentExpenseSourceIndex + 1
        : null),
    count,
  });
  const moved = useRef(false);

  const showSource = useCallback(
    (target: number) =>
      navigate(withSourceParam(wizardPath('expense-categories', { applicationId }), target), {
        replace: true,
        state: WIZARD_HISTORY_STATE,
      }),
    [navigate, applicationId],
  );

  // The place is kept in the address (reload), in this browser (next visit) and on the
  // application (another device). Saving it is a convenience: a failure changes nothing the
  // applicant entered.
  const savedIndex = application.currentExpenseSourceIndex;
  const isDraft = application.status === 'draft';
  useEffect(() => {
    if (!loaded || position === 0) return;
    storeSource(applicationId, position);
    if (fromAddress !== position) showSource(position);
    if (savedIndex !== position - 1 && isDraft) {
      updateApplication(queryClient, applicationId, {
        currentExpenseSourceIndex: position - 1,
      }).catch(() => undefined);
    }
  }, [loaded, applicationId, position, fromAddress, showSource, savedIndex, isDraft, queryClient]);

  const move = (target: SourceMove) => {
    if ('step' in target) {
      goTo(target.step);
      return;
    }
    moved.current = true;
    showSource(target.position);
  };

  if (entries.isPending || expenses.isPending) {
    return <PageLoading label={t('expenses.step.loading')} />;
  }
  if (entries.isError || expenses.isError) {
    return (
      <LoadError
        retry={() => {
          if (entries.isError) void entries.refetch();
          if (expenses.isError) void expenses.refetch();
        }}
        retryLabel={t('expenses.step.tryAgain')}
        look="card"
        testId="expense-load-error"
      >
        {t('expenses.step.loadFailed')}
      </LoadError>
    );
  }

  if (count === 0) {
    // SPEC 2: 'No Expenses Needed - None of your income sources allow for business expense
    // deductions.'
    return (
      <section className="card" data-testid="expense-none" aria-labelledby="expense-none-title">
        <h2 id="expense-none-title" className="text-xl font-bold text-gray-900">
          {t('expenses.step.noneTitle')}
        </h2>
        <p className="mt-2 text-lg text-gray-900">{t('expenses.step.noneText')}</p>
        <p className="mt-2 text-gray-700">{t('expenses.step.noneHint')}</p>
        <StepActions>
          <BackButton onClick={() => goTo('expense-workflow-intro')} testId="expense-previous" />
          <ContinueButton
            onClick={() => goTo('home-costs')}
            testId="expense-next"
            label={t('expenses.step.continueToSummary')}
          />
        </StepActions>
      </section>
    );
  }

  const source = sources[position - 1]!;
  const moves = sourceMoves(position, count);
  return (
    <SourcePanel
      key={source.id}
      source={source}
      position={position}
      count={count}
      expenses={expensesOfSource(expenses.data, source.id)}
      taxYear={taxYear}
      focusOnArrival={moved.current}
      isFirst={moves.isFirst}
      isLast={moves.isLast}
      onPrevious={() => move(moves.previous)}
      onNext={() => move(moves.next)}
    />
  );
}

function SourcePanel({
  source,
  position,
  count,
  expenses,
  taxYear,
  focusOnArrival,
  isFirst,
  isLast,
  onPrevious,
  onNext,
}: {
  source: IncomeEntry;
  position: number;
  count: number;
  expenses: Expense[];
  taxYear: number;
  focusOnArrival: boolean;
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState<Expense | null>(null);
  const [addDirty, setAddDirty] = useState(false);
  const [editDirty, setEditDirty] = useState(false);
  const [nextError, setNextError] = useState<string | null>(null);
  const totals = sourceTotals(source, expenses, taxYear);

  const { headingRef, listHeadingRef, focusListNext } = useItemPanel({
    focusOnArrival,
    pageTitle: (stepTitle) =>
      t('expenses.step.pageTitle', {
        step: stepTitle,
        source: source.source,
        current: position,
        total: count,
      }),
  });

  const onAddDirty = useCallback((value: boolean) => setAddDirty(value), []);
  const onEditDirty = useCallback((value: boolean) => setEditDirty(value), []);

  const next = () => {
    if (editing && editDirty) {
      setNextError(t('expenses.step.editing'));
      return;
    }
    if (!editing && addDirty) {
      setNextError(t('expenses.step.unsaved'));
      return;
    }
    onNext();
  };

  const stopEditing = () => {
    setEditing(null);
    setEditDirty(false);
    setNextError(null);
    focusListNext();
  };

  return (
    <section
      className="card"
      aria-labelledby={`${id}-title`}
      data-testid="expense-source"
      data-source-id={source.id}
    >
      <p
        className="text-sm font-semibold text-gray-800 sm:text-base"
        data-testid="expense-source-count"
      >
        {t('expenses.step.sourceOf', { current: position, total: count })}
      </p>
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-xl font-bold break-words text-gray-900"
        data-testid="expense-source-name"
      >
        {source.source}
      </h2>
      <p className="mt-1 text-gray-800">
        {categoryName(t, source.categoryId, source.category.name)}
      </p>

      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Figure
          label={t('expenses.step.monthlyIncome')}
          value={formatDollars(totals.monthlyAmount)}
          testId="expense-source-income"
        />
        <Figure
          label={t('expenses.step.monthlyExpenses')}
          value={formatDollars(totals.totalExpenses)}
          testId="expense-source-total"
          highlight
        />
        <Figure
          label={t('expenses.step.netIncome')}
          value={formatDollars(totals.netIncome)}
          testId="expense-source-net"
        />
      </dl>
      <p className="mt-4 text-gray-800">{t('expenses.step.intro')}</p>

      <ExpenseList
        expenses={totals.expenses}
        headingRef={listHeadingRef}
        editingId={editing?.id ?? null}
        taxYear={taxYear}
        onEdit={(expense) => {
          setEditing(expense);
          setEditDirty(false);
          setNextError(null);
        }}
        onDeleted={() => {
          if (editing) setEditing(null);
          focusListNext();
        }}
        renderEdit={(expense) => (
          <ExpenseForm
            key={`edit-${expense.id}`}
            source={source}
            expense={expense}
            taxYear={taxYear}
            headingLevel={4}
            focusOnOpen
            onDirtyChange={onEditDirty}
            onCancel={stopEditing}
            onSaved={stopEditing}
          />
        )}
      />

      {/* Kept (hidden) while an expense is changed, so nothing typed here is lost. */}
      <div hidden={editing !== null}>
        <ExpenseForm
          source={source}
          taxYear={taxYear}
          onDirtyChange={onAddDirty}
          onSaved={() => {
            setAddDirty(false);
            setNextError(null);
            focusListNext();
          }}
        />
      </div>

      <NextError message={nextError} testId="expense-next-error" />

      <StepActions>
        <BackButton
          onClick={onPrevious}
          testId="expense-previous"
          label={isFirst ? t('wizard.back') : t('expenses.step.previousSource')}
        />
        <ContinueButton
          onClick={next}
          testId="expense-next"
          label={isLast ? t('expenses.step.continueToSummary') : t('expenses.step.nextSource')}
        />
      </StepActions>
    </section>
  );
}
