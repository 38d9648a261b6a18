import { isBenefitId } from '@benefits/domain';
import { useTranslation } from 'react-i18next';

/** The benefits an application asks for, by name, as a bulleted list. */
export function BenefitNames({ ids, testId }: { ids: readonly string[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 list-disc ps-6 text-gray-900" data-testid={testId}>
      {ids.map((id) => (
        <li key={id}>{isBenefitId(id) ? t(`benefits.${id}.name`) : id}</li>
      ))}
    </ul>
  );
}
