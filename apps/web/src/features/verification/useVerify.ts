import type { VerifyIncomeEntryInput } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useWizardApplication } from '../../wizard/WizardContext';
import { verifyIncomeEntry } from './verificationApi';

/** Records a verification of one source (the progress header shows it being saved). */
export function useVerify(entryId: number) {
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  return useCallback(
    (body: VerifyIncomeEntryInput) =>
      trackSave(verifyIncomeEntry(queryClient, applicationId, entryId, body)),
    [queryClient, applicationId, entryId, trackSave],
  );
}
