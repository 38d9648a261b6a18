import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api';
import { receiptPath } from './grouping';

/**
 * 'Download PDF': a real link (it works without script), but a click fetches the receipt
 * with the interface language (Accept-Language), so the PDF is in the applicant's language
 * even when the browser's own language is another.
 */
export function ReceiptLink({
  applicationId,
  fileName,
}: {
  applicationId: number;
  fileName: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const href = receiptPath(applicationId);

  const download = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    try {
      const response = await apiRequest('GET', href);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div>
      <a
        href={href}
        download={fileName}
        className="btn-primary w-full sm:w-auto"
        aria-busy={state === 'loading'}
        onClick={(event) => void download(event)}
        data-testid="view-download-pdf"
      >
        {state === 'loading' ? t('review.view.downloading') : t('review.view.downloadPdf')}
      </a>
      <div role="alert">
        {state === 'failed' ? (
          <p className="mt-2 font-semibold text-red-800" data-testid="view-download-failed">
            {t('review.view.downloadFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
