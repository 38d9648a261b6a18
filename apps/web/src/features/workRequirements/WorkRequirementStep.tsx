import { wizardStepNumber, workVerificationChoiceSchema } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../components/form';
import { updateApplication } from '../../wizard/applicationApi';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { YesNo } from '../../wizard/YesNo';

/** Step 3 (SPEC 2, 4, 5): does the applicant need work verification? Saved when chosen. */
export default function WorkRequirementStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { application, applicationId, furthest, trackSave, goTo } = useWizardApplication();
  const firstRef = useRef<HTMLInputElement>(null);
  // The draft starts with false, which is not an answer yet: it counts once the applicant has
  // gone past this step (or said yes).
  const answeredBefore =
    application.needsWorkVerification ||
    wizardStepNumber(furthest) > wizardStepNumber('work-requirements');
  const [choice, setChoice] = useState<boolean | null>(
    answeredBefore ? application.needsWorkVerification : null,
  );
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const savedValue = useRef<boolean | null>(
    answeredBefore ? application.needsWorkVerification : null,
  );
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const latest = useRef<boolean | null>(choice);

  const save = () => {
    queue.current = queue.current.then(async () => {
      const value = latest.current;
      if (value === null || value === savedValue.current) return true;
      try {
        await trackSave(
          updateApplication(queryClient, applicationId, { needsWorkVerification: value }),
        );
        savedValue.current = value;
        setSaveError(null);
        return true;
      } catch {
        setSaveError(t('workStep.saveFailed'));
        return false;
      }
    });
    return queue.current;
  };

  const onContinue = async () => {
    if (continuing) return;
    const check = workVerificationChoiceSchema.safeParse({ needsWorkVerification: choice });
    if (!check.success) {
      setChoiceError(fieldMessage(t, check.error.issues[0]?.message) ?? null);
      firstRef.current?.focus();
      return;
    }
    setContinuing(true);
    const ok = await save();
    setContinuing(false);
    if (ok) goTo('process-overview');
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
        onChange={(value) => {
          setChoice(value);
          setChoiceError(null);
          latest.current = value;
          void save();
        }}
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
