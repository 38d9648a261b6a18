import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { OneTap } from './OneTap';

/**
 * The home costs and money steps around their questions: the intro, the one-tap answer, the
 * error line, Back and Continue. Texts come from `homeCosts.<texts>` (intro, none, noneHint);
 * test ids start with `testId` (`home-costs-none`, ...).
 */
export function AnswersFrame({
  testId,
  texts,
  onNone,
  step,
  errors,
  onBack,
  onContinue,
  children,
}: {
  testId: string;
  texts: 'home' | 'money';
  onNone: () => void;
  step: { saving: boolean; error: string | null };
  errors: object;
  onBack: () => void;
  onContinue: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid={testId}>
      <p className="text-lg text-gray-900">{t(`homeCosts.${texts}.intro`)}</p>
      <OneTap
        label={t(`homeCosts.${texts}.none`)}
        hint={t(`homeCosts.${texts}.noneHint`)}
        onTap={onNone}
        busy={step.saving}
        testId={`${testId}-none`}
      />
      {children}
      <InlineAlert testId={`${testId}-error`}>
        {Object.keys(errors).length > 0 ? t('homeCosts.fixErrors') : step.error}
      </InlineAlert>
      <StepActions>
        <BackButton onClick={onBack} testId={`${testId}-back`} />
        <ContinueButton
          onClick={onContinue}
          busy={step.saving}
          disabled={step.saving}
          testId={`${testId}-continue`}
        />
      </StepActions>
    </section>
  );
}
