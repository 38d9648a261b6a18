import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

// SPEC 9: tooltip open delay 700 ms, skip-delay window 300 ms.
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

/**
 * Wraps the pages that have tooltips (not the app root: the tooltip and its positioning
 * library stay out of the landing page's JavaScript).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
      {children}
    </TooltipPrimitive.Provider>
  );
}
