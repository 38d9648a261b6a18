import { type AttestationName, attestationNames, type WizardStep } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BenefitNames } from '../../components/BenefitNames';
import { CardSection } from '../../components/CardSection';
import { QueryError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { BackButton, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { DocumentStatusList, useDocuments } from '../documents';
import { RiskPanel, useRisk } from '../risk';
import { TotalsCards, useEnhancedSummary } from '../summary';
import { RightsText } from './RightsText';
import { submitApplication } from './submitApi';
import { type Attestations, boxesToTick, noAttestations, submitControl } from './submitControl';
import { readTicks, saveTicks } from './ticksStorage';

/** The review step (SPEC 2 and 4): look over everything, attest and submit. */
export default function FinalReviewStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, application, goTo, trackSave } = useWizardApplication();
  const summary = useEnhancedSummary(applicationId);
  const documents = useDocuments(applicationId);
  const risk = useRisk(applicationId);

  // Ticks survive a failed submit, a reload and an expired session (this tab only).
  const [initial] = useState(() => readTicks(applicationId));
  const [attestations, setAttestations] = useState<Attestations>(
    () => initial?.attestations ?? noAttestations(),
  );
  const [acknowledge, setAcknowledge] = useState(() => initial?.acknowledgeIssues ?? false);
  useEffect(() => {
    saveTicks(applicationId, { attestations, acknowledgeIssues: acknowledge });
  }, [applicationId, attestations, acknowledge]);

  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [showBlocker, setShowBlocker] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const control = submitControl({
    attestations,
    acknowledgeIssues: acknowledge,
    flags: risk.data?.flags,
  });

  const submit = async () => {
    if (submitting) return;
    if (!control.enabled) {
      setShowBlocker(true);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await trackSave(
        submitApplication(queryClient, applicationId, {
          attestations,
          acknowledgeIssues: control.needsAcknowledgement && acknowledge,
        }),
      );
      saveTicks(applicationId, null);
      toast({
        title: t('review.toast.submittedTitle'),
        description: t('review.toast.submittedText'),
      });
    } catch (error) {
      setSubmitting(false);
      toast({
        title: t('review.toast.failedTitle'),
        description: t('review.toast.failedText'),
        variant: 'destructive',
      });
      const message =
        error instanceof ApiError && error.status === 422 && error.userMessage
          ? error.userMessage
          : error instanceof ApiError && error.status === 409
            ? t('review.submit.alreadySent')
            : t('review.toast.failedText');
      setServerError(message);
      // The risk may have changed on the server: read it again.
      if (error instanceof ApiError && error.status === 422) void risk.refetch();
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  const setAttestation = (name: AttestationName, value: boolean) => {
    setAttestations((current) => ({ ...current, [name]: value }));
    setShowBlocker(false);
  };

  return (
    <div className="grid gap-6" data-testid="final-review">
      <CardSection
        title={t('review.final.benefitsTitle')}
        lead={<p className="mb-4 text-gray-800">{t('review.final.intro')}</p>}
      >
        <BenefitNames ids={application.selectedBenefits} testId="review-benefits" />
        <GoToStep step="benefits-selection" label={t('review.final.editBenefits')} />
      </CardSection>

      <CardSection title={t('review.final.totalsTitle')}>
        <div className="mt-3">
          {summary.isPending ? (
            <PageLoading label={t('review.summary.loading')} />
          ) : summary.isError ? (
            <QueryError query={summary} retryLabel={t('review.tryAgain')} look="inline">
              {t('review.summary.loadFailed')}
            </QueryError>
          ) : (
            <>
              <TotalsCards data={summary.data} />
              <p className="mt-2 text-gray-800" data-testid="review-counts">
                {t('review.final.counts', {
                  sources: summary.data.incomeSourcesCount,
                  expenses: summary.data.expenseEntriesCount,
                })}
              </p>
            </>
          )}
        </div>
        <GoToStep step="enhanced-financial-summary" label={t('review.final.seeSummary')} />
      </CardSection>

      <CardSection title={t('review.final.documentsTitle')}>
        {documents.isPending ? (
          <p role="status" className="mt-2 text-gray-800">
            {t('review.final.documentsLoading')}
          </p>
        ) : documents.isError ? (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {t('review.final.documentsFailed')}
          </p>
        ) : documents.data.length === 0 ? (
          <p className="mt-2 text-gray-800" data-testid="review-no-documents">
            {t('review.final.noDocuments')}
          </p>
        ) : (
          <DocumentStatusList
            documents={documents.data}
            testId="review-documents"
            itemTestId="review-document"
          />
        )}
      </CardSection>

      <RiskPanel query={risk} />

      <section className="card" aria-labelledby="review-rights-title">
        <RightsText headingId="review-rights-title" />
      </section>

      <CardSection title={t('review.final.attestTitle')}>
        <div
          className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-4"
          data-testid="perjury-warning"
        >
          <p className="font-bold text-red-900">{t('review.final.perjuryTitle')}</p>
          <p className="mt-1 text-gray-900">{t('review.final.perjuryText')}</p>
        </div>
        <fieldset className="mt-4">
          <legend className="font-semibold text-gray-900">{t('review.final.attestLegend')}</legend>
          <div className="mt-2 grid gap-2">
            {attestationNames.map((name) => (
              <Tick
                key={name}
                id={`attest-${name}`}
                checked={attestations[name]}
                onChange={(value) => setAttestation(name, value)}
                label={t(`review.attestations.${name}`)}
              />
            ))}
          </div>
        </fieldset>
        {control.needsAcknowledgement ? (
          <div
            className="mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-3"
            data-testid="acknowledge-box"
          >
            <p className="font-semibold text-gray-900">{t('review.final.issuesFound')}</p>
            <Tick
              id="acknowledge-issues"
              checked={acknowledge}
              onChange={(value) => {
                setAcknowledge(value);
                setShowBlocker(false);
              }}
              label={t('review.final.acknowledge')}
            />
          </div>
        ) : null}
        <p id={hintId} className="mt-4 text-gray-800" data-testid="submit-hint">
          {control.blocker
            ? t(`review.submit.blocked.${control.blocker}`, { count: boxesToTick(control) })
            : t('review.submit.ready')}
        </p>
        <div ref={errorRef} tabIndex={-1} role="alert" data-testid="submit-error">
          {serverError ? (
            <div className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
              <p>{t('review.toast.failedTitle')}</p>
              <p className="font-normal text-gray-900">{serverError}</p>
            </div>
          ) : showBlocker && control.blocker ? (
            <p className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
              {t(`review.submit.blocked.${control.blocker}`, { count: boxesToTick(control) })}
            </p>
          ) : null}
        </div>
      </CardSection>

      <StepActions>
        <BackButton onClick={() => goTo('enhanced-financial-summary')} label={t('review.back')} />
        <button
          type="button"
          className="btn-primary w-full sm:w-auto"
          aria-disabled={!control.enabled || submitting}
          aria-describedby={hintId}
          onClick={() => void submit()}
          data-testid="submit-application"
          data-label={control.label}
        >
          {submitting ? t('review.submit.sending') : t(`review.submit.${control.label}`)}
        </button>
      </StepActions>
    </div>
  );
}

/** A quiet button back to an earlier step, to change what it holds. */
function GoToStep({ step, label }: { step: WizardStep; label: string }) {
  const { goTo } = useWizardApplication();
  return (
    <button type="button" className="btn-quiet mt-2 px-0" onClick={() => goTo(step)}>
      {label}
    </button>
  );
}

function Tick({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg p-1">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={id}
      />
      <label htmlFor={id} className="cursor-pointer text-gray-900">
        {label}
      </label>
    </div>
  );
}
