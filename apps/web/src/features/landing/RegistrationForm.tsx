import { type CurrentUser, type Registration, registrationSchema } from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SubmitButton } from '../../components/BusyButton';
import { ContactErrorSummary, ContactFields } from '../../components/ContactFields';
import { useContactForm } from '../../components/useContactForm';
import { ApiError, sendJson } from '../../lib/api';
import { setSignedIn } from '../../lib/auth';
import { setSignedOutForSafety } from '../../lib/notice';

type FormError =
  | { kind: 'emailTaken'; message: string; email: string }
  | { kind: 'message'; message: string };

export default function RegistrationForm({
  id,
  onSignInInstead,
  next = '/application',
}: {
  id: string;
  onSignInInstead: (email: string) => void;
  /** Where the new applicant goes: the wizard, or the screener's "Start your application". */
  next?: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<FormError | null>(null);

  const contact = useContactForm(zodResolver(registrationSchema), {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    zipCode: '',
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const registration = useMutation({
    mutationFn: (values: Registration) =>
      sendJson<{ user: CurrentUser }>('POST', '/api/register', values),
    onSuccess: ({ user }) => {
      setSignedOutForSafety(false);
      setSignedIn(user);
      navigate(next);
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
      if (contact.showServerErrors(error)) {
        setFormError(null);
        return;
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

  const onSubmit = contact.submitWith(registration, () => setFormError(null));
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

      <ContactErrorSummary count={contact.errorsToFix} testId="registration-alert" />

      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-5 sm:grid-cols-2">
        <ContactFields
          id={id}
          {...contact.fieldProps}
          phoneLabel={t('registration.phone')}
          zipHint={t('registration.zipHint')}
        />

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
          <SubmitButton busy={submitting} testId="registration-submit">
            {submitting ? t('registration.submitting') : t('registration.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
