import { wizardStepNumber, workVerificationChoiceSchema } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../components/form';
import { updateApplication } from '../../wizard/applicationApi';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useYesNoAnswer } from '../../wizard/useYesNoAnswer';
import { useWizardApplication } from '../../wizard/WizardContext';
import { YesNo } from '../../wizard/YesNo';

/** Step 3 (SPEC 2, 4, 5): does the applicant need work verification? Saved when chosen. */
export default function WorkRequirementStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { application, applicationId, furthest, trackSave, goTo } = useWizardApplication();
  // The draft starts with false, which is not an answer yet: it counts once the applicant has
  // gone past this step (or said yes).
  const answeredBefore =
    application.needsWorkVerification ||
    wizardStepNumber(furthest) > wizardStepNumber('work-requirements');
  const { choice, choose, choiceError, saveError, continuing, firstRef, continueTo } =
    useYesNoAnswer({
      initial: answeredBefore ? application.needsWorkVerification : null,
      send: (value) =>
        trackSave(updateApplication(queryClient, applicationId, { needsWorkVerification: value })),
      failedText: t('workStep.saveFailed'),
    });

  const onContinue = () => {
    const check = workVerificationChoiceSchema.safeParse({ needsWorkVerification: choice });
    return continueTo(
      check.success ? null : (fieldMessage(t, check.error.issues[0]?.message) ?? null),
      () => goTo('process-overview'),
    );
  };

  return (
    <section className="card" data-testid="work-step">
      <YesNo
        name="needsWorkVerification"
        legend={t('workStep.question')}
        hint={t('workStep.hint')}
        yesLabel={t('workStep.yes')}
        noLabel={t('workStep.no')}
        value={choice}
        error={choiceError}
        firstRef={firstRef}
        legendClassName="text-xl font-bold text-gray-900"
        onChange={choose}
      />
      <InlineAlert testId="work-save-error">{saveError}</InlineAlert>
      <StepActions>
        <BackButton onClick={() => goTo('benefits-selection')} />
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
