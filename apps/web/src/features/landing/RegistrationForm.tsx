import {
  type CurrentUser,
  FORMATTED_PHONE_LENGTH,
  phoneDigits,
  type Registration,
  type RegistrationInput,
  registrationSchema,
} from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FieldError, fieldMessage, TextField } from '../../components/form';
import { TERMS_URL } from '../../components/Layout';
import { ApiError, sendJson } from '../../lib/api';
import { setSignedIn } from '../../lib/auth';
import { setSignedOutForSafety } from '../../lib/notice';
import { normalizePhoneInput } from '../../lib/phone';

type FormValues = RegistrationInput;
type FormError =
  | { kind: 'emailTaken'; message: string; email: string }
  | { kind: 'message'; message: string };

const fieldOrder: FieldPath<FormValues>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'agreeToTerms',
];

export default function RegistrationForm({
  id,
  onSignInInstead,
}: {
  id: string;
  onSignInInstead: (email: string) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<FormError | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, submitCount },
  } = useForm<FormValues, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      zipCode: '',
      agreeToTerms: false as unknown as true,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the first invalid field in reading order (see onSubmit), not in the order
    // fields happened to register.
    shouldFocusError: false,
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const registration = useMutation({
    mutationFn: (values: Registration) =>
      sendJson<{ user: CurrentUser }>('POST', '/api/register', values),
    onSuccess: ({ user }) => {
      setSignedOutForSafety(false);
      setSignedIn(queryClient, user);
      navigate('/application');
    },
    onError: (error, values) => {
      // SPEC 8: registration failures are logged (no personal data in the log line).
      console.error('Registration failed', error instanceof ApiError ? error.status : 'network');
      if (error instanceof ApiError && error.status === 409) {
        setFormError({
          kind: 'emailTaken',
          message: error.userMessage ?? t('registration.failed'),
          email: values.email,
        });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.body?.errors?.length) {
        let first: FieldPath<FormValues> | undefined;
        for (const issue of error.body.errors) {
          const field = fieldOrder.find((name) => name === issue.field);
          if (!field) continue;
          setError(field, { type: 'server', message: issue.message });
          first ??= field;
        }
        if (first) {
          setFormError(null);
          setFocus(first);
          return;
        }
      }
      if (error instanceof ApiError && error.status === 429) {
        setFormError({ kind: 'message', message: t('signIn.rateLimited') });
        return;
      }
      setFormError({
        kind: 'message',
        message:
          error instanceof ApiError && error.status < 500 && error.userMessage
            ? error.userMessage
            : t('registration.failed'),
      });
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      if (registration.isPending) return;
      setFormError(null);
      registration.mutate(values);
    },
    (invalid) => {
      const first = fieldOrder.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const errorCount = fieldOrder.filter((name) => errors[name]).length;
  const showSummary = submitCount > 0 && errorCount > 0;
  const message = (name: FieldPath<FormValues>) => fieldMessage(t, errors[name]?.message);

  const phone = register('phone');
  const submitting = registration.isPending;

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="card border-2 border-brand-600 sm:p-8"
      data-testid="registration-form"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-2xl font-bold text-gray-900"
      >
        {t('registration.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('registration.intro')}</p>

      <div role="alert" data-testid="registration-alert">
        {showSummary ? (
          <p className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
            {t('registration.errorSummary', { count: errorCount })}
          </p>
        ) : null}
      </div>

      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-firstName`}
          label={t('registration.firstName')}
          error={message('firstName')}
          autoComplete="given-name"
          {...register('firstName')}
        />
        <TextField
          id={`${id}-lastName`}
          label={t('registration.lastName')}
          error={message('lastName')}
          autoComplete="family-name"
          {...register('lastName')}
        />
        <TextField
          id={`${id}-email`}
          wrapperClassName="sm:col-span-2"
          label={t('registration.email')}
          hint={t('registration.emailHint')}
          error={message('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('registration.phone')}
          hint={t('registration.phoneHint')}
          error={message('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={FORMATTED_PHONE_LENGTH}
          {...phone}
          onChange={(event) => {
            event.target.value = normalizePhoneInput(event.target.value);
            return phone.onChange(event);
          }}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            // maxLength would cut '+1 (555) 123-4567' before it could be tidied up.
            const pasted = event.clipboardData.getData('text');
            if (phoneDigits(pasted).length < 10) return;
            event.preventDefault();
            setValue('phone', normalizePhoneInput(pasted), {
              shouldDirty: true,
              shouldValidate: submitCount > 0,
            });
          }}
        />
        <TextField
          id={`${id}-zipCode`}
          label={t('registration.zipCode')}
          hint={t('registration.zipHint')}
          error={message('zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          {...register('zipCode')}
        />

        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-agreeToTerms`}
              type="checkbox"
              className="mt-2.5 h-6 w-6 shrink-0 accent-brand-600"
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? `${id}-agreeToTerms-error` : undefined}
              {...register('agreeToTerms')}
            />
            <label
              htmlFor={`${id}-agreeToTerms`}
              className="flex min-h-11 items-center font-semibold text-gray-900"
            >
              {t('registration.agreeToTerms')}
            </label>
          </div>
          <a
            href={TERMS_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-9 inline-block py-2.5 text-brand-700 underline"
          >
            {t('registration.readTerms')}
            <span className="ml-1 text-sm">{t('app.opensInNewTab')}</span>
          </a>
          {errors.agreeToTerms ? (
            <FieldError id={`${id}-agreeToTerms-error`}>{message('agreeToTerms')!}</FieldError>
          ) : null}
        </div>

        {/* Server answers show next to the button the applicant just pressed. */}
        <div role="alert" className="-mt-5 sm:col-span-2" data-testid="registration-server-alert">
          {formError ? (
            <div className="mt-5 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-800">
              <p className="font-semibold">{formError.message}</p>
              {formError.kind === 'emailTaken' ? (
                <button
                  type="button"
                  className="btn-secondary mt-2"
                  data-testid="registration-sign-in-instead"
                  onClick={() => onSignInInstead(formError.email)}
                >
                  {t('registration.emailTakenAction')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            aria-disabled={submitting || undefined}
            data-testid="registration-submit"
          >
            {submitting ? t('registration.submitting') : t('registration.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
