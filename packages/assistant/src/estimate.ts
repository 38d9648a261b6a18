import { type EstimateResponse, formatDollars } from '@benefits/domain';
import { normalize } from './text.js';
import type { AssistantLanguage } from './types.js';

// Issue 17 item 4: "How much SNAP could I get?" asked on an application is answered from the
// estimate of that application (GET /api/applications/:id/estimate), which the server puts in
// the context, worded in the chat's language, only when this question is asked.

const ESTIMATE_QUESTION =
  /\bhow much (snap|food stamps?|food (help|benefits?|assistance)|ebt|benefits?)\b.*\b(i|we)\b.*\b(get|receive|qualify)|\b(what|whats) (is |would be )?my (snap )?(benefit )?estimate\b|\bcuant[oa]s? (de |en )?(snap|cupones|estampillas|beneficios?|ayuda (de|para) comida)\b.*\b(puedo|podria|podriamos|podemos|voy a|vamos a|me (dan|darian|toca|tocaria))\b|\bcual (es|seria) mi (estimado|calculo)\b/;

/** Whether a message asks what the applicant's own SNAP estimate is (English or Spanish). */
export function isEstimateQuestion(message: string): boolean {
  const text = normalize(message)
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ');
  return ESTIMATE_QUESTION.test(text);
}

const T = {
  en: {
    amount: (amount: string) =>
      `From what this application holds, you may get about ${amount} a month of SNAP. This is an estimate, not a decision: the agency decides.`,
    notEligible:
      'From what this application holds, you may not qualify for SNAP. This is an estimate, not a decision: the agency decides, and you can still apply.',
    unknown:
      "From what this application holds, we can't tell yet whether you may qualify for SNAP. The agency decides.",
    why: 'How we got this:',
    more: 'The What Programs Count step (step 11) shows the estimate for each program.',
  },
  es: {
    amount: (amount: string) =>
      `Con lo que tiene esta solicitud, podría recibir unos ${amount} al mes de SNAP. Es un estimado, no una decisión: la agencia decide.`,
    notEligible:
      'Con lo que tiene esta solicitud, podría no calificar para SNAP. Es un estimado, no una decisión: la agencia decide, y aún puede solicitar.',
    unknown:
      'Con lo que tiene esta solicitud, aún no podemos saber si podría calificar para SNAP. La agencia decide.',
    why: 'Cómo lo calculamos:',
    more: 'El paso Lo que cuentan los programas (paso 11) muestra el estimado de cada programa.',
  },
} as const;

/** The SNAP estimate of the application in plain words, with its reasons. */
export function answerEstimate(estimate: EstimateResponse, language: AssistantLanguage): string {
  const t = T[language];
  const snap = estimate.programs.find((program) => program.program === 'snap');
  let lead: string = t.unknown;
  if (snap?.eligible === false) lead = t.notEligible;
  else if (snap?.eligible && snap.monthlyAmount !== null)
    lead = t.amount(formatDollars(snap.monthlyAmount));
  const reasons = (snap?.reasons ?? []).map((reason) => `- ${reason}`);
  return [lead, [t.why, ...reasons].join('\n'), t.more].join('\n\n');
}
