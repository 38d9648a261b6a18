import { type AccountForm, type CurrentUser, generateApplicantId } from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, sendJson } from '../../lib/api';
import { setSignedIn } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useWizard } from '../../wizard/WizardContext';

/**
 * The account step's save: creates the account, signs the applicant in and goes to the benefits step. Field errors
 * the server names go to their fields (`showServerErrors`); any other error is `formError`.
 */
export function useSaveAccount(showServerErrors: (error: unknown) => boolean) {
  const { t } = useTranslation();
  const { goTo, trackSave } = useWizard();
  const [formError, setFormError] = useState<string | null>(null);

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
      setSignedIn(saved);
      toast({ title: t('account.createdTitle'), description: t('account.createdText') });
      goTo('benefits-selection');
    },
    onError: (error) => {
      // SPEC 8: logged (no personal data); the submit state resets and the form keeps its text.
      console.error('Account save failed', error instanceof ApiError ? error.status : 'network');
      if (showServerErrors(error)) {
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

  return { save, formError, clearFormError: () => setFormError(null) };
}
