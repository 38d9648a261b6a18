import type { ReactNode } from 'react';
import { Icon } from './icons';

/** Icon paths (20x20, stroked) for badges: a state is told in words and an icon, never by colour alone. */
export const badgeIcons = {
  check: 'M4 10.5l4 4 8-9',
  attention: 'M10 4v8m0 3v.5',
  warning: 'M10 3l8 14H2L10 3Zm0 5v4m0 3v.5',
} as const;

/** A rounded label with a coloured border: a status, a risk level, a discrepancy. */
export function Badge({
  tone,
  icon,
  size = 'sm',
  as: Element = 'span',
  testId,
  level,
  children,
}: {
  /** Border, background and text colours, e.g. 'border-amber-700 bg-amber-50 text-amber-900'. */
  tone: string;
  icon?: string;
  size?: 'sm' | 'md';
  as?: 'span' | 'p';
  testId?: string;
  level?: string;
  children: ReactNode;
}) {
  const sizing = size === 'sm' ? 'px-2.5 text-sm' : 'px-3';
  return (
    <Element
      className={`inline-flex items-center gap-1 rounded-full border-2 py-0.5 font-semibold ${sizing} ${tone}`}
      data-testid={testId}
      data-level={level}
    >
      {icon ? <Icon d={icon} className="h-4 w-4" /> : null}
      {children}
    </Element>
  );
}
