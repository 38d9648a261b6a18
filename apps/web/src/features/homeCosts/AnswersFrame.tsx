import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { OneTap } from './OneTap';

/**
 * The home costs and money steps around their questions: the intro, the one-tap answer, the
 * error line, Back and Continue. Test ids start with `testId` (`home-costs-none`, ...).
 */
export function AnswersFrame({
  testId,
  intro,
  none,
  step,
  hasErrors,
  onBack,
  onContinue,
  children,
}: {
  testId: string;
  intro: string;
  none: { label: string; hint: string; onTap: () => void };
  step: { saving: boolean; error: string | null };
  hasErrors: boolean;
  onBack: () => void;
  onContinue: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid={testId}>
      <p className="text-lg text-gray-900">{intro}</p>
      <OneTap {...none} busy={step.saving} testId={`${testId}-none`} />
      {children}
      <InlineAlert testId={`${testId}-error`}>
        {hasErrors ? t('homeCosts.fixErrors') : step.error}
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
