/** How far along, as a bar named by the visible percentage beside it. */
export function ProgressBar({
  percent,
  labelledBy,
  size = 'large',
}: {
  percent: number;
  /** The id of the text that says the percentage. */
  labelledBy: string;
  size?: 'small' | 'large';
}) {
  const look = size === 'small' ? 'h-2' : 'h-3 [&::-webkit-progress-value]:rounded-full';
  return (
    <progress
      value={percent}
      max={100}
      aria-labelledby={labelledBy}
      className={`mt-2 block w-full appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-600 ${look}`}
    />
  );
}
