import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '../lib/uiSettings';

// SPEC 9: tooltip open delay 700 ms, skip-delay window 300 ms.

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
