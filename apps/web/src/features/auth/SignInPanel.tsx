import {
  type CurrentUser,
  type SignInCodeRequest,
  signInCodeRequestSchema,
  signInVerifySchema,
} from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SubmitButton } from '../../components/BusyButton';
import { fieldMessage, TextField } from '../../components/form';
import { CloseIcon } from '../../components/icons';
import { ApiError, sendJson } from '../../lib/api';
import { setSignedIn } from '../../lib/auth';
import { setSignedOutForSafety } from '../../lib/notice';

const codeSchema = signInVerifySchema.pick({ code: true });
type CodeForm = { code: string };

/** Plain words for what went wrong; the server's own message where it knows best. */
function signInError(t: TFunction, error: unknown, fallbackKey: 'codeFailed' | 'failed') {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('signIn.rateLimited');
    if (error.status === 400) return error.userMessage ?? t(`signIn.${fallbackKey}`);
  }
  return t('signIn.failed');
}

/**
 * Returning applicants: email -> 'We sent a code' -> 6-digit code -> signed in (the
 * dashboard replaces the landing page on /).
 */
export default function SignInPanel({
  id,
  initialEmail,
  onClose,
  next = '/',
}: {
  id: string;
  initialEmail: string;
  onClose: () => void;
  /** Where the applicant goes once signed in: the dashboard, or where they came from. */
  next?: string;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Focus the heading whenever the step changes (and when the panel opens).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step (email) is the trigger.
  useEffect(() => {
    titleRef.current?.focus();
  }, [email]);

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card" data-testid="sign-in-panel">
      <div className="flex items-start justify-between gap-2">
        <h2
          id={`${id}-title`}
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold text-gray-900"
        >
          {email === null ? t('signIn.title') : t('signIn.sentTitle')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="btn-quiet -mt-2 -me-2 px-2"
          aria-label={t('signIn.close')}
        >
          <CloseIcon />
        </button>
      </div>
      {email === null ? (
        <EmailStep id={id} initialEmail={initialEmail} onSent={setEmail} />
      ) : (
        <CodeStep id={id} email={email} next={next} onChangeEmail={() => setEmail(null)} />
      )}
      {/* Issue 17: the screener, for a visitor who came to sign in but is not sure yet. */}
      {email === null && next === '/' ? (
        <p className="mt-4">
          <Link
            href="/screener"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('signIn.screenerLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function EmailStep({
  id,
  initialEmail,
  onSent,
}: {
  id: string;
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInCodeRequest>({
    resolver: zodResolver(signInCodeRequestSchema),
    defaultValues: { email: initialEmail },
  });
  const request = useMutation({
    mutationFn: (values: SignInCodeRequest) =>
      sendJson<{ message: string }>('POST', '/api/auth/sign-in/code', values),
    onSuccess: (_answer, values) => onSent(values.email),
  });

  return (
    <>
      <p className="mt-1 text-gray-700">{t('signIn.intro')}</p>
      <form
        noValidate
        className="mt-4 grid gap-4"
        onSubmit={handleSubmit((values) => {
          if (!request.isPending) request.mutate(values);
        })}
      >
        <TextField
          id={`${id}-email`}
          label={t('signIn.email')}
          error={fieldMessage(t, errors.email?.message)}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
        <div role="alert">
          {request.isError ? (
            <p className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
              {signInError(t, request.error, 'failed')}
            </p>
          ) : null}
        </div>
        <div>
          <SubmitButton busy={request.isPending} testId="sign-in-send-code">
            {request.isPending ? t('signIn.sending') : t('signIn.sendCode')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

function CodeStep({
  id,
  email,
  next,
  onChangeEmail,
}: {
  id: string;
  email: string;
  next: string;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const verify = useMutation({
    mutationFn: (code: string) =>
      sendJson<{ user: CurrentUser }>('POST', '/api/auth/sign-in/verify', { email, code }),
    onSuccess: ({ user }) => {
      setSignedOutForSafety(false);
      setSignedIn(user);
      navigate(next);
    },
    onError: () => setFocus('code', { shouldSelect: true }),
  });
  const resend = useMutation({
    mutationFn: () => sendJson<{ message: string }>('POST', '/api/auth/sign-in/code', { email }),
    onSuccess: () => {
      verify.reset();
      setFocus('code', { shouldSelect: true });
    },
  });

  const code = register('code');
  const status = verify.isError
    ? signInError(t, verify.error, 'codeFailed')
    : resend.isError
      ? signInError(t, resend.error, 'failed')
      : null;

  return (
    <>
      <p className="mt-1 text-gray-700" data-testid="sign-in-sent">
        {t('signIn.sentText', { email })}
      </p>
      <form
        noValidate
        className="mt-4 grid gap-4"
        onSubmit={handleSubmit((values) => {
          if (!verify.isPending) verify.mutate(values.code);
        })}
      >
        <TextField
          id={`${id}-code`}
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          error={fieldMessage(t, errors.code?.message)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          className="field-input max-w-48 text-2xl tracking-[0.3em]"
          {...code}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
            return code.onChange(event);
          }}
        />
        <div role="alert">
          {status ? (
            <p className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
              {status}
            </p>
          ) : null}
        </div>
        <div role="status">
          {resend.isSuccess && !status ? (
            <p className="font-semibold text-green-800">{t('signIn.resent')}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={verify.isPending} testId="sign-in-verify">
            {verify.isPending ? t('signIn.verifying') : t('signIn.verify')}
          </SubmitButton>
          <button
            type="button"
            className="btn-secondary"
            aria-disabled={resend.isPending || undefined}
            onClick={() => {
              if (!resend.isPending) resend.mutate();
            }}
          >
            {t('signIn.resend')}
          </button>
          <button type="button" className="btn-quiet" onClick={onChangeEmail}>
            {t('signIn.changeEmail')}
          </button>
        </div>
      </form>
    </>
  );
}
