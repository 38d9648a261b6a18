import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { InlineAlert } from '../../../wizard/StepActions';
import type { MethodProps } from '../methodProps';
import { useFinalVerify } from './useFinalVerify';

/** SPEC 4: the payroll connect button just marks the source verified (its provider comes later). */
export function PayrollMethod(props: MethodProps) {
  const { t } = useTranslation();
  const saveVerification = useFinalVerify(props);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = async () => {
    if (saving) return;
    setSaving(true);
    setError(null);
    setError(await saveVerification({ method: 'payroll' }));
    setSaving(false);
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
