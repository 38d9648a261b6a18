/**
 * One figure of a totals row (inside a <dl>): the amount large, its name under it (read
 * first by screen readers: the term comes before its value in the markup).
 */
export function Figure({
  label,
  value,
  testId,
  highlight = false,
  size = 'large',
}: {
  label: string;
  value: string;
  testId: string;
  /** The figure the row is about, in the brand colour. */
  highlight?: boolean;
  size?: 'large' | 'larger';
}) {
  const frame = highlight ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-white';
  const padding = size === 'larger' ? 'p-4' : 'p-3';
  return (
    <div className={`flex flex-col-reverse rounded-lg border-2 ${frame} ${padding}`}>
      <dt className="text-gray-800">{label}</dt>
      <dd
        className={`${size === 'larger' ? 'text-3xl' : 'text-2xl'} font-bold text-gray-900`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}
