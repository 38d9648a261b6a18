import type { VerifyIncomeEntryInput } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { MethodProps } from '../methodProps';
import { useVerify } from '../useVerify';
import { saveErrorText } from './saveError';

/**
 * Saves a verification that needs nothing more (a note, payroll): the dialog stays put while
 * it saves, then closes with 'Verification Completed'. Gives what to say when it failed.
 */
export function useFinalVerify({ entry, onVerified, setBusy }: MethodProps) {
  const { t } = useTranslation();
  const verify = useVerify(entry.id);
  return async (body: VerifyIncomeEntryInput): Promise<string | null> => {
    setBusy(true);
    try {
      await verify(body);
    } catch (caught) {
      setBusy(false);
      return saveErrorText(t, caught);
    }
    onVerified();
    toast({
      title: t('verification.toast.completedTitle'),
      description: t('verification.toast.completed', { source: entry.source }),
    });
    return null;
  };
}
