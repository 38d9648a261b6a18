import type { SessionStatus } from '@benefits/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiError, addApiListener, apiRequest } from '../lib/api';
import { clearSignedIn } from '../lib/auth';
import { setSignedOutForSafety } from '../lib/notice';
import {
  countdownAnnouncement,
  type Deadlines,
  endsAtAbsoluteLimit,
  formatCountdown,
  SESSION_WARNING_MS,
  sessionEnd,
  toDeadlines,
} from '../lib/session';
import { BusyButton } from './BusyButton';
import { useSignOut } from './SignOutButton';

/** Wait this long after the last API call before reading the moved idle limit. */
const SYNC_DEBOUNCE_MS = 1500;
/** Deadlines read this recently are trusted without asking the server again. */
const FRESH_MS = 5000;

async function readSession(path: string, method = 'GET'): Promise<Deadlines> {
  const response = await apiRequest(method, path);
  const status = (await response.json()) as SessionStatus;
  return toDeadlines(status, response.headers.get('date'));
}

/**
 * DESIGN sessions: no polling. The idle limit is read on sign-in and again shortly after
 * the app's own API calls (each one moves it); 2 minutes before it, an accessible dialog
 * offers to stay signed in. At the limit the applicant is signed out and the landing page
 * says why, and that their saved answers are kept.
 */
