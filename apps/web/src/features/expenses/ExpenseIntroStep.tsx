import { useTranslation } from 'react-i18next';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { StepQuestion } from '../../wizard/StepQuestion';
import { useApplicationAnswer } from '../../wizard/useYesNoAnswer';
import { useWizardApplication } from '../../wizard/WizardContext';
import { useExpenses } from './expensesApi';
import { introTarget } from './introTarget';

/**
 * The expenses introduction step (SPEC 2): does the applicant have business expenses? The answer is saved on the
 * application as it is chosen (hasBusinessExpenses) and shown again on coming back.
 */
export default function ExpenseIntroStep() {
  const { t } = useTranslation();
  const { application, applicationId, goTo } = useWizardApplication();
  const expenses = useExpenses(applicationId);
  const answer = useApplicationAnswer(
    'hasBusinessExpenses',
    application.hasBusinessExpenses ?? null,
    t('expenses.intro.saveFailed'),
  );
  const { choice, saveError, continuing, continueTo } = answer;

  const target = introTarget(choice);
  const onContinue = () =>
    continueTo(target === null ? t('expenses.intro.answerRequired') : null, () => {
      if (target) goTo(target);
    });

  const saved = expenses.data?.length ?? 0;
  const label =
    choice === null
      ? t('expenses.intro.continue')
      : choice
        ? t('expenses.intro.continueToExpenses')
        : t('expenses.intro.skipToSummary');

  return (
    <section className="card" data-testid="expense-intro">
      <StepQuestion
        answer={answer}
        name="hasBusinessExpenses"
        texts="expenses.intro"
        testId="expense-intro-question"
      />
      {choice === false && saved > 0 ? (
        <p
          className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-gray-900"
          data-testid="expense-intro-existing"
        >
          {t('expenses.intro.existing', { count: saved })}
        </p>
      ) : null}
      <InlineAlert testId="expense-intro-save-error">{saveError}</InlineAlert>
      <StepActions>
        <BackButton onClick={() => goTo('income-verification')} testId="expense-intro-back" />
        <ContinueButton
          onClick={() => void onContinue()}
          blocked={choice === null || continuing}
          testId="expense-intro-continue"
          label={continuing ? t('wizard.saving') : label}
        />
      </StepActions>
    </section>
  );
}
