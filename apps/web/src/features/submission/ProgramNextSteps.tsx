import {
  type Application,
  nextStepsAfterSubmission,
  type ProgramNextSteps as Steps,
} from '@benefits/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/CardSection';

/** The four sentences for one program: interview, decision, papers, changes. */
function programLines(t: TFunction, steps: Steps): string[] {
  const { kind, ...figures } = steps.decision;
  return [
    t(`review.done.programs.interview.${steps.interview}`),
    t(`review.done.programs.decision.${kind}`, figures),
    steps.documentDays === null
      ? t('review.done.programs.documents.letter')
      : t('review.done.programs.documents.days', { days: steps.documentDays }),
    t(`review.done.programs.changes.${steps.changes}`),
  ];
}

/**
 * Issue 18 item 5: what happens next for each program asked for, under the rules of the day
 * the application was sent (packages/domain's after-submission table), with SNAP's 7 days when
 * the application was flagged for expedited service at submission.
 */
export function ProgramNextSteps({
  application,
}: {
  application: Pick<Application, 'selectedBenefits' | 'submittedAt' | 'expeditedSnap'>;
}) {
  const { t } = useTranslation();
  const steps = nextStepsAfterSubmission(application.selectedBenefits, {
    date: application.submittedAt ?? new Date(),
    expedited: application.expeditedSnap === true,
  });
  if (steps.length === 0) return null;
  return (
    <CardSection
      className="card print:mt-4 print:border-0 print:p-0 print:shadow-none"
      title={t('review.done.programsTitle')}
      testId="program-next-steps"
      intro={t('review.done.programsIntro')}
    >
      <ul className="mt-3 grid gap-4 print:mt-1 print:gap-1 print:text-sm">
        {steps.map((program) => (
          <li key={program.benefit} data-testid={`next-${program.benefit}`}>
            <h3 className="font-semibold text-gray-900">{t(`benefits.${program.benefit}.name`)}</h3>
            <ul className="mt-1 list-disc ps-5 text-gray-800 print:mt-0">
              {programLines(t, program).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
