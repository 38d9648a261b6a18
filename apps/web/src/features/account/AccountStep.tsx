import {
  type AccountForm,
  accountFormSchema,
  type CurrentUser,
  generateApplicantId,
} from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/BusyButton';
import { ContactErrorSummary, ContactFields } from '../../components/ContactFields';
import { useContactForm } from '../../components/useContactForm';
import { ApiError, sendJson } from '../../lib/api';
import { setSignedIn } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { ArrowRight, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizard } from '../../wizard/WizardContext';

/** Step 1 (SPEC 2, 5): the wizard account form, prefilled from the signed-in applicant. */
export default function AccountStep() {
  const { t } = useTranslation();
  const { user, goTo, trackSave } = useWizard();
  const queryClient = useQueryClient();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);

  const contact = useContactForm(zodResolver(accountFormSchema), {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    zipCode: user.zipCode ?? '',
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
      if (contact.showServerErrors(error)) {
        setFormError(null);
        return;
      }
      setFormError(
        error instanceof ApiError && error.status === 409
          ? t('account.emailTaken')
          : t('account.failed'),
      );
    },
  });

  const onSubmit = contact.submitWith(save, () => setFormError(null));

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="account-step">
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        {t('account.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('account.intro')}</p>
      <ContactErrorSummary count={contact.errorsToFix} />
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-5 sm:grid-cols-2">
        <ContactFields
          id={id}
          {...contact.fieldProps}
          phoneLabel={t('account.phone')}
          zipHint={t('account.zipHint')}
        />
        <div className="sm:col-span-2">
          <InlineAlert testId="account-error">{formError}</InlineAlert>
          <StepActions>
            <span />
            <SubmitButton busy={save.isPending} testId="account-submit">
              {save.isPending ? t('account.saving') : t('account.submit')}
              <ArrowRight />
            </SubmitButton>
          </StepActions>
        </div>
      </form>
    </section>
  );
}
