// SPEC 9: toast and tooltip settings, in one place (the limit and removal delay live with
// the toast store in ./toast.ts).
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_DIRECTION = 'right' as const;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
/** Applied as Tailwind's md:max-w-[420px] on the viewport. */
export const TOAST_VIEWPORT_MAX_WIDTH_MD = 420;

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;
