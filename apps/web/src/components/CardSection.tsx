import { useId } from 'react';

const headingLooks = {
  2: 'text-xl font-bold text-gray-900',
  3: 'text-lg font-bold text-gray-900',
} as const;

type CardSectionProps = {
  /** The heading's id (made up when not given): the section is named by its heading. */
  titleId?: string;
  title: string;
  /** Stands beside the heading (a status badge). */
  aside?: React.ReactNode;
  /** Stands above the heading (a page's opening line). */
  lead?: React.ReactNode;
  /** A line under the heading that says what the section asks (with an id to point to it). */
  intro?: string;
  introId?: string;
  /** For a heading that takes the focus when the section's content changes. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  testId?: string;
  /** The box; a card unless told otherwise. */
  className?: string;
  /** A section inside another section takes a level-3 heading. */
  level?: 2 | 3;
  children: React.ReactNode;
};

/** A section named by its heading (level 2 unless told), as on the review and View pages. */
export function CardSection({
  titleId,
  title,
  aside,
  lead,
  intro,
  introId,
  headingRef,
  testId,
  className = 'card',
  level = 2,
  children,
}: CardSectionProps) {
  const ownId = useId();
  const headingId = titleId ?? `${ownId}-title`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading
      id={headingId}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className={headingLooks[level]}
    >
      {title}
    </Heading>
  );
  return (
    <section className={className} aria-labelledby={headingId} data-testid={testId}>
      {lead}
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {intro ? (
        <p id={introId} className="mt-1 text-gray-800 print:text-sm">
          {intro}
        </p>
      ) : null}
      {children}
    </section>
  );
}
