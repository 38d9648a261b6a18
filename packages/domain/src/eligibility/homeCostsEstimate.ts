import { amountToCents } from '../money/amount.js';
import { monthlyCents } from '../money/monthly.js';
import type { UtilityAnswer } from '../rules/snapUtilities.js';
import type { Cost, HomeCosts, Resources } from '../schemas/homeCosts.js';
import type { EstimateExpenses } from './schema.js';

// Issue 18: the application's home costs and resources as the estimate takes them (decision
// 0330): every cost made monthly by the summary conversion (weekly x52/12, every 2 weeks
// x26/12, yearly /12), rounded once to the cent; the utility bills as one of the engine's
// utility answers, each of which picks a state standard (7 CFR 273.9(d)(6)(iii)).

/** A cost's monthly cents; none is 0. */
export function costMonthlyCents(cost: Cost | null): number {
  return cost ? monthlyCents(amountToCents(cost.amount), cost.frequency) : 0;
}

const dollars = (cost: Cost | null) => costMonthlyCents(cost) / 100;

/**
 * The standard the bills call for: heating or cooling takes the heating and cooling standard;
 * two or more other bills (the phone counts) the limited standard; the phone alone the
 * telephone standard. One bill other than the phone takes none here (some states have a
 * single-utility standard; the engine does not, so the estimate is a lower bound).
 */
export function utilityAnswerOf(
  costs: Pick<HomeCosts, 'utilityBills' | 'utilitiesInRent'>,
): UtilityAnswer {
  const bills = costs.utilityBills;
  if (bills.includes('heating_cooling')) return 'heating_cooling';
  if (bills.length >= 2) return 'utilities_no_heat';
  if (bills.length === 1 && bills[0] === 'phone') return 'phone_only';
  return bills.length === 0 && costs.utilitiesInRent ? 'included_in_rent' : 'none';
}

/** The home costs as the estimate's monthly expenses. */
export function estimateExpensesOf(costs: HomeCosts): EstimateExpenses {
  const housing = dollars(costs.housingCost);
  return {
    rent: costs.housing === 'rent' ? housing : 0,
    mortgage: costs.housing === 'mortgage' ? housing : 0,
    propertyTax: dollars(costs.propertyTax),
    homeInsurance: dollars(costs.homeInsurance),
    utilities: utilityAnswerOf(costs),
    dependentCare: dollars(costs.dependentCare),
    childSupportPaid: dollars(costs.childSupportPaid),
    medical: dollars(costs.medical),
  };
}

/** Monthly rent or mortgage payment, in cents (what 7 CFR 273.2(i)(1)(ii) counts as shelter). */
export function rentOrMortgageMonthlyCents(costs: HomeCosts): number {
  return costMonthlyCents(costs.housingCost);
}

/**
 * Money the household has, in cents: checking, savings, cash and what else it listed. Every
 * listed kind counts (a lower chance of a wrong "7 days", decision 0330).
 */
export function resourcesCents(resources: Resources): number {
  return [
    resources.checking,
    resources.savings,
    resources.cash,
    ...resources.other.map((o) => o.amount),
  ]
    .map((amount) => (amount === null ? 0 : amountToCents(amount)))
    .reduce((sum, cents) => sum + cents, 0);
}

/** The resources as the estimate's assets, in dollars. */
export function estimateAssetsOf(resources: Resources): number {
  return resourcesCents(resources) / 100;
}
