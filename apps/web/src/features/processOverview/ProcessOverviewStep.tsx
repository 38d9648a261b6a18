import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton, ContinueButton, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';

/** SPEC 2: a 4-slide intro. What comes next, in plain words. */
export const overviewSlides = ['time', 'documents', 'income', 'finish'] as const;

/** The process overview step (SPEC 2, 4): 4 slides with dots; 'Back to Benefits' first, 'Start Application' last. */
export default function ProcessOverviewStep() {
  const { t } = useTranslation();
  const { goTo, next } = useWizardApplication();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const slide = overviewSlides[index]!;
  const first = index === 0;
  const last = index === overviewSlides.length - 1;

  // After a slide change, the new slide's heading takes focus (not on arrival at the step: the
  // step heading has it then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every slide change
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const show = (target: number) => {
    moved.current = true;
    setIndex(target);
  };

  const points = ([1, 2, 3] as const).map((n) => t(`overview.slides.${slide}.point${n}`));

  return (
    <section className="card" aria-label={t('overview.label')} data-testid="overview-step">
      <div data-testid={`overview-slide-${index + 1}`}>
        <p className="text-sm font-semibold text-gray-700">
          {t('overview.slideOf', { current: index + 1, total: overviewSlides.length })}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-gray-900">
          {t(`overview.slides.${slide}.title`)}
        </h2>
        <p className="mt-2 text-lg text-gray-900">{t(`overview.slides.${slide}.text`)}</p>
        <ul className="mt-3 grid list-disc gap-1 ps-6 text-gray-900">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>

      <nav aria-label={t('overview.dotsLabel')} className="mt-5 flex justify-center gap-1">
        {overviewSlides.map((name, dot) => (
          <button
            key={name}
            type="button"
            onClick={() => show(dot)}
            aria-current={dot === index ? 'step' : undefined}
            aria-label={t('overview.slideOf', { current: dot + 1, total: overviewSlides.length })}
            className="flex h-11 w-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-3 w-3 rounded-full border-2 border-brand-700 ${dot === index ? 'bg-brand-700' : 'bg-white'}`}
            />
          </button>
        ))}
      </nav>

      <StepActions>
        <BackButton
          onClick={() => (first ? goTo('benefits-selection') : show(index - 1))}
          testId="overview-back"
          label={first ? t('overview.backToBenefits') : t('wizard.back')}
        />
        <ContinueButton
          onClick={() => (last ? next() : show(index + 1))}
          testId="overview-next"
          label={last ? t('overview.startApplication') : t('wizard.continue')}
        />
      </StepActions>
    </section>
  );
}
