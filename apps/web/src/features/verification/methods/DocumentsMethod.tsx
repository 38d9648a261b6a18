import {
  confidencePercent,
  keptVerificationFiles,
  MAX_UPLOAD_BYTES,
  MAX_VERIFICATION_FILES,
  verificationFileTypes,
} from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { toast, toastProblem } from '../../../lib/toast';
import { InlineAlert } from '../../../wizard/StepActions';
import { useWizardApplication } from '../../../wizard/WizardContext';
import {
  analyzeDocuments,
  FILE_TOO_LARGE,
  fileSizeText,
  isResizableImage,
  prepareForUpload,
  rejectionLines,
  storeDocuments,
  uploadDocument,
} from '../../documents';
import { documentsOutcome } from '../documentOutcome';
import type { MethodProps } from '../methodProps';
import { useVerify } from '../useVerify';
import { saveErrorText } from './saveError';

const LIMITS = { maxSize: MAX_UPLOAD_BYTES, minSize: 1, maxFiles: MAX_VERIFICATION_FILES };

/** Photos are made smaller before they go up, so only other files are held to 10 MB here. */
function sizeValidator(file: File) {
  if (isResizableImage(file.type) || file.size <= MAX_UPLOAD_BYTES) return null;
  return { code: FILE_TOO_LARGE, message: `File is larger than ${MAX_UPLOAD_BYTES} bytes` };
}

type Phase = 'idle' | 'uploading' | 'analyzing' | 'saving';

/**
 * SPEC 2, 4, 5, 8: up to 20 papers for this source, uploaded with its incomeEntryId, then read.
 * A failed reading still verifies the source, with 'Analysis pending'.
 */
