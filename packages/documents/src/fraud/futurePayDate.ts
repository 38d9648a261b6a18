import { daysBetween } from '../extract/dates.js';
import { documentName, type FraudCheck } from './types.js';

/** Days after today a pay date may be before it is flagged (time zones, early stubs). */
const GRACE_DAYS = 1;
/** Beyond this many days ahead the flag is high. */
const HIGH_AFTER_DAYS = 7;

function isoDay(today: Date | string | undefined): string {
  if (typeof today === 'string') return today.slice(0, 10);
  return (today ?? new Date()).toISOString().slice(0, 10);
}

/** A pay date after today: a stub is issued on or before payday. */
export const futurePayDate: FraudCheck = (facts, context) => {
  const payDate = facts.fields.payStub?.payDate;
  if (!payDate) return [];
  const ahead = daysBetween(isoDay(context.today), payDate);
  if (ahead <= GRACE_DAYS) return [];
  return [
    {
      type: 'future_pay_date',
      description: `The pay date on ${documentName(facts, 'pay stub')} is ${payDate}, which is ${ahead} days from now.`,
      severity: ahead > HIGH_AFTER_DAYS ? 'high' : 'medium',
      recommendation: 'Upload a pay stub for pay you have already received.',
    },
  ];
};
