import {
  type EstimateRequest,
  type EstimateResponse,
  estimateHousehold,
  type Language,
  renderEstimate,
} from '@benefits/domain';

/** Issue 17: the household estimate, worded in the applicant's language. */
export function estimate(
  request: EstimateRequest,
  today: Date,
  language: Language,
): EstimateResponse {
  return renderEstimate(estimateHousehold(request, today), language);
}
