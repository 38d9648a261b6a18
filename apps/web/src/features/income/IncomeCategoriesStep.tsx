import type { IncomeCategory, IncomeEntry } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { ProgressBar } from '../../components/ProgressBar';
import { updateApplication } from '../../wizard/applicationApi';
import { NextError, useItemPanel } from '../../wizard/ItemPanel';
import { categoryFromSearch } from '../../wizard/navigation';
import { ArrowLeft, ArrowRight, BackButton, StepActions } from '../../wizard/StepActions';
import { readStoredCategory, storeCategory } from '../../wizard/storage';
import { useWizardApplication } from '../../wizard/WizardContext';
import { YesNo } from '../../wizard/YesNo';
import { categoryProgressPercent, resolveCategoryPosition } from './categoryPosition';
import { IncomeEntryForm } from './IncomeEntryForm';
import { IncomeEntryList } from './IncomeEntryList';
import { useIncomeCategories, useIncomeEntries } from './incomeApi';
import { categoryDescription, categoryName } from './labels';

/** Step 6 (SPEC 2, 4): the income categories, one at a time. */
export default function IncomeCategoriesStep() {
  const { t } = useTranslation();
  const { applicationId, application, goTo, replaceLocation } = useWizardApplication();
  const queryClient = useQueryClient();
  const search = useSearch();
  const categories = useIncomeCategories();
  const entries = useIncomeEntries(applicationId);
  const list = categories.data ?? [];
  const count = list.length;
  const position = resolveCategoryPosition({
    fromAddress: categoryFromSearch(search),
    // This browser's last place, else the one saved on the application (another device).
    stored:
      readStoredCategory(applicationId) ??
      (application.currentCategoryIndex != null ? application.currentCategoryIndex + 1 : null),
    count,
  });
  const moved = useRef(false);

  // The place is kept in the address (reload), in storage (next visit) and on the
  // application (SPEC 3 currentCategoryIndex: another device). Saving it is a convenience:
  // a failure changes nothing the applicant entered.
  const savedIndex = application.currentCategoryIndex;
  useEffect(() => {
    if (position === 0) return;
    storeCategory(applicationId, position);
    if (categoryFromSearch(search) !== position) replaceLocation({ category: position });
    if (savedIndex !== position - 1 && application.status === 'draft') {
      updateApplication(queryClient, applicationId, { currentCategoryIndex: position - 1 }).catch(
        () => undefined,
      );
    }
  }, [
    applicationId,
    position,
    search,
    replaceLocation,
    savedIndex,
    application.status,
    queryClient,
  ]);

  const show = (target: number) => {
    moved.current = true;
    replaceLocation({ category: target });
  };

  if (count === 0 && !categories.isPlaceholderData && categories.isSuccess) {
    return (
      <section className="card" data-testid="income-no-categories">
        <h2 className="text-xl font-bold text-gray-900">{t('incomeStep.noCategoriesTitle')}</h2>
        <p className="mt-2 text-gray-800">{t('incomeStep.noCategoriesText')}</p>
        <StepActions>
          <button type="button" className="btn-secondary" onClick={() => goTo('process-overview')}>
            <ArrowLeft />
            {t('wizard.back')}
          </button>
          <button type="button" className="btn-primary" onClick={() => goTo('income-summary-pre')}>
            {t('wizard.continue')}
            <ArrowRight />
          </button>
        </StepActions>
      </section>
    );
  }
  if (entries.isPending) return <PageLoading label={t('incomeStep.loading')} />;
  if (entries.isError) {
    return (
      <LoadError retry={entries.refetch} retryLabel={t('dashboard.tryAgain')} look="card">
        {t('incomeStep.loadFailed')}
      </LoadError>
    );
  }

  const category = list[position - 1]!;
  return (
    <CategoryPanel
      key={category.id}
      category={category}
      position={position}
      count={count}
      entries={entries.data.filter((entry) => entry.categoryId === category.id)}
      focusOnArrival={moved.current}
      onPrevious={() => (position > 1 ? show(position - 1) : goTo('process-overview'))}
      onNext={() => (position < count ? show(position + 1) : goTo('income-summary-pre'))}
    />
  );
}

