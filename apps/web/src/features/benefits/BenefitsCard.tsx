import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/CardSection';

/**
 * The benefits step's card: its question and hint, then the choices. Without children it is the
 * step's intro in the page's HTML (decision 0740), the same size as the step's own.
 */
export function BenefitsCard({
  id,
  testId,
  children,
}: {
  id?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardSection
      titleId={id === undefined ? undefined : `${id}-title`}
      title={t('benefitsStep.question')}
      intro={t('benefitsStep.hint')}
      introId={id === undefined ? undefined : `${id}-hint`}
      testId={testId}
    >
      {children}
    </CardSection>
  );
}
