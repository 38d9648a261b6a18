import { z } from 'zod';
import type { DepositFinding } from '../bank/analyzeDeposits.js';
import { depositCadences } from '../bank/cadence.js';
import { analyzeTransactionsResponseSchema } from './bank.js';

const cadence = z.enum(depositCadences);
const count = z.number().int();

/** The facts a deposit analysis found (analyzeDeposits), as the server keeps them. */
export const depositFindingSchema: z.ZodType<DepositFinding> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('matched'), count, payer: z.string() }),
  z.object({ kind: z.literal('noDeposits') }),
  z.object({ kind: z.literal('notDeposits'), count }),
  z.object({ kind: z.literal('payerDifferent'), count, payer: z.string() }),
  z.object({
    kind: z.literal('amountDifferent'),
    count,
    expectedCents: z.number(),
    percent: z.number(),
  }),
  z.object({ kind: z.literal('amountUnknown') }),
  z.object({ kind: z.literal('cadenceMatched'), cadence }),
  z.object({ kind: z.literal('cadenceDifferent'), cadence, expected: cadence }),
  z.object({
    kind: z.literal('monthlyEstimate'),
    averageMonthlyCents: z.number(),
    reportedMonthlyCents: z.number(),
  }),
]);

/**
 * What a bank analysis keeps (issue 6): the verification the applicant was shown, without the
 * words (they are made again in the reader's language), and the findings behind it.
 */
export const storedBankAnalysisSchema = analyzeTransactionsResponseSchema.shape.verification
  .omit({ explanation: true, analysisId: true })
  .extend({ findings: z.array(depositFindingSchema) });
export type StoredBankAnalysis = z.infer<typeof storedBankAnalysisSchema>;
