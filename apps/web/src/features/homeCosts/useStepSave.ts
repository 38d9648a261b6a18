import type { AmountLanguage, WizardStep } from '@benefits/domain';
import { amountLanguage } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../components/form';
import { useWizardApplication } from '../../wizard/WizardContext';
import type { Checked, FormErrors } from './homeCostsForm';

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

/**
 * The home costs and money steps: the form as typed (amounts by the interface language's
 * rules), its errors, and Continue: checked, focus on the first problem, else saved and on.
 */
export function useAnswersStep<Form extends object, Body>(options: {
  formOf: (language: AmountLanguage) => Form;
  check: (form: Form, language: AmountLanguage) => Checked<Body>;
  send: (applicationId: number, body: Body) => Promise<unknown>;
  next: WizardStep;
  focus: (field: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = amountLanguage(i18n.language);
  const { applicationId, goTo } = useWizardApplication();
  const [form, setForm] = useState<Form>(() => options.formOf(language));
  const [errors, setErrors] = useState<FormErrors>({});
  const step = useStepSave<Body>(
    (body) => options.send(applicationId, body),
    () => goTo(options.next),
    t('homeCosts.saveFailed'),
  );
  const change = (changes: Partial<Form>) => setForm((old) => ({ ...old, ...changes }));
  const error = (field: string) => fieldMessage(t, errors[field]);
  const onContinue = () => {
    const checked = options.check(form, language);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) options.focus(first);
      return;
    }
    setErrors({});
    void step.save(checked.body);
  };
  return { form, change, errors, error, step, onContinue };
}
