import {
  type AccountForm,
  type AccountFormInput,
  accountFormSchema,
  type CurrentUser,
  FORMATTED_PHONE_LENGTH,
  formatPhone,
  generateApplicantId,
  phoneDigits,
} from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClipboardEvent, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, fieldMessage, TextField } from '../../../components/form';
import { TERMS_URL } from '../../../components/Layout';
import { ApiError, sendJson } from '../../../lib/api';
import { setSignedIn } from '../../../lib/auth';
import { normalizePhoneInput } from '../../../lib/phone';
import { toast } from '../../../lib/toast';
import { ArrowRight, InlineAlert, StepActions } from '../StepActions';
import { useWizard } from '../WizardContext';

const fieldOrder: FieldPath<AccountFormInput>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'agreeToTerms',
];

/** Step 1 (SPEC 2, 5): the wizard account form, prefilled from the signed-in applicant. */
export default function AccountStep() {
  const { t } = useTranslation();
  const { user, goTo, trackSave } = useWizard();
  const queryClient = useQueryClient();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, submitCount },
  } = useForm<AccountFormInput, unknown, AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ? formatPhone(user.phone) : '',
      zipCode: user.zipCode ?? '',
      agreeToTerms: false as unknown as true,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const save = useMutation({
    mutationFn: (values: AccountForm) =>
      trackSave(
        sendJson<CurrentUser & { applicantId: string }>('POST', '/api/users', {
          ...values,
          // SPEC 3: 'APP-' + a timestamp + 5 random uppercase letters, made in the browser.
          applicantId: generateApplicantId({ now: Date.now, random: Math.random }),
        }),
      ),
    onSuccess: ({ applicantId: _applicantId, ...saved }) => {
      setSignedIn(queryClient, saved);
      toast({ title: t('account.createdTitle'), description: t('account.createdText') });
      goTo('benefits-selection');
    },
    onError: (error) => {
      // SPEC 8: logged (no personal data); the submit state resets and the form keeps its text.
      console.error('Account save failed', error instanceof ApiError ? error.status : 'network');
      if (error instanceof ApiError && error.status === 400 && error.body?.errors?.length) {
        let first: FieldPath<AccountFormInput> | undefined;
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
      setFormError(
        error instanceof ApiError && error.status === 409
          ? t('account.emailTaken')
          : t('account.failed'),
      );
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      if (save.isPending) return;
      setFormError(null);
      save.mutate(values);
    },
    (invalid) => {
      const first = fieldOrder.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const errorCount = fieldOrder.filter((name) => errors[name]).length;
  const message = (name: FieldPath<AccountFormInput>) => fieldMessage(t, errors[name]?.message);
  const phone = register('phone');

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="account-step">
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        {t('account.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('account.intro')}</p>
      <div role="alert">
        {submitCount > 0 && errorCount > 0 ? (
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
          label={t('account.phone')}
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
          hint={t('account.zipHint')}
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
        <div className="sm:col-span-2">
          <InlineAlert testId="account-error">{formError}</InlineAlert>
          <StepActions>
            <span />
            <button
              type="submit"
              className="btn-primary w-full sm:w-auto"
              aria-disabled={save.isPending || undefined}
              data-testid="account-submit"
            >
              {save.isPending ? t('account.saving') : t('account.submit')}
              <ArrowRight />
            </button>
          </StepActions>
        </div>
      </form>
    </section>
  );
}