function CategoryPanel({
  category,
  position,
  count,
  entries,
  focusOnArrival,
  onPrevious,
  onNext,
}: {
  category: IncomeCategory;
  position: number;
  count: number;
  entries: IncomeEntry[];
  focusOnArrival: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const firstAnswerRef = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [editing, setEditing] = useState<IncomeEntry | null>(null);
  const [dirty, setDirty] = useState(false);
  const [nextError, setNextError] = useState<string | null>(null);
  const name = categoryName(t, category.id, category.name);
  const hasEntries = entries.length > 0;
  const first = position === 1;
  const last = position === count;
  const percent = categoryProgressPercent(position, count);
  const nextBlocked = answer === true && !hasEntries;

  const { headingRef, listHeadingRef, focusListNext } = useItemPanel({
    focusOnArrival,
    pageTitle: (stepTitle) =>
      t('incomeStep.pageTitle', {
        step: stepTitle,
        category: name,
        current: position,
        total: count,
      }),
  });

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  /** Leaves the change of an entry (saved or not) and goes back to the list. */
  const closeEdit = () => {
    setEditing(null);
    setDirty(false);
    focusListNext();
  };

  const next = () => {
    if (nextBlocked) return;
    if (answer === null && !hasEntries && !editing) {
      setNextError(t('incomeStep.answerRequired'));
      firstAnswerRef.current?.focus();
      return;
    }
    if ((answer === true || editing) && dirty) {
      setNextError(t('incomeStep.unsaved'));
      return;
    }
    onNext();
  };

  const questionKey = hasEntries ? 'incomeStep.moreQuestion' : 'incomeStep.question';
  const nextHintId = `${id}-next-hint`;

  return (
    <section
      className="card wizard-enter"
      aria-labelledby={`${id}-title`}
      data-testid="income-category"
      data-category-id={category.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-gray-800 sm:text-base">
        <p data-testid="income-category-count">
          {t('incomeStep.stepOf', { current: position, total: count })}
        </p>
        <p id={`${id}-percent`} data-testid="income-category-percent">
          {t('incomeStep.percent', { percent })}
        </p>
      </div>
      <ProgressBar percent={percent} labelledBy={`${id}-percent`} size="small" />

      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-bold text-gray-900"
      >
        {name}
      </h2>
      <p className="mt-1 text-gray-800">
        {categoryDescription(t, category.id, category.description)}
      </p>

      {hasEntries ? (
        <IncomeEntryList
          entries={entries}
          headingRef={listHeadingRef}
          editingId={editing?.id ?? null}
          onEdit={(entry) => {
            setEditing(entry);
            setAnswer(null);
            setNextError(null);
          }}
          onDeleted={() => {
            setEditing(null);
            headingRef.current?.focus();
          }}
        />
      ) : null}

      {editing ? (
        <IncomeEntryForm
          key={`edit-${editing.id}`}
          category={category}
          entry={editing}
          otherEntries={entries}
          onDirtyChange={onDirtyChange}
          onCancel={closeEdit}
          onSaved={closeEdit}
        />
      ) : (
        <div className="mt-5">
          <YesNo
            name={`${id}-has-income`}
            legend={t(questionKey, { category: name })}
            value={answer}
            firstRef={firstAnswerRef}
            testId="income-question"
            onChange={(value) => {
              // SPEC 4: No resets the form; Yes reveals it.
              setAnswer(value);
              setNextError(null);
              if (!value) setDirty(false);
            }}
          />
          {answer === true ? (
            <IncomeEntryForm
              key={`add-${entries.length}`}
              category={category}
              otherEntries={entries}
              onDirtyChange={onDirtyChange}
              onSaved={() => {
                // SPEC 2: the question now asks about more income of this category.
                setAnswer(null);
                setDirty(false);
                focusListNext();
              }}
            />
          ) : null}
        </div>
      )}

      <NextError message={nextError} testId="income-next-error" />
      {nextBlocked ? (
        <p id={nextHintId} className="mt-4 text-gray-800">
          {t('incomeStep.nextBlocked')}
        </p>
      ) : null}

      <StepActions>
        <BackButton
          onClick={onPrevious}
          testId="income-previous"
          label={first ? t('wizard.back') : t('incomeStep.previousCategory')}
        />
        <button
          type="button"
          className="btn-primary w-full sm:w-auto"
          onClick={next}
          disabled={nextBlocked}
          aria-describedby={nextBlocked ? nextHintId : undefined}
          data-testid="income-next"
        >
          {last ? t('incomeStep.continueToSummary') : t('incomeStep.nextCategory')}
          <ArrowRight />
        </button>
      </StepActions>
    </section>
  );
}
