import type { WizardStep } from '@benefits/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight } from '../components/icons';
import { useWizard } from './WizardContext';

export { ArrowLeft, ArrowRight };

/** The row of Back / Continue buttons under a step: Continue last, so it is on the right. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}

interface StepButtonProps {
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
  label?: string;
}

/** A step's Back button (the label defaults to 'Back'). */
export function BackButton({ onClick, disabled, testId, label }: StepButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn-secondary w-full sm:w-auto"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      <ArrowLeft />
      {label ?? t('wizard.back')}
    </button>
  );
}

/**
 * A step's Continue button. `blocked` keeps it focusable and announced as unavailable (the
 * step says why on a press); `busy` shows 'Saving...' while the step saves.
 */
export function ContinueButton({
  blocked,
  busy = false,
  label,
  ...button
}: StepButtonProps & { blocked?: boolean; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn-primary w-full sm:w-auto"
      onClick={button.onClick}
      disabled={button.disabled}
      aria-disabled={blocked || undefined}
      data-testid={button.testId}
    >
      {busy ? t('wizard.saving') : (label ?? t('wizard.continue'))}
      <ArrowRight />
    </button>
  );
}

/**
 * A Continue button that goes to `step` and names it ('Continue to Verify Your Income'), so
 * the words cannot point at one step while the button goes to another (issue 18).
 */
export function ContinueToButton({
  step,
  disabled,
  testId,
}: {
  step: WizardStep;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { goTo } = useWizard();
  return (
    <ContinueButton
      onClick={() => goTo(step)}
      disabled={disabled}
      testId={testId}
      label={t('wizard.continueTo', { title: t(`wizard.steps.${step}.title`) })}
    />
  );
}

/** A problem the applicant must know about, said at once by screen readers. */
export function InlineAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="alert" data-testid={testId}>
      {children ? (
        <div className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {children}
        </div>
      ) : null}
    </div>
  );
}
