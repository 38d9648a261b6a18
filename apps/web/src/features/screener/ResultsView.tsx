import type { EstimateResponse } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageHeading } from '../../components/PageHeading';
import { PageLoading } from '../../components/PageLoading';
import { ProgramEstimate } from '../../components/ProgramEstimate';
import { ApiError, sendJson } from '../../lib/api';
import { InlineAlert } from '../../wizard/StepActions';
import { type Answers, type FieldErrors, toEstimateRequest, toFieldErrors } from './answers';
import { benefitsToCarry } from './carry';
import { personName } from './stepProps';
import { readStored, writeStored } from './storage';

export const ESTIMATE_PATH = '/api/eligibility/estimate';

/** The estimate of the answers, asked again when the language changes (reasons are worded). */
function useEstimate(answers: Answers) {
  const { i18n } = useTranslation();
  const { request } = toEstimateRequest(answers);
  return useQuery({
    queryKey: [ESTIMATE_PATH, i18n.resolvedLanguage, request],
    queryFn: () => sendJson<EstimateResponse>('POST', ESTIMATE_PATH, request),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The results: one card per program, always called an estimate; the agency decides. */
export function ResultsView({
  answers,
  onServerErrors,
  onClear,
}: {
  answers: Answers;
  onServerErrors: (errors: FieldErrors) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const estimate = useEstimate(answers);
  const error = estimate.error;

  // A 400 names fields: its messages go next to them, on the step that asks them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer is the trigger.
  useEffect(() => {
    const issues = error instanceof ApiError && error.status === 400 ? error.body?.errors : [];
    if (issues?.length) onServerErrors(toFieldErrors(issues, toEstimateRequest(answers).origins));
  }, [error]);

  const memberNames = (translate: TFunction, members: number[]) =>
    members
      .map((index) => answers.people[index])
      .flatMap((person, i) => (person ? [personName(translate, person, members[i] ?? 0)] : []))
      .join(', ');

  const start = (data: EstimateResponse) => {
    const stored = readStored();
    writeStored({
      incomesCarried: 0,
      ...stored,
      answers,
      carry: true,
      benefits: benefitsToCarry(data),
    });
    navigate('/screener/start');
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeading title={t('screener.results.title')}>{t('screener.results.title')}</PageHeading>
      <p className="mt-3 text-lg text-gray-800" data-testid="screener-estimate-note">
        {t('screener.results.intro')}
      </p>
      {estimate.isPending ? (
        <PageLoading label={t('screener.results.loading')} className="py-8" />
      ) : null}
      <InlineAlert>
        {estimate.isError ? (
          <>
            <p>
              {error instanceof ApiError && error.status === 429
                ? t('screener.results.rateLimited')
                : t('screener.results.failed')}
            </p>
            <button type="button" className="btn-secondary mt-2" onClick={() => estimate.refetch()}>
              {t('screener.results.tryAgain')}
            </button>
          </>
        ) : null}
      </InlineAlert>
      {estimate.data ? (
        <>
          <ul className="mt-6 grid gap-4" data-testid="screener-results">
            {estimate.data.programs.map((result) => (
              <ProgramEstimate key={result.program} result={result} memberNames={memberNames} />
            ))}
          </ul>
          <p className="mt-6 font-semibold text-gray-900">{t('screener.results.agency')}</p>
          <section
            aria-labelledby="screener-start-title"
            className="mt-8 rounded-xl border-2 border-brand-600 bg-brand-50 p-5"
          >
            <h2 id="screener-start-title" className="text-xl font-bold text-gray-900">
              {t('screener.start.title')}
            </h2>
            <p className="mt-2 text-gray-800">{t('screener.start.carried')}</p>
            <button
              type="button"
              className="btn-primary mt-4 w-full sm:w-auto"
              onClick={() => start(estimate.data)}
              data-testid="screener-start"
            >
              {t('screener.start.button')}
            </button>
          </section>
        </>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/screener" className="btn-secondary">
          {t('screener.results.change')}
        </Link>
        <button type="button" className="btn-quiet" onClick={onClear}>
          {t('screener.results.startOver')}
        </button>
      </div>
    </div>
  );
}
