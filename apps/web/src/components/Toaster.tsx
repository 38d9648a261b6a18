import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '../lib/toast';
import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from '../lib/uiSettings';
import { CloseIcon } from './icons';

// SPEC 9: default duration 5000 ms, swipe right with a 50 px threshold, focus hotkey F8,
// viewport capped at 420px wide on medium and larger screens (md:max-w-[420px] below).

const variantClasses = {
  default: 'border-gray-300 bg-white text-gray-900',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

export default function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-testid="toast"
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-xl border-2 p-4 pe-2 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 motion-safe:transition-all ${variantClasses[item.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description>{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label={t('toast.region')}
        className="fixed end-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
