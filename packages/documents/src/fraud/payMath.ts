import { formatDollars } from '../extract/money.js';
import { documentName, type FraudCheck, readSeverity, readSurely } from './types.js';

/** Gross pay minus deductions should equal net pay, to the cent (2 cents of rounding allowed). */
export const payMathMismatch: FraudCheck = (facts) => {
  const stub = facts.fields.payStub;
  if (!stub || stub.grossCents === undefined || stub.netCents === undefined) return [];
  if (stub.deductionsCents === undefined) return [];
  if (!readSurely(facts, ['gross', 'net', 'deductions'])) return [];
  const expected = stub.grossCents - stub.deductionsCents;
  if (Math.abs(expected - stub.netCents) <= 2) return [];
  return [
    {
      type: 'pay_math_mismatch',
      description: `On ${documentName(facts, 'pay stub')}, pay before taxes (${formatDollars(stub.grossCents)}) minus deductions (${formatDollars(stub.deductionsCents)}) is ${formatDollars(Math.max(0, expected))}, but the take-home pay shown is ${formatDollars(stub.netCents)}.`,
      severity: readSeverity(facts, 'high'),
      recommendation:
        'Check the amounts against your bank deposit, or upload a clear copy of the pay stub from your employer.',
    },
  ];
};