export function DocumentsMethod({ entry, onVerified, setBusy }: MethodProps) {
  const { t, i18n } = useTranslation();
  const { applicationId, trackSave } = useWizardApplication();
  const queryClient = useQueryClient();
  const limitsId = useId();
  const verify = useVerify(entry.id);
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [rejected, setRejected] = useState<{ name: string; message: string }[]>([]);
  const [status, setStatus] = useState('');
  /** Files already on the server (a retry after a failed upload does not send them twice). */
  const uploaded = useRef(new Map<File, number>());
  const chooseRef = useRef<HTMLButtonElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const working = phase !== 'idle';

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      setRejected(rejectionLines(t, rejections, LIMITS));
      setError(null);
      const all = [...files, ...accepted];
      const kept = keptVerificationFiles(all);
      setFiles(kept);
      setNotice(
        all.length > kept.length
          ? t('verification.documents.keptFirst', { max: MAX_VERIFICATION_FILES })
          : null,
      );
      if (accepted.length > 0) {
        setStatus(t('verification.documents.chosen', { count: kept.length }));
      }
    },
    [t, files],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: verificationFileTypes as Record<string, string[]>,
    multiple: true,
    minSize: LIMITS.minSize,
    validator: sizeValidator,
    disabled: working,
    noClick: true,
    noKeyboard: true,
    onDrop,
  });

  const remove = (file: File) => {
    setFiles((current) => current.filter((item) => item !== file));
    setNotice(null);
    setStatus(t('verification.documents.removed', { name: file.name }));
    chooseRef.current?.focus();
  };

  const fail = (message: string) => {
    setError(message);
    setPhase('idle');
    setBusy(false);
  };

  const submit = async () => {
    if (working) return;
    setError(null);
    if (files.length === 0) {
      // SPEC 5: 'No Files Selected - Please select at least one document to upload.'
      setError(t('validation.filesRequired'));
      chooseRef.current?.focus();
      return;
    }
    setBusy(true);
    setPhase('uploading');
    setStatus(t('verification.documents.uploading', { count: files.length }));
    const ids: number[] = [];
    try {
      for (const file of files) {
        const known = uploaded.current.get(file);
        if (known !== undefined) {
          ids.push(known);
          continue;
        }
        const prepared = await prepareForUpload(file);
        const document = await trackSave(
          uploadDocument({
            file: prepared.blob,
            fileName: prepared.name,
            applicationId,
            incomeEntryId: entry.id,
          }),
        );
        uploaded.current.set(file, document.id);
        storeDocuments(queryClient, applicationId, [document]);
        ids.push(document.id);
      }
    } catch (caught) {
      console.error('Verification upload failed', caught instanceof Error ? caught.message : '');
      fail(
        toastProblem(
          t('verification.toast.uploadFailedTitle'),
          t('verification.toast.uploadFailed'),
        ),
      );
      return;
    }

    // Read them. A failed reading still counts (SPEC 4), with 'Analysis pending'.
    setPhase('analyzing');
    setStatus(t('verification.documents.analyzing'));
    let analysis: Awaited<ReturnType<typeof analyzeDocuments>> | null = null;
    try {
      analysis = await analyzeDocuments(ids);
      storeDocuments(queryClient, applicationId, analysis.documents);
    } catch (caught) {
      console.error('Verification analysis failed', caught instanceof Error ? caught.message : '');
    }
    const ours = analysis?.documents.filter((document) => ids.includes(document.id)) ?? [];
    const pending =
      analysis === null || ours.some((document) => document.processingStatus !== 'completed');

    setPhase('saving');
    try {
      await verify({ method: 'documents', documentIds: ids, analysisPending: pending });
    } catch (caught) {
      fail(saveErrorText(t, caught));
      return;
    }
    onVerified();
    if (pending || !analysis) {
      toast({
        title: t('verification.toast.uploadedTitle'),
        description: t('verification.toast.uploaded', { count: ids.length }),
      });
    } else {
      const outcome = documentsOutcome(analysis.extractedData.income, entry);
      toast({
        title: t('verification.toast.analyzedTitle'),
        description: t('verification.toast.analyzed', {
          percent: confidencePercent(analysis.overallConfidence),
          outcome:
            outcome === 'verified'
              ? t('verification.toast.sourceVerified')
              : t('verification.toast.sourceNeedsReview'),
        }),
      });
    }
  };

  const rootProps = getRootProps();
  return (
    <div>
      <p className="mt-2 text-gray-900">{t('verification.documents.text')}</p>
      <div
        {...rootProps}
        className={`mt-3 rounded-xl border-2 border-dashed p-4 text-center ${
          isDragActive ? 'border-brand-600 bg-brand-50' : 'border-gray-600 bg-gray-50'
        }`}
        data-testid="verify-dropzone"
      >
        <input
          {...getInputProps()}
          data-testid="verify-file-input"
          aria-label={t('verification.documents.choose')}
        />
        <p className="hidden text-gray-800 sm:block">{t('verification.documents.drop')}</p>
        <button
          ref={chooseRef}
          type="button"
          className="btn-secondary mt-2 w-full sm:w-auto"
          onClick={open}
          disabled={working}
          aria-describedby={limitsId}
          data-testid="verify-choose-files"
        >
          {t('verification.documents.choose')}
        </button>
        <p id={limitsId} className="mt-2 text-sm text-gray-700">
          {t('verification.documents.limits', { max: MAX_VERIFICATION_FILES })}
        </p>
      </div>

      {rejected.length > 0 ? (
        <div role="alert" className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3">
          <ul className="grid gap-1 text-red-800">
            {rejected.map((item) => (
              <li key={`${item.name}-${item.message}`}>
                {item.name ? <span className="font-semibold break-all">{item.name}: </span> : null}
                {item.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notice ? (
        <p
          className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950"
          role="status"
        >
          {notice}
        </p>
      ) : null}

      {files.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">
            {t('verification.documents.chosen', { count: files.length })}
          </h4>
          <ul className="mt-2 grid gap-2" data-testid="verify-files">
            {files.map((file) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center justify-between gap-2 rounded-lg border border-gray-300 p-2"
              >
                <span className="min-w-0 break-all text-gray-900">
                  {file.name}
                  <span className="block text-sm text-gray-700">
                    {fileSizeText(t, file.size, language)}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn-quiet shrink-0 px-3"
                  onClick={() => remove(file)}
                  disabled={working}
                >
                  {t('verification.documents.remove')}
                  <span className="sr-only"> {file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      <InlineAlert testId="documents-error">{error}</InlineAlert>
      <button
        type="button"
        className="btn-primary mt-4 w-full sm:w-auto"
        aria-disabled={working || undefined}
        onClick={() => void submit()}
        data-testid="documents-submit"
      >
        {phase === 'uploading'
          ? t('verification.documents.uploadingButton')
          : phase === 'analyzing'
            ? t('verification.documents.analyzingButton')
            : phase === 'saving'
              ? t('verification.saving')
              : t('verification.documents.submit')}
      </button>
    </div>
  );
}
