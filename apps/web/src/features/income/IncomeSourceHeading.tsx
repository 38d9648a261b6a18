import type { IncomeEntryLike } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { amountText, summaryCategoryName } from './labels';

/** An income source's category, name and amount as the applicant entered it (steps 11 and View). */
export function IncomeSourceHeading({
  entry,
}: {
  entry: Pick<IncomeEntryLike, 'amount' | 'frequency' | 'dontKnowAmount'> & {
    categoryId: number;
    source: string;
  };
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm font-semibold text-gray-700">
        {summaryCategoryName(t, entry.categoryId)}
      </p>
      <h3 className="font-bold break-words text-gray-900">{entry.source}</h3>
      <p className="text-gray-800">{amountText(t, entry)}</p>
    </>
  );
}
