import type { FinancialSummaryResponse } from '@benefits/domain';

/** One income source as the verification step lists it. */
export type SummaryEntry = FinancialSummaryResponse['entries'][number];

/** What each way of verifying a source gets from the 'Verify Now' dialog. */
export interface MethodProps {
  entry: SummaryEntry;
  applicationId: number;
  /** The source is verified: the dialog closes and focus goes to the source. */
  onVerified: () => void;
  /** While true, Escape and a tap outside do not close the dialog (work would be lost). */
  setBusy: (busy: boolean) => void;
}
