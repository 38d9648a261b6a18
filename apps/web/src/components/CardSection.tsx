type CardSectionProps = {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: string;
  /** Stands beside the heading (a status badge). */
  aside?: React.ReactNode;
  /** Stands above the heading (a page's opening line). */
  lead?: React.ReactNode;
  testId?: string;
  /** The box; a card unless told otherwise. */
  className?: string;
  children: React.ReactNode;
};

/** A card with a level-2 heading that names it, as on the review and View pages. */
export function CardSection({
  titleId,
  title,
  aside,
  lead,
  testId,
  className = 'card',
  children,
}: CardSectionProps) {
  const heading = (
    <h2 id={titleId} className="text-xl font-bold text-gray-900">
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      {lead}
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