export default function SessionTimeout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const [deadlines, setDeadlines] = useState<Deadlines | null>(null);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [staying, setStaying] = useState(false);
  const [stayFailed, setStayFailed] = useState(false);
  const [acknowledgedEnd, setAcknowledgedEnd] = useState<number | null>(null);
  const ended = useRef(false);
  const signingOut = useRef(false);
  const checking = useRef(false);
  const descriptionId = useId();
  const timerId = useId();

  const expire = useCallback(async () => {
    if (ended.current || signingOut.current) return;
    ended.current = true;
    setOpen(false);
    // The server has (or is about to) let the session go; end it there too.
    await apiRequest('POST', '/api/auth/sign-out').catch(() => undefined);
    setSignedOutForSafety(true);
    clearSignedIn(queryClient);
    navigate('/');
  }, [queryClient, navigate]);

  /** Reads the limits; null when the session is already gone. */
  const sync = useCallback(async (): Promise<Deadlines | null | undefined> => {
    if (checking.current || signingOut.current) return undefined;
    checking.current = true;
    try {
      const fresh = await readSession('/api/auth/session');
      setDeadlines(fresh);
      return fresh;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void expire();
        return null;
      }
      // Offline: keep the last known limits, now treated as current, so the warning still shows.
      setDeadlines((previous) => (previous ? { ...previous, syncedAt: Date.now() } : previous));
      return undefined;
    } finally {
      checking.current = false;
    }
  }, [expire]);

  // On sign-in (this component mounts when someone is signed in).
  useEffect(() => {
    void sync();
  }, [sync]);

  // Each successful call moved the idle limit on the server; read it once things are quiet.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remove = addApiListener({
      success(path) {
        if (path.startsWith('/api/auth/session') || path === '/api/auth/sign-out') return;
        clearTimeout(timer);
        timer = setTimeout(() => void sync(), SYNC_DEBOUNCE_MS);
      },
      unauthorized(path) {
        if (path !== '/api/auth/sign-out') void expire();
      },
    });
    return () => {
      remove();
      clearTimeout(timer);
    };
  }, [sync, expire]);

  // One timer to the warning time. When it fires, check with the server first: another tab
  // may have kept the session alive.
  useEffect(() => {
    if (!deadlines || open) return;
    const end = sessionEnd(deadlines);
    if (end === acknowledgedEnd) {
      // The 12-hour notice was read; sign out when the time comes.
      const timer = setTimeout(() => void expire(), Math.max(0, end - Date.now()));
      return () => clearTimeout(timer);
    }
    const warnAt = end - SESSION_WARNING_MS;
    const check = () => {
      if (Date.now() - deadlines.syncedAt <= FRESH_MS) {
        setNow(Date.now());
        setStayFailed(false);
        setOpen(true);
      } else {
        void sync();
      }
    };
    const delay = warnAt - Date.now();
    if (delay <= 0) {
      check();
      return;
    }
    const timer = setTimeout(check, delay);
    return () => clearTimeout(timer);
  }, [deadlines, open, sync, expire, acknowledgedEnd]);

  // A phone that slept past the warning time: look again when the page is visible again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !deadlines) return;
      if (Date.now() >= sessionEnd(deadlines) - SESSION_WARNING_MS) void sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [deadlines, sync]);

  // The countdown ticks only while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);

  const remaining = deadlines ? sessionEnd(deadlines) - now : SESSION_WARNING_MS;

  // Time is up: unless the server says the session was kept alive elsewhere, sign out.
  useEffect(() => {
    if (!open || remaining > 0) return;
    void sync().then((fresh) => {
      if (fresh === null) return;
      if (!fresh || sessionEnd(fresh) - Date.now() <= 0) void expire();
    });
  }, [open, remaining, sync, expire]);

  // The limit moved (Stay signed in, or activity in another tab): close the warning.
  useEffect(() => {
    if (open && deadlines && sessionEnd(deadlines) - Date.now() > SESSION_WARNING_MS + FRESH_MS) {
      setOpen(false);
    }
  }, [open, deadlines]);

  const stay = async () => {
    if (staying) return;
    setStaying(true);
    setStayFailed(false);
    try {
      setDeadlines(await readSession('/api/auth/session/refresh', 'POST'));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setStayFailed(true);
    } finally {
      setStaying(false);
    }
  };

  const acknowledge = () => {
    if (deadlines) setAcknowledgedEnd(sessionEnd(deadlines));
    setOpen(false);
  };

  if (!deadlines) return null;
  const absolute = endsAtAbsoluteLimit(deadlines);
  const announcement = countdownAnnouncement(remaining);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        // Escape means the applicant is here: treat it as 'Stay signed in'.
        if (absolute) acknowledge();
        else void stay();
      }}
    >
      <Dialog.Portal>
        {/* Our own backdrop: Radix's Overlay injects a <style> tag, which the CSP forbids. */}
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/60" />
        <Dialog.Content
          aria-describedby={`${descriptionId} ${timerId}`}
          data-testid="session-timeout"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-gray-900">
            {t('session.warningTitle')}
          </Dialog.Title>
          <Dialog.Description id={descriptionId} className="mt-3 text-gray-900">
            {absolute ? t('session.absoluteText') : t('session.warningText')}
          </Dialog.Description>
          <p
            id={timerId}
            role="timer"
            aria-live="off"
            className="mt-4 text-3xl font-bold text-gray-900 tabular-nums"
            data-testid="session-countdown"
          >
            {t('session.timeLeft', { time: formatCountdown(remaining) })}
          </p>
          <p aria-live="polite" className="sr-only">
            {announcement.unit === 'minutes'
              ? t('session.announceMinutes', { count: announcement.count })
              : t('session.announceSeconds', { count: announcement.count })}
          </p>
          <div role="alert">
            {stayFailed ? (
              <p className="mt-3 font-semibold text-red-800">{t('session.stayFailed')}</p>
            ) : null}
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            {absolute ? (
              <button type="button" className="btn-primary" onClick={acknowledge}>
                {t('session.ok')}
              </button>
            ) : (
              <BusyButton
                busy={staying}
                className="btn-primary"
                testId="session-stay"
                onClick={() => void stay()}
              >
                {staying ? t('session.staying') : t('session.stay')}
              </BusyButton>
            )}
            <button
              type="button"
              className="btn-secondary"
              data-testid="session-sign-out"
              onClick={() => {
                signingOut.current = true;
                setOpen(false);
                signOut.mutate(undefined, {
                  onError: () => {
                    signingOut.current = false;
                  },
                });
              }}
            >
              {t('session.signOut')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
