import { useSyncExternalStore } from 'react';

// SPEC 9: at most 1 toast visible; a dismissed toast is removed 1,000,000 ms later.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { variant: 'default', ...input, id, open: true };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** A failure said in a red toast; gives its text back, to be shown on the page as well. */
export function toastProblem(title: string, description: string): string {
  toast({ title, description, variant: 'destructive' });
  return description;
}

export function dismissToast(id: string) {
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        emit(toasts.filter((item) => item.id !== id));
      }, TOAST_REMOVE_DELAY),
    );
  }
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

const none: ToastItem[] = [];
/** The prerendered page (decision 0620) and its hydration have none yet. */
const noToasts = () => none;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, noToasts);
}
