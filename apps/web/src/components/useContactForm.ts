import { formatPhone } from '@benefits/domain';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../lib/api';
import {
  type ContactFormInput,
  contactErrorCount,
  focusFirstContactError,
  showServerFieldErrors,
} from './ContactFields';

type ContactValues = Omit<ContactFormInput, 'agreeToTerms'>;

/**
 * The form state the landing registration and the wizard's account step share (SPEC 5):
 * checked on submit, then again as fields change; a phone shows formatted; the terms box
 * starts unticked.
 */
export function useContactForm<Input extends ContactFormInput, Output extends FieldValues>(
  resolver: Resolver<Input, unknown, Output>,
  values: ContactValues,
) {
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      ...values,
      phone: values.phone ? formatPhone(values.phone) : '',
      agreeToTerms: false,
    } as DefaultValues<Input>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the first invalid field in reading order (see submitWith), not in the order
    // fields happened to register.
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const submitted = submitCount > 0;

  /** Sends valid values once at a time; with errors, focus goes to the first field to fix. */
  const submitWith = (
    mutation: { isPending: boolean; mutate: (values: Output) => void },
    clearError: () => void,
  ) =>
    form.handleSubmit((valid) => {
      if (mutation.isPending) return;
      clearError();
      mutation.mutate(valid);
    }, focusFirstContactError(form.setFocus));

  /** A 400 that names fields: each message goes next to its field. False for anything else. */
  const showServerErrors = (error: unknown) =>
    error instanceof ApiError &&
    error.status === 400 &&
    showServerFieldErrors(error.body?.errors ?? [], form.setError, form.setFocus);

  return {
    form,
    submitWith,
    showServerErrors,
    /** How many fields to fix, once the applicant has tried to send. */
    errorsToFix: submitted ? contactErrorCount(errors) : 0,
    /** What ContactFields needs from the form. */
    fieldProps: { register: form.register, setValue: form.setValue, errors, revalidate: submitted },
  };
}
