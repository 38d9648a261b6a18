import {
  confidencePercent,
  type DocumentRecord,
  hasHighSeverityFraud,
  isEmptyAnalysis,
} from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import { toast, toastProblem } from '../../lib/toast';
import { BackButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { addIncomeEntry, rememberEntryConfidence, useIncomeEntries } from '../income';
import { AnalysisResults } from './AnalysisResults';
import { setDocumentAnalysis, useDocumentAnalysis } from './analysisStore';
import { DocumentList } from './DocumentList';
import { DocumentsIntro } from './DocumentsIntro';
import { DropZone } from './DropZone';
import {
  type AnalysisResponse,
  analyzeDocuments,
  deleteDocument,
  storeDocuments,
  useDocuments,
} from './documentsApi';
import { extractedItemKey, plannedEntries, readAddedItems, rememberAddedItem } from './extracted';
import { resolveChecks } from './incomeChecks';
import { ReadabilityNotice } from './ReadabilityNotice';
import { useIncomeChecks } from './useIncomeChecks';
import { useUploads } from './useUploads';

const ANALYSED = new Set<DocumentRecord['processingStatus']>(['completed', 'failed']);

function isAnalysed(document: DocumentRecord) {
  return ANALYSED.has(document.processingStatus);
}

type AnalysisState = 'idle' | 'running' | 'restoring';

/** The documents step (SPEC 2, 4, 5, 8): optional documents, read for income. */
export default function DocumentUploadStep() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, goTo, trackSave } = useWizardApplication();
  const documents = useDocuments(applicationId);
  const incomeEntries = useIncomeEntries(applicationId);
  const analysis = useDocumentAnalysis(applicationId);
  const [analysisState, setAnalysisState] = useState<AnalysisState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const { uploads, setUploads, uploading, uploadFiles } = useUploads(setAnnouncement);
  const [continuing, setContinuing] = useState(false);
  const [continueError, setContinueError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const { checks, setCheck } = useIncomeChecks(applicationId);
  const restored = useRef(false);
  const dropRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const list = documents.data ?? [];
  const unanalysed = list.filter((document) => !isAnalysed(document));

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
      setAnnouncement(
        toastProblem(t('documents.toast.analysisFailedTitle'), t('documents.toast.analysisFailed')),
      );
      void documents.refetch();
    } finally {
      setAnalysisState('idle');
    }
  };

  /** One toast (SPEC 9 shows one at a time): the review warning wins; otherwise completion and income together. */
  const announceResult = (result: AnalysisResponse) => {
    const percent = confidencePercent(result.overallConfidence);
    const incomeCount = result.extractedData.income.length;
    const unreadable = (result.readability ?? []).filter((entry) => entry.status === 'unreadable');
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
      [
        isEmptyAnalysis(result)
          ? t('documents.liveEmpty')
          : t('documents.liveDone', { count: incomeCount, percent }),
        unreadable.length > 0 ? t('documents.readability.live', { count: unreadable.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
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
    // Decision 0262: items read unsurely wait for the applicant's check.
    const { ready, waiting } = resolveChecks(items, checks, extractedItemKey);
    if (waiting.length > 0) {
      setContinueError(t('documents.check.waiting', { count: waiting.length }));
      resultsRef.current
        ?.closest('section')
        ?.querySelector<HTMLElement>('[data-state="waiting"] input')
        ?.focus();
      return;
    }
    setContinuing(true);
    try {
      const existing = incomeEntries.data ?? (await incomeEntries.refetch()).data ?? [];
      const planned = plannedEntries(applicationId, ready, readAddedItems(applicationId), existing);
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
      <DocumentsIntro titleId={`${ids}-title`} />

      <div ref={dropRef}>
        <DropZone uploading={uploading} onFiles={uploadFiles} />
      </div>

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

      <ReadabilityNotice
        readability={result?.readability}
        documents={list}
        onRetake={() => dropRef.current?.querySelector('button')?.focus()}
        onTypeIn={() => void continueWithDocuments()}
      />
      {result ? (
        <AnalysisResults
          result={result}
          headingRef={resultsRef}
          checks={checks}
          onCheck={(key, check) => {
            setContinueError(null);
            setCheck(key, check);
          }}
        />
      ) : null}

      {/* Each choice is a column: its card grows to match the other card, its hint stays under
          it (a card of h-full took the whole cell, and the hint sat on the next card at phone
          width: issue 18). */}
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <ChoiceWithHint
          onClick={() => void continueWithDocuments()}
          disabled={list.length === 0 || busy || continuing}
          hintId={`${ids}-continue-hint`}
          testId="documents-continue"
          title={t('documents.continueTitle')}
          text={t('documents.continueText')}
          hint={
            list.length === 0
              ? t('documents.continueNeedsDocuments')
              : busy
                ? t('documents.continueWait')
                : continuing
                  ? t('documents.continueAdding')
                  : ''
          }
        />
        <ChoiceWithHint
          onClick={skip}
          disabled={continuing}
          hintId={`${ids}-skip-text`}
          testId="documents-skip"
          title={t('documents.skipTitle')}
          text={t('documents.skipText')}
          hint={list.length > 0 ? t('documents.skipKeepsFiles') : ''}
        />
      </div>
      <InlineAlert testId="documents-continue-error">{continueError}</InlineAlert>

      <StepActions>
        <BackButton onClick={() => goTo('process-overview')} testId="documents-back" />
      </StepActions>
    </section>
  );
}

/** One of the step's two ways on: a card-sized button, its hint kept under it. */
function ChoiceWithHint({
  onClick,
  disabled,
  hintId,
  testId,
  title,
  text,
  hint,
}: {
  onClick: () => void;
  disabled: boolean;
  hintId: string;
  testId: string;
  title: string;
  text: string;
  hint: string;
}) {
  return (
    <div className="flex flex-col">
      <button
        type="button"
        className="choice-card w-full flex-1"
        onClick={onClick}
        disabled={disabled}
        aria-describedby={hintId}
        data-testid={testId}
      >
        <span className="block text-lg font-bold">{title}</span>
        <span className="mt-1 block font-normal">{text}</span>
      </button>
      <p id={hintId} className="mt-1 text-sm text-gray-700">
        {hint}
      </p>
    </div>
  );
}
