import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { apiRequest } from '../lib/api';
import { clearSignedIn } from '../lib/auth';
import { toast } from '../lib/toast';
import { BusyButton } from './BusyButton';

export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/sign-out'),
    onSuccess: () => {
      clearSignedIn(queryClient);
      navigate('/');
      toast({ title: t('signOut.doneTitle'), description: t('signOut.doneText') });
    },
    onError: () => toast({ title: t('signOut.failed'), variant: 'destructive' }),
  });
}

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <BusyButton
      busy={signOut.isPending}
      className="btn-secondary"
      testId="sign-out"
      onClick={() => {
        if (!signOut.isPending) signOut.mutate();
      }}
    >
      {signOut.isPending ? t('header.signingOut') : t('header.signOut')}
    </BusyButton>
  );
}
