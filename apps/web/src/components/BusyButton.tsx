import type { ButtonHTMLAttributes } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled'> & {
  /** While true the button is marked unavailable; its label says what it is doing. */
  busy: boolean;
  testId?: string;
};

/**
 * A button that works for a moment. It stays focusable while busy (aria-disabled, not
 * disabled) so keyboard and screen reader users keep their place; its handler ignores presses
 * while busy.
 */
export function BusyButton({ busy, testId, type = 'button', ...button }: BusyButtonProps) {
  return <button type={type} aria-disabled={busy || undefined} data-testid={testId} {...button} />;
}

/** A form's main button: full width on phones. */
export function SubmitButton({
  className = 'btn-primary w-full sm:w-auto',
  ...button
}: Omit<BusyButtonProps, 'type'>) {
  return <BusyButton type="submit" className={className} {...button} />;
}
