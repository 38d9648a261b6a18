import type { EstimateResponse } from '@benefits/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/CardSection';
import { QueryError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { ProgramEstimate } from '../../components/ProgramEstimate';
import { currentLanguage, loadScreenerTexts, screenerTextsLoaded } from '../../i18n';
import { registerScreenerTexts } from '../../i18n/screenerTexts';
import { JUST_READ_MS, readOnEachOpening } from '../../lib/queryClient';
import { applicationEstimatePath } from './estimatePath';

// The cards' texts (the screener's text pack) start loading with this chunk, beside the step's
// first reads, so the cards can be drawn with the step (initialData below).
void loadScreenerTexts().catch(() => undefined);

/** Issue 17: GET /api/applications/:id/estimate with its card texts, asked again per language. */
function useApplicationEstimate(applicationId: number) {
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const read = [applicationEstimatePath(applicationId)];
  return useQuery({
    queryKey: [applicationEstimatePath(applicationId), language],
    queryFn: async () => {
      // The program cards' texts are the screener's text pack: English comes with this chunk.
      registerScreenerTexts();
      const [estimate] = await Promise.all([
        // The step read it beside its code (its first reads, decision 0800): that answer, if just in.
        queryClient.fetchQuery<EstimateResponse>({
          queryKey: read,
          staleTime: JUST_READ_MS,
        }),
        loadScreenerTexts(language),
      ]);
      return estimate;
    },
    // Decision 0800: the step read the estimate and its texts beside its code, so the cards are
    // drawn with the step, not in a second, synchronous drawing when the answer is handed over.
    initialData: () => {
      registerScreenerTexts();
      return language === 'en' || screenerTextsLoaded(language)
        ? queryClient.getQueryData<EstimateResponse>(read)
        : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(read)?.dataUpdatedAt,
    ...readOnEachOpening,
  });
}

/**
 * The summary step: what the applicant may get, estimated from this application; the agency decides.
 * `names` are the household's first names (issue 18), in the estimate's member order.
 */
export function EstimatePanel({
  applicationId,
  names = [],
}: {
  applicationId: number;
  names?: readonly string[];
}) {
  const memberNames = (_: unknown, members: number[]) =>
    members.flatMap((index) => (names[index] ? [names[index]] : [])).join(', ');
  const { t } = useTranslation();
  const estimate = useApplicationEstimate(applicationId);
  return (
    <CardSection title={t('review.summary.estimate.title')} testId="summary-estimate">
      <p className="mt-2 text-gray-800">{t('review.summary.estimate.intro')}</p>
      {estimate.isPending ? (
        <PageLoading label={t('review.summary.estimate.loading')} className="py-6" />
      ) : null}
      {estimate.isError ? (
        <QueryError query={estimate} retryLabel={t('review.tryAgain')} look="smallPanel">
          {t('review.summary.estimate.failed')}
        </QueryError>
      ) : null}
      {estimate.data ? (
        <ul className="mt-4 grid gap-4" data-testid="summary-estimate-results">
          {estimate.data.programs.map((result) => (
            <ProgramEstimate
              key={result.program}
              result={result}
              memberNames={memberNames}
              testIdPrefix="estimate"
              headingLevel={3}
            />
          ))}
        </ul>
      ) : null}
    </CardSection>
  );
}
