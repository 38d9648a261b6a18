import { useState } from 'react';
import { useWizardApplication } from '../../wizard/WizardContext';

/** Saves a step's answers (shown in the progress header), then moves on; says so when it fails. */
export function useStepSave<Body>(
  send: (body: Body) => Promise<unknown>,
  then: () => void,
  failedText: string,
) {
  const { trackSave } = useWizardApplication();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (body: Body) => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await trackSave(send(body));
      setSaving(false);
      then();
    } catch {
      setSaving(false);
      setError(failedText);
    }
  };
  return { save, saving, error };
}
