import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withCause } from '../lib/problem';
import { updateApplication } from './applicationApi';
import { useWizardApplication } from './WizardContext';

/**
 * A yes/no question saved as it is answered (the eligibility questions and expenses introduction steps): answers are saved one after
 * another, so the last one chosen is the one kept; Continue waits for it.
 */
export function useYesNoAnswer({
  initial,
  send,
  failedText,
}: {
  initial: boolean | null;
  /** Saves an answer on the application. */
  send: (value: boolean) => Promise<unknown>;
  /** Said when saving failed. */
  failedText: string;
}) {
  const { t } = useTranslation();
  const firstRef = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<boolean | null>(initial);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const savedValue = useRef<boolean | null>(initial);
  const latest = useRef<boolean | null>(initial);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));

  const save = () => {
    queue.current = queue.current.then(async () => {
      const value = latest.current;
      if (value === null || value === savedValue.current) return true;
      try {
        await send(value);
        savedValue.current = value;
        setSaveError(null);
        return true;
      } catch (error) {
        setSaveError(withCause(t, failedText, error));
        return false;
      }
    });
    return queue.current;
  };

  const choose = (value: boolean) => {
    setChoice(value);
    setChoiceError(null);
    latest.current = value;
    void save();
  };

  /** Continue: `problem` says why not (focus goes to the question); else save, then `go`. */
  const continueTo = async (problem: string | null, go: () => void) => {
    if (continuing) return;
    if (problem) {
      setChoiceError(problem);
      firstRef.current?.focus();
      return;
    }
    setContinuing(true);
    const ok = await save();
    setContinuing(false);
    if (ok) go();
  };

  return { choice, choose, choiceError, saveError, continuing, firstRef, continueTo };
}

/** A yes/no answer kept on the application itself, saved as it is chosen. */
export function useApplicationAnswer(
  field: 'needsWorkVerification' | 'hasBusinessExpenses',
  initial: boolean | null,
  failedText: string,
) {
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  return useYesNoAnswer({
    initial,
    send: (value) => trackSave(updateApplication(queryClient, applicationId, { [field]: value })),
    failedText,
  });
}
