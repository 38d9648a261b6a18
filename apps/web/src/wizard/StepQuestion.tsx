import { useTranslation } from 'react-i18next';
import type { useYesNoAnswer } from './useYesNoAnswer';
import { YesNo } from './YesNo';

/**
 * A step's one yes/no question (the eligibility questions and expenses introduction steps), its texts in the catalogs under `texts`:
 * question, hint, yes and no.
 */
export function StepQuestion({
  answer,
  name,
  texts,
  testId,
}: {
  answer: ReturnType<typeof useYesNoAnswer>;
  name: string;
  texts: 'workStep' | 'expenses.intro';
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <YesNo
      name={name}
      legend={t(`${texts}.question`)}
      hint={t(`${texts}.hint`)}
      yesLabel={t(`${texts}.yes`)}
      noLabel={t(`${texts}.no`)}
      value={answer.choice}
      error={answer.choiceError}
      firstRef={answer.firstRef}
      testId={testId}
      legendClassName="text-xl font-bold text-gray-900"
      onChange={answer.choose}
    />
  );
}
