import { estimateHousehold } from './estimate.js';
import { type EstimateRequestInput, estimateRequestSchema } from './schema.js';

/** The day the estimate tests run on (FY 2027 SNAP figures). */
export const FY27 = '2026-11-25';
export const adult = { age: 30, relationship: 'self' } as const;
export const run = (input: EstimateRequestInput, asOf = FY27) =>
  estimateHousehold(estimateRequestSchema.parse({ asOf, ...input }), FY27);
export const program = (input: EstimateRequestInput, name: string, asOf = FY27) =>
  run(input, asOf).programs.find((p) => p.program === name)!;
export const codes = (input: EstimateRequestInput, name: string, asOf = FY27) =>
  program(input, name, asOf).reasons.map((r) => r.code);
