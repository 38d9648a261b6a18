import { FORMATTED_PHONE_LENGTH, phoneDigits } from '@benefits/domain';
import type { ClipboardEvent } from 'react';
import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  PathValue,
  UseFormRegister,
  UseFormSetError,
  UseFormSetFocus,
  UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizePhoneInput } from '../lib/phone';
import { FieldError, fieldMessage, TextField } from './form';
import { TermsLink } from './Layout';

/** The fields the landing registration form and the wizard's account step share (SPEC 5). */
export interface ContactFormInput extends FieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  zipCode: string;
  agreeToTerms: boolean;
}

/** Reading order: the first invalid field in it gets focus. */
export const contactFieldOrder = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'agreeToTerms',
] as const;

type ContactField = (typeof contactFieldOrder)[number];

/**
 * Puts the server's field errors (400 `errors: [{field, message}]`) on the fields and focuses
 * the first one. Returns false when none of them names a field of the form.
 */
export function showServerFieldErrors<T extends ContactFormInput>(
  issues: readonly { field?: string | undefined; message: string }[],
  setError: UseFormSetError<T>,
  setFocus: UseFormSetFocus<T>,
): boolean {
  let first: ContactField | undefined;
  for (const issue of issues) {
    const field = contactFieldOrder.find((name) => name === issue.field);
    if (!field) continue;
    setError(field as FieldPath<T>, { type: 'server', message: issue.message });
    first ??= field;
  }
  if (first) setFocus(first as FieldPath<T>);
  return first !== undefined;
}

export function firstInvalidContactField(errors: FieldErrors): ContactField | undefined {
  return contactFieldOrder.find((name) => errors[name]);
}

export function contactErrorCount(errors: FieldErrors): number {
  return contactFieldOrder.filter((name) => errors[name]).length;
}

/** A contact form's answer to a try with errors: focus goes to the first field to fix. */
export function focusFirstContactError<T extends ContactFormInput>(setFocus: UseFormSetFocus<T>) {
  return (invalid: FieldErrors) => {
    const first = firstInvalidContactField(invalid);
    if (first) setFocus(first as FieldPath<T>);
  };
}

/** How many fields to fix after a try, said at once by screen readers; nothing when none. */
export function ContactErrorSummary({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid={testId}>
      {count > 0 ? (
        <p className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {t('registration.errorSummary', { count })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * First and last name, email, phone (formatted as typed or pasted), ZIP code and the terms
 * checkbox, each labelled with its hint and error tied to it for screen readers.
 */
export function ContactFields<T extends ContactFormInput>({
  id,
  register,
  setValue,
  errors,
  revalidate,
  phoneLabel,
  zipHint,
}: {
  id: string;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  /** After a first submit, fields are checked again as they change. */
  revalidate: boolean;
  phoneLabel: string;
  zipHint: string;
}) {
  const { t } = useTranslation();
  const field = (name: ContactField) => name as FieldPath<T>;
  const message = (name: ContactField) =>
    fieldMessage(t, errors[name]?.message as string | undefined);
  const phone = register(field('phone'));

  return (
    <>
      {(
        [
          ['firstName', 'given-name'],
          ['lastName', 'family-name'],
        ] as const
      ).map(([name, autoComplete]) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          label={t(`registration.${name}`)}
          error={message(name)}
          autoComplete={autoComplete}
          {...register(field(name))}
        />
      ))}
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
        {...register(field('email'))}
      />
      <TextField
        id={`${id}-phone`}
        label={phoneLabel}
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
          setValue(field('phone'), normalizePhoneInput(pasted) as PathValue<T, FieldPath<T>>, {
            shouldDirty: true,
            shouldValidate: revalidate,
          });
        }}
      />
      <TextField
        id={`${id}-zipCode`}
        label={t('registration.zipCode')}
        hint={zipHint}
        error={message('zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        {...register(field('zipCode'))}
      />

      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-agreeToTerms`}
            type="checkbox"
            className="mt-2.5 h-6 w-6 shrink-0 accent-brand-600"
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? `${id}-agreeToTerms-error` : undefined}
            {...register(field('agreeToTerms'))}
          />
          <label
            htmlFor={`${id}-agreeToTerms`}
            className="flex min-h-11 items-center font-semibold text-gray-900"
          >
            {t('registration.agreeToTerms')}
          </label>
        </div>
        <TermsLink className="ms-9 inline-block py-2.5 text-brand-700 underline">
          {t('registration.readTerms')}
        </TermsLink>
        {errors.agreeToTerms ? (
          <FieldError id={`${id}-agreeToTerms-error`}>{message('agreeToTerms')!}</FieldError>
        ) : null}
      </div>
    </>
  );
}
