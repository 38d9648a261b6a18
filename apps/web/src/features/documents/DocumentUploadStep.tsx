import {
  amountToCents,
  categoryIdForExtracted,
  confidencePercent,
  type DocumentAnalysisResult,
  type DocumentRecord,
  documentStepFileTypes,
  type ExtractedExpense,
  type ExtractedIncome,
  type FraudIndicator,
  formatUsd,
  hasHighSeverityFraud,
  isEmptyAnalysis,
  MAX_UPLOAD_BYTES,
} from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { PageLoading } from '../../components/PageLoading';
import { toast } from '../../lib/toast';
import { BackButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import {
  addIncomeEntry,
  amountText,
  categoryName,
  rememberEntryConfidence,
  useIncomeEntries,
} from '../income';
import { setDocumentAnalysis, useDocumentAnalysis } from './analysisStore';
import {
  analyzeDocuments,
  deleteDocument,
  storeDocuments,
  UploadError,
  uploadDocument,
  useDocuments,
} from './documentsApi';
import { isResizableImage, prepareForUpload } from './downscale';
import { FILE_TOO_LARGE, fileSizeText, rejectionLines } from './dropMessages';
import { plannedEntries, readAddedItems, rememberAddedItem } from './extracted';

/** Files picked at once; more is refused with 'Too many files' (the verification dialog's 20). */
export const MAX_FILES_AT_ONCE = 20;
const LIMITS = { maxSize: MAX_UPLOAD_BYTES, minSize: 1, maxFiles: MAX_FILES_AT_ONCE };

/** A file on its way up (or refused by the server), before it is one of the server's documents. */
interface LocalUpload {
  key: string;
  name: string;
  size: number;
  state: 'waiting' | 'preparing' | 'uploading' | 'failed';
  progress: number;
  error?: string;
}

const ANALYSED = new Set<DocumentRecord['processingStatus']>(['completed', 'failed']);

function isAnalysed(document: DocumentRecord) {
  return ANALYSED.has(document.processingStatus);
}

/**
 * The drop zone checks the 10 MB limit for PDFs at once; photos are checked after they are
 * made smaller (a 12 MB phone photo becomes a 1 MB JPEG and is welcome).
 */
function sizeValidator(file: File) {
  if (isResizableImage(file.type) || file.size <= MAX_UPLOAD_BYTES) return null;
  return { code: FILE_TOO_LARGE, message: `File is larger than ${MAX_UPLOAD_BYTES} bytes` };
}

type AnalysisState = 'idle' | 'running' | 'restoring';

/** Step 5 (SPEC 2, 4, 5, 8): optional documents, read for income. */
export default function DocumentUploadStep() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, goTo, trackSave } = useWizardApplication();
  const documents = useDocuments(applicationId);
  const incomeEntries = useIncomeEntries(applicationId);
  const analysis = useDocumentAnalysis(applicationId);
  const [uploads, setUploads] = useState<LocalUpload[]>([]);
  const [uploading, setUploading] = useState(false);
  const [rejected, setRejected] = useState<{ name: string; message: string }[]>([]);
  const [analysisState, setAnalysisState] = useState<AnalysisState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const [continuing, setContinuing] = useState(false);
  const [continueError, setContinueError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const counter = useRef(0);
  const restored = useRef(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const list = documents.data ?? [];
  const unanalysed = list.filter((document) => !isAnalysed(document));

  const patchUpload = useCallback(
    (key: string, change: Partial<LocalUpload>) =>
      setUploads((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change } : item)),
      ),
    [],
  );

  // Coming back to the step (or another device): results of documents read before are asked
  // for again, quietly. The server reuses what it read, so this is quick.
  useEffect(() => {
    if (restored.current || analysis || !documents.isSuccess || analysisState !== 'idle') return;
    const done = (documents.data ?? []).filter(isAnalysed);
    if (done.length === 0) return;
    restored.current = true;
    setAnalysisState('restoring');
    analyzeDocuments(done.map((document) => document.id))
      .then((response) => {
        storeDocuments(queryClient, applicationId, response.documents);
        setDocumentAnalysis(applicationId, {
          result: response,
          documentIds: response.documents.map((document) => document.id),
        });
      })
      .catch(() => {
        // The list still shows each document's status; Analyze is offered for unread ones.
      })
      .finally(() => setAnalysisState('idle'));
  }, [analysis, documents.isSuccess, documents.data, analysisState, applicationId, queryClient]);

  const uploadFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      if (!applicationId) {
        toast({
          title: t('documents.toast.noApplicationTitle'),
          description: t('documents.toast.noApplication'),
          variant: 'destructive',
        });
        return;
      }
      const items = files.map((file) => {
        counter.current += 1;
        return {
          file,
          upload: {
            key: `upload-${counter.current}`,
            name: file.name,
            size: file.size,
            state: 'waiting',
            progress: 0,
          } satisfies LocalUpload,
        };
      });
      setUploads((current) => [
        ...current.filter((item) => item.state !== 'failed'),
        ...items.map((item) => item.upload),
      ]);
      setUploading(true);
      setAnnouncement(t('documents.uploadingCount', { count: files.length }));
      let succeeded = 0;
      let failed = 0;
      // One at a time: on a slow uplink each file gets the whole bandwidth and its progress
      // means something.
      for (const { file, upload } of items) {
        patchUpload(upload.key, { state: 'preparing' });
        const prepared = await prepareForUpload(file);
        if (prepared.blob.size > MAX_UPLOAD_BYTES) {
          failed += 1;
          patchUpload(upload.key, {
            state: 'failed',
            error: `${t('documents.rejected.tooLarge', { size: MAX_UPLOAD_BYTES })}. ${t('documents.rejected.tooLargeHelp')}`,
          });
          continue;
        }
        patchUpload(upload.key, { state: 'uploading', size: prepared.blob.size, progress: 0 });
        try {
          const document = await trackSave(
            uploadDocument({
              file: prepared.blob,
              fileName: prepared.name,
              applicationId,
              onProgress: (fraction) => patchUpload(upload.key, { progress: fraction }),
            }),
          );
          succeeded += 1;
          storeDocuments(queryClient, applicationId, [document]);
          setUploads((current) => current.filter((item) => item.key !== upload.key));
        } catch (error) {
          failed += 1;
          const status = error instanceof UploadError ? error.status : 0;
          const message =
            error instanceof UploadError && error.userMessage
              ? error.userMessage
              : status === 0
                ? t('documents.networkFailed')
                : t('documents.toast.uploadFailed');
          console.error('Document upload failed', status);
          patchUpload(upload.key, { state: 'failed', error: message });
        }
      }
      setUploading(false);
      // SPEC 9 shows one toast at a time: a failure is the one to see.
      if (failed > 0) {
        toast({
          title: t('documents.toast.uploadFailedTitle'),
          description: t('documents.toast.uploadFailed'),
          variant: 'destructive',
        });
        setAnnouncement(t('documents.uploadedSome', { count: succeeded, failed }));
      } else {
        toast({
          title: t('documents.toast.uploadedTitle'),
          description: t('documents.toast.uploaded', { count: succeeded }),
        });
        setAnnouncement(t('documents.toast.uploaded', { count: succeeded }));
      }
    },
    [applicationId, queryClient, t, trackSave, patchUpload],
  );

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      setRejected(rejectionLines(t, rejections, LIMITS));
      void uploadFiles(accepted);
    },
    [t, uploadFiles],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: documentStepFileTypes as Record<string, string[]>,
    multiple: true,
    minSize: LIMITS.minSize,
    maxFiles: LIMITS.maxFiles,
    validator: sizeValidator,
    disabled: uploading,
    // The zone takes drops; a real button (below) opens the file picker for everyone else.
    noClick: true,
    noKeyboard: true,
    onDrop,
  });

  const runAnalysis = async () => {
    if (analysisState !== 'idle' || list.length === 0) return;
    setAnalysisState('running');
    restored.current = true;
    setAnnouncement(t('documents.analyzing'));
    try {
      // All documents: the ones read before are not read again (the server keeps their result),
      // so the result covers everything uploaded.
      const response = await analyzeDocuments(list.map((document) => document.id));
      storeDocuments(queryClient, applicationId, response.documents);
      setDocumentAnalysis(applicationId, {
        result: response,
        documentIds: response.documents.map((document) => document.id),
      });
      announceResult(response);
    } catch (error) {
      console.error('Document analysis failed', error instanceof Error ? error.message : '');
      toast({
        title: t('documents.toast.analysisFailedTitle'),
        description: t('documents.toast.analysisFailed'),
        variant: 'destructive',
      });
      setAnnouncement(t('documents.toast.analysisFailed'));
      void documents.refetch();
    } finally {
      setAnalysisState('idle');
    }
  };

  /** One toast (SPEC 9 shows one at a time): the review warning wins; otherwise completion and income together. */
  const announceResult = (result: DocumentAnalysisResult) => {
    const percent = confidencePercent(result.overallConfidence);
    const incomeCount = result.extractedData.income.length;
    const complete = t('documents.toast.complete', { percent });
    const income = incomeCount > 0 ? t('documents.toast.income', { count: incomeCount }) : '';
    if (hasHighSeverityFraud(result.fraudIndicators)) {
      toast({
        title: t('documents.toast.reviewTitle'),
        description: t('documents.toast.review'),
        variant: 'destructive',
      });
    } else {
      toast({
        title: t('documents.toast.completeTitle'),
        description: [complete, income].filter(Boolean).join(' '),
      });
    }
    setAnnouncement(
      isEmptyAnalysis(result)
        ? t('documents.liveEmpty')
        : t('documents.liveDone', { count: incomeCount, percent }),
    );
    window.setTimeout(() => resultsRef.current?.focus({ preventScroll: false }), 0);
  };

  const remove = async (document: DocumentRecord) => {
    if (removing !== null) return;
    setRemoving(document.id);
    setRemoveError(null);
    try {
      await trackSave(deleteDocument(queryClient, applicationId, document.id));
      setAnnouncement(t('documents.removed', { name: document.fileName }));
      // The results no longer match the documents: ask again for the rest (nothing is re-read).
      if (analysis?.documentIds.includes(document.id)) {
        const rest = analysis.documentIds.filter((id) => id !== document.id);
        setDocumentAnalysis(applicationId, null);
        if (rest.length > 0) {
          analyzeDocuments(rest)
            .then((response) =>
              setDocumentAnalysis(applicationId, { result: response, documentIds: rest }),
            )
            .catch(() => undefined);
        }
      }
    } catch {
      setRemoveError(t('documents.removeFailed', { name: document.fileName }));
    } finally {
      setRemoving(null);
    }
  };

  const continueWithDocuments = async () => {
    if (continuing || list.length === 0) return;
    setContinueError(null);
    const items = analysis?.result.extractedData.income ?? [];
    if (items.length === 0) {
      goTo('income-categories');
      return;
    }
    setContinuing(true);
    try {
      const existing = incomeEntries.data ?? (await incomeEntries.refetch()).data ?? [];
      const planned = plannedEntries(applicationId, items, readAddedItems(applicationId), existing);
      for (const entry of planned) {
        const created = await trackSave(addIncomeEntry(queryClient, entry.body));
        rememberAddedItem(applicationId, entry.key);
        rememberEntryConfidence(applicationId, created.id, entry.confidence);
      }
      goTo('income-categories');
    } catch {
      setContinueError(t('documents.entriesFailed'));
      toast({
        title: t('documents.toast.entryFailedTitle'),
        description: t('documents.toast.entryFailed'),
        variant: 'destructive',
      });
    } finally {
      setContinuing(false);
    }
  };

  const skip = () => {
    // SPEC 4: skipping clears uploadedDocuments and documentAnalysis from the wizard's data.
    // The files stay on the server (nothing of the applicant's is deleted without asking).
    restored.current = true; // not asked for again while the step leaves
    setDocumentAnalysis(applicationId, null);
    setUploads([]);
    goTo('income-categories');
  };

  if (documents.isPending) return <PageLoading label={t('documents.loading')} />;

  const busy = uploading || analysisState !== 'idle';
  const showAnalyze = unanalysed.length > 0 && analysisState === 'idle' && !uploading;
  const result = analysis?.result;

  return (
    <section className="card" aria-labelledby={`${ids}-title`} data-testid="documents-step">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${ids}-title`} className="text-xl font-bold text-gray-900">
          {t('documents.title')}
        </h2>
        <span
          className="rounded-full border-2 border-gray-700 px-3 py-0.5 text-sm font-semibold text-gray-900"
          data-testid="documents-optional"
        >
          {t('documents.optional')}
        </span>
      </div>
      <p className="mt-2 text-lg text-gray-900">{t('documents.intro')}</p>
      <ul className="mt-3 grid list-disc gap-1 pl-6 text-gray-800">
        <li data-testid="documents-limit">{t('documents.limit')}</li>
        <li data-testid="documents-timing">{t('documents.timing')}</li>
        <li>{t('documents.later')}</li>
      </ul>

      <div
        {...getRootProps({
          className: `mt-5 rounded-xl border-2 border-dashed p-5 text-center ${
            isDragActive ? 'border-brand-600 bg-brand-50' : 'border-gray-600 bg-gray-50'
          } ${uploading ? 'opacity-70' : ''}`,
        })}
        data-testid="documents-dropzone"
      >
        <input
          {...getInputProps({ 'aria-label': t('documents.inputLabel') })}
          data-testid="documents-input"
        />
        <Icon
          d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
          className="mx-auto h-10 w-10 text-gray-700"
          strokeWidth="1.8"
          viewBox="0 0 24 24"
        />
        <p className="mt-2 text-gray-900">
          {isDragActive ? t('documents.dropActive') : t('documents.dropHere')}
        </p>
        <button
          type="button"
          className="btn-primary mt-3 w-full sm:w-auto"
          onClick={open}
          disabled={uploading}
          data-testid="documents-choose"
        >
          {uploading ? t('documents.uploadingButton') : t('documents.choose')}
        </button>
        <p className="mt-2 text-sm text-gray-700">{t('documents.types')}</p>
      </div>

      {rejected.length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-800"
          data-testid="documents-rejected"
        >
          <p className="font-semibold">{t('documents.rejectedTitle')}</p>
          <ul className="mt-1 grid gap-1">
            {rejected.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one drop never reorder
              <li key={index}>
                {line.name ? (
                  <span className="font-semibold break-words">{line.name}: </span>
                ) : null}
                {line.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <DocumentList
        documents={list}
        uploads={uploads}
        language={language}
        removing={removing}
        onRemove={(document) => void remove(document)}
        onDismiss={(key) => setUploads((current) => current.filter((item) => item.key !== key))}
      />
      <InlineAlert testId="documents-remove-error">{removeError}</InlineAlert>

      <div className="mt-5">
        {showAnalyze ? (
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            onClick={() => void runAnalysis()}
            data-testid="documents-analyze"
          >
            {t('documents.analyze')}
          </button>
        ) : null}
        {analysisState === 'running' ? (
          <div className="flex items-center gap-3 text-gray-900" data-testid="documents-analyzing">
            <span
              aria-hidden="true"
              className="h-5 w-5 rounded-full border-4 border-brand-600 border-t-transparent motion-safe:animate-spin"
            />
            <span>{t('documents.analyzing')}</span>
          </div>
        ) : null}
        {analysisState === 'restoring' ? (
          <p className="text-gray-800">{t('documents.restoring')}</p>
        ) : null}
      </div>

      {/* Polite: progress and results are said once the screen reader is free. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="documents-status">
        {announcement}
      </p>

      {result ? <AnalysisResults result={result} headingRef={resultsRef} /> : null}

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <div>
          <button
            type="button"
            className="choice-card h-full w-full"
            onClick={() => void continueWithDocuments()}
            disabled={list.length === 0 || busy || continuing}
            aria-describedby={`${ids}-continue-hint`}
            data-testid="documents-continue"
          >
            <span className="block text-lg font-bold">{t('documents.continueTitle')}</span>
            <span className="mt-1 block font-normal">{t('documents.continueText')}</span>
          </button>
          <p id={`${ids}-continue-hint`} className="mt-1 text-sm text-gray-700">
            {list.length === 0
              ? t('documents.continueNeedsDocuments')
              : busy
                ? t('documents.continueWait')
                : continuing
                  ? t('documents.continueAdding')
                  : ''}
          </p>
        </div>
        <div>
          <button
            type="button"
            className="choice-card h-full w-full"
            onClick={skip}
            disabled={continuing}
            aria-describedby={`${ids}-skip-text`}
            data-testid="documents-skip"
          >
            <span className="block text-lg font-bold">{t('documents.skipTitle')}</span>
            <span className="mt-1 block font-normal">{t('documents.skipText')}</span>
          </button>
          <p id={`${ids}-skip-text`} className="mt-1 text-sm text-gray-700">
            {list.length > 0 ? t('documents.skipKeepsFiles') : ''}
          </p>
        </div>
      </div>
      <InlineAlert testId="documents-continue-error">{continueError}</InlineAlert>

      <StepActions>
        <BackButton onClick={() => goTo('process-overview')} testId="documents-back" />
      </StepActions>
    </section>
  );
}

function statusText(t: TFunction, document: DocumentRecord) {
  return t(`documents.status.${document.processingStatus}`);
}

function DocumentList({
  documents,
  uploads,
  language,
  removing,
  onRemove,
  onDismiss,
}: {
  documents: DocumentRecord[];
  uploads: LocalUpload[];
  language: string;
  removing: number | null;
  onRemove: (document: DocumentRecord) => void;
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (documents.length === 0 && uploads.length === 0) {
    return (
      <p className="mt-4 text-gray-800" data-testid="documents-empty">
        {t('documents.noDocuments')}
      </p>
    );
  }
  return (
    <section className="mt-5" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-gray-900">
        {t('documents.listTitle', { count: documents.length })}
      </h3>
      <ul className="mt-2 grid gap-2" data-testid="documents-list">
        {documents.map((document) => (
          <li
            key={document.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-gray-50 p-3"
            data-testid="document-item"
            data-status={document.processingStatus}
          >
            <div className="min-w-0">
              <p className="font-semibold break-all text-gray-900">{document.fileName}</p>
              <p className="text-gray-800">
                {fileSizeText(t, document.fileSize, language)} · {statusText(t, document)}
              </p>
            </div>
            <button
              type="button"
              className="btn-secondary px-3"
              onClick={() => onRemove(document)}
              disabled={removing !== null}
              data-testid="document-remove"
            >
              {t('documents.remove')}
              <span className="sr-only"> {document.fileName}</span>
            </button>
          </li>
        ))}
        {uploads.map((upload) => (
          <li
            key={upload.key}
            className={`grid gap-2 rounded-lg border p-3 ${
              upload.state === 'failed' ? 'border-red-700 bg-red-50' : 'border-gray-300 bg-white'
            }`}
            data-testid="upload-item"
            data-state={upload.state}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-all text-gray-900">{upload.name}</p>
                <p className="text-gray-800">
                  {fileSizeText(t, upload.size, language)} ·{' '}
                  {upload.state === 'uploading'
                    ? t('documents.uploadState.uploading', {
                        percent: Math.round(upload.progress * 100),
                      })
                    : t(`documents.uploadState.${upload.state}`)}
                </p>
              </div>
              {upload.state === 'failed' ? (
                <button
                  type="button"
                  className="btn-secondary px-3"
                  onClick={() => onDismiss(upload.key)}
                >
                  {t('documents.dismiss')}
                  <span className="sr-only"> {upload.name}</span>
                </button>
              ) : null}
            </div>
            {upload.state === 'uploading' ? (
              <progress
                className="h-3 w-full accent-brand-600"
                max={100}
                value={Math.round(upload.progress * 100)}
                aria-label={t('documents.progressLabel', { name: upload.name })}
              />
            ) : null}
            {upload.state === 'failed' && upload.error ? (
              <p role="alert" className="font-semibold text-red-800" data-testid="upload-error">
                {upload.error}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AnalysisResults({
  result,
  headingRef,
}: {
  result: DocumentAnalysisResult;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (isEmptyAnalysis(result)) {
    return (
      <section
        className="mt-6 rounded-xl border-2 border-gray-400 bg-gray-50 p-4"
        aria-labelledby={headingId}
        data-testid="documents-no-data"
      >
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-gray-900"
        >
          {t('documents.emptyTitle')}
        </h3>
        <p className="mt-1 text-gray-800">{t('documents.emptyText')}</p>
        {result.summary ? <p className="mt-2 text-gray-800">{result.summary}</p> : null}
        <FraudList indicators={result.fraudIndicators} />
      </section>
    );
  }
  return (
    <section
      className="mt-6 rounded-xl border-2 border-brand-600 bg-brand-50 p-4"
      aria-labelledby={headingId}
      data-testid="documents-results"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-gray-900">
        {t('documents.resultsTitle')}
      </h3>
      <p className="mt-1 text-gray-900" data-testid="documents-overall">
        {t('documents.overall', { percent: confidencePercent(result.overallConfidence) })}
      </p>
      {result.summary ? (
        <div className="mt-3">
          <h4 className="font-bold text-gray-900">{t('documents.summaryTitle')}</h4>
          <p className="text-gray-900" data-testid="documents-summary">
            {result.summary}
          </p>
        </div>
      ) : null}
      {result.extractedData.income.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-bold text-gray-900">{t('documents.incomeTitle')}</h4>
          <ul className="mt-2 grid gap-2">
            {result.extractedData.income.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of one result never reorder
              <IncomeItem key={index} item={item} />
            ))}
          </ul>
          <p className="mt-2 text-gray-800">{t('documents.incomeNext')}</p>
        </div>
      ) : null}
      {result.extractedData.expenses.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-bold text-gray-900">{t('documents.expensesTitle')}</h4>
          <ul className="mt-2 grid gap-2">
            {result.extractedData.expenses.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of one result never reorder
              <ExpenseItem key={index} item={item} />
            ))}
          </ul>
        </div>
      ) : null}
      <FraudList indicators={result.fraudIndicators} />
    </section>
  );
}

function IncomeItem({ item }: { item: ExtractedIncome }) {
  const { t } = useTranslation();
  const categoryId = categoryIdForExtracted(item.category);
  return (
    <li className="rounded-lg border border-gray-300 bg-white p-3" data-testid="extracted-income">
      <p className="font-semibold break-words text-gray-900">{item.source}</p>
      <p className="text-gray-900" data-testid="extracted-amount">
        {amountText(t, { amount: item.amount, frequency: item.frequency, dontKnowAmount: false })}
      </p>
      <p className="text-gray-800">
        {t('documents.category', { name: categoryName(t, categoryId) })}
      </p>
      <p className="text-gray-800">
        {t('documents.confidence', { percent: confidencePercent(item.confidence) })}
      </p>
      <p className="text-sm break-words text-gray-700">
        {t('documents.fromDocument', { source: item.documentSource })}
      </p>
    </li>
  );
}

function ExpenseItem({ item }: { item: ExtractedExpense }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border border-gray-300 bg-white p-3" data-testid="extracted-expense">
      <p className="font-semibold break-words text-gray-900">{item.description}</p>
      <p className="text-gray-900">
        {formatUsd(amountToCents(item.amount))} · {item.frequency}
      </p>
      <p className="text-gray-800">{t('documents.expenseCategory', { name: item.category })}</p>
      <p className="text-gray-800">
        {t('documents.confidence', { percent: confidencePercent(item.confidence) })}
      </p>
    </li>
  );
}

const severityStyle: Record<FraudIndicator['severity'], string> = {
  high: 'border-red-700 bg-red-50',
  medium: 'border-amber-700 bg-amber-50',
  low: 'border-gray-500 bg-white',
};

function FraudList({ indicators }: { indicators: FraudIndicator[] }) {
  const { t } = useTranslation();
  if (indicators.length === 0) return null;
  return (
    <div className="mt-4" data-testid="documents-fraud">
      <h4 className="font-bold text-gray-900">{t('documents.fraudTitle')}</h4>
      <p className="text-gray-800">{t('documents.fraudIntro')}</p>
      <ul className="mt-2 grid gap-2">
        {indicators.map((indicator, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: indicators of one result never reorder
            key={index}
            className={`rounded-lg border-2 p-3 ${severityStyle[indicator.severity]}`}
            data-testid="fraud-indicator"
            data-severity={indicator.severity}
          >
            {/* Severity in words, not colour alone. */}
            <p className="font-bold text-gray-900">
              {t(`documents.severity.${indicator.severity}`)}
            </p>
            <p className="text-gray-900">{indicator.description}</p>
            {indicator.recommendation ? (
              <p className="text-gray-800">
                {t('documents.recommendation', { text: indicator.recommendation })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
