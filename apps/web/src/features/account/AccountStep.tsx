import { accountFormSchema } from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/BusyButton';
import { CardSection } from '../../components/CardSection';
import { ContactErrorSummary, ContactFields } from '../../components/ContactFields';
import { useContactForm } from '../../components/useContactForm';
import { ArrowRight, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizard } from '../../wizard/WizardContext';
import { useSaveAccount } from './useSaveAccount';

/** The account step (SPEC 2, 5): the wizard account form, prefilled from the signed-in applicant. */
export default function AccountStep() {
  const { t } = useTranslation();
  const { user } = useWizard();
  const id = useId();

  const contact = useContactForm(zodResolver(accountFormSchema), {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    zipCode: user.zipCode ?? '',
  });

  const { save, formError, clearFormError } = useSaveAccount(contact.showServerErrors);

  const onSubmit = contact.submitWith(save, clearFormError);

  return (
    <CardSection title={t('account.title')} intro={t('account.intro')} testId="account-step">
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
    </CardSection>
  );
}
