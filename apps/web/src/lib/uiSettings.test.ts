import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as settings from './uiSettings';

describe('SPEC 9 settings', () => {
  it('are the spec values', () => {
    expect(settings).toMatchObject({
      TOAST_DURATION: 5000,
      TOAST_SWIPE_DIRECTION: 'right',
      TOAST_SWIPE_THRESHOLD: 50,
      TOAST_HOTKEY: ['F8'],
      TOAST_VIEWPORT_MAX_WIDTH_MD: 420,
      TOOLTIP_DELAY: 700,
      TOOLTIP_SKIP_DELAY: 300,
    });
  });

  it('caps the toast viewport at 420px on medium and larger screens', () => {
    const toaster = readFileSync(new URL('../components/Toaster.tsx', import.meta.url), 'utf8');
    expect(toaster).toContain('md:max-w-[420px]');
  });
});
