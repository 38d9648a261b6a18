// Every icon of the app: line drawings in the text's colour, hidden from screen readers (the
// control they sit in carries the name).

interface IconProps {
  /** The SVG path. */
  d: string;
  className?: string;
  strokeWidth?: string;
  viewBox?: string;
  round?: boolean;
  /** A circle drawn under the path: [cx, cy, r]. */
  circle?: readonly [number, number, number];
  /** Filled shapes (alerts) instead of lines. */
  filled?: boolean;
}

export function Icon({
  d,
  className = 'h-5 w-5',
  strokeWidth = '2',
  viewBox = '0 0 20 20',
  round = false,
  circle,
  filled = false,
}: IconProps) {
  const lines = filled
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: round ? ('round' as const) : undefined,
        strokeLinejoin: round ? ('round' as const) : undefined,
      };
  return (
    <svg aria-hidden="true" viewBox={viewBox} className={className} {...lines}>
      {circle ? <circle cx={circle[0]} cy={circle[1]} r={circle[2]} /> : null}
      <path d={d} />
    </svg>
  );
}

/** The cross of every close button (dialogs, panels, toasts). */
export function CloseIcon({ className }: { className?: string }) {
  return <Icon d="M5 5l10 10M15 5L5 15" className={className} />;
}

// Back and forward point the way the text reads: mirrored in right-to-left languages.
export function ArrowLeft({ className = 'h-5 w-5' }: { className?: string }) {
  return <Icon d="M12 4l-6 6 6 6" className={`${className} rtl:-scale-x-100`} strokeWidth="2.5" />;
}

export function ArrowRight() {
  return <Icon d="M8 4l6 6-6 6" className="h-5 w-5 rtl:-scale-x-100" strokeWidth="2.5" />;
}
