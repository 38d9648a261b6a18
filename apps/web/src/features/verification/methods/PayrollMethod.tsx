import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { toast } from '../../../lib/toast';
import { InlineAlert } from '../../../wizard/StepActions';
import type { MethodProps } from '../methodProps';
import { useVerify } from '../useVerify';
import { saveErrorText } from './saveError';

/** SPEC 4: the payroll connect button just marks the source verified (its provider comes later). */
export function PayrollMethod({ entry, onVerified, setBusy }: MethodProps) {
  const { t } = useTranslation();
  const verify = useVerify(entry.id);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = async () => {
    if (saving) return;
    setSaving(true);
    setBusy(true);
    setError(null);
    try {
      await verify({ method: 'payroll' });
      onVerified();
      toast({
        title: t('verification.toast.completedTitle'),
        description: t('verification.toast.completed', { source: entry.source }),
      });
    } catch (caught) {
      setError(saveErrorText(t, caught));
      setBusy(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <p className="mt-2 text-gray-900">{t('verification.payroll.text')}</p>
      <InlineAlert testId="payroll-error">{error}</InlineAlert>
      <BusyButton
        busy={saving}
        className="btn-primary mt-4 w-full sm:w-auto"
        onClick={() => void connect()}
        testId="payroll-connect"
      >
        {saving ? t('verification.saving') : t('verification.payroll.connect')}
      </BusyButton>
    </div>
  );
}
