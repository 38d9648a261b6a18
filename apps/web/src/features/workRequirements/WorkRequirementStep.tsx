import { wizardStepNumber, workVerificationChoiceSchema } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../components/form';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { StepQuestion } from '../../wizard/StepQuestion';
import { useApplicationAnswer } from '../../wizard/useYesNoAnswer';
import { useWizardApplication } from '../../wizard/WizardContext';

/** The eligibility questions step (SPEC 2, 4, 5): does the applicant need work verification? Saved when chosen. */
export default function WorkRequirementStep() {
  const { t } = useTranslation();
  const { application, furthest, goTo } = useWizardApplication();
  // The draft starts with false, which is not an answer yet: it counts once the applicant has
  // gone past this step (or said yes).
  const answeredBefore =
    application.needsWorkVerification ||
    wizardStepNumber(furthest) > wizardStepNumber('work-requirements');
  const answer = useApplicationAnswer(
    'needsWorkVerification',
    answeredBefore ? application.needsWorkVerification : null,
    t('workStep.saveFailed'),
  );
  const { choice, saveError, continuing, continueTo } = answer;

  const onContinue = () => {
    const check = workVerificationChoiceSchema.safeParse({ needsWorkVerification: choice });
    return continueTo(
      check.success ? null : (fieldMessage(t, check.error.issues[0]?.message) ?? null),
      () => goTo('process-overview'),
    );
  };

  return (
    <section className="card" data-testid="work-step">
      <StepQuestion answer={answer} name="needsWorkVerification" texts="workStep" />
      <InlineAlert testId="work-save-error">{saveError}</InlineAlert>
      <StepActions>
        <BackButton onClick={() => goTo('home-address')} />
        <ContinueButton
          onClick={() => void onContinue()}
          blocked={choice === null || continuing}
          testId="work-continue"
          busy={continuing}
        />
      </StepActions>
    </section>
  );
}
