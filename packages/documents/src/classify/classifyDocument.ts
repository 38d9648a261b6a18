import { normalizeTypography } from '../extract/typography.js';
import type { DocumentClass } from './documentClasses.js';

type Cue = [RegExp, number];

// Weighted cues per class. Form names are decisive (5+); words typical of a kind add up.
// Words a pay stub shares with others ('social security' as a tax, 'deposit') weigh little.
const CUES: Record<Exclude<DocumentClass, 'other'>, Cue[]> = {
  pay_stub: [
    // The names stubs go by (decision 0963): 'Payslip', 'Advice of Deposit', 'Payroll Statement'.
    [
      /earnings\s+statement|pay\s*stub|check\s+stub|pay\s*slip|salary\s+slip|(pay|payroll|wage)\s+statement|statement\s+of\s+earnings|(deposit|pay|payroll)\s+advice|advice\s+of\s+deposit/,
      4,
    ],
    [/\bgross\s+(pay|earnings|wages)\b|\btotal\s+(gross|earnings)\b/, 3],
    [/\bnet\s+pay\b/, 3],
    [/\bpay\s+(period|date|frequency|cycle)\b|\bperiod\s+(beginning|ending)\b/, 2],
    [/\b(ytd|year[\s-]*to[\s-]*date)\b/, 2],
    [/\b(deductions|federal\s+income\s+tax|medicare)\b/, 1],
    [/\b(hours|rate|overtime|regular)\b/, 1],
  ],
  w2: [
    [/\bw-?2\b/, 4],
    // A W-2's own markers outweigh the pay-stub words of an earnings summary printed beside
    // it (decision 0705): its title (OCR may lose 'Statement' to the next line), its OMB
    // number, its box labels.
    [/wage\s+and\s+tax\b/, 6],
    [/omb\s*n[o0]\.?\s*1545-?\s?0008/, 6],
    [/wages,?\s*tips,?\s*other\s*comp/, 4],
    [/medicare\s+wages\s+and\s+tips|social\s+security\s+tips/, 2],
    [/employer\s+identification\s+number|\bein\b/, 1],
  ],
  form_1099_nec: [
    [/1099-?\s?nec\b/, 7],
    [/nonemployee\s+compensation/, 5],
  ],
  form_1099_misc: [
    [/1099-?\s?misc\b/, 7],
    [/miscellaneous\s+(information|income)/, 5],
  ],
  form_1099_g: [
    [/1099-?\s?g\b/, 7],
    [/certain\s+government\s+payments/, 5],
    [/unemployment\s+compensation/, 3],
  ],
  form_1099_int: [
    [/1099-?\s?int\b/, 7],
    [/\binterest\s+income\b/, 3],
  ],
  form_1099_r: [
    [/1099-?\s?r\b/, 7],
    [/distributions\s+from\s+pensions/, 5],
    [/gross\s+distribution/, 3],
  ],
  ssa_benefit: [
    [/ssa-?\s?1099/, 8],
    [/social\s+security\s+benefit\s+statement/, 6],
    [/social\s+security\s+administration/, 4],
    // What the letter pays, when OCR lost its letterhead (decision 0964).
    [/social\s+security\s+(benefits?|payments?)\b/, 4],
    [/benefit\s+verification|award\s+letter|monthly\s+social\s+security/, 3],
    [/net\s+benefits/, 2],
  ],
  benefit_letter: [
    [/\b(benefit|award)\s+(letter|summary|notice)\b|notice\s+of\s+(\w+\s+){0,3}award/, 4],
    [/weekly\s+benefit\s+(amount|rate)|unemployment\s+insurance|benefit\s+year/, 3],
    [/veterans\s+affairs|retirement\s+system|pension|disability|department\s+of/, 2],
    [/monthly\s+(award|benefit|payment)|per\s+month/, 2],
    [/\bdear\b/, 1],
  ],
  bank_statement: [
    [/statement\s+period|account\s+statement|bank\s+statement/, 3],
    [/(beginning|ending|opening|closing)\s+balance/, 3],
    [/\b(checking|savings)\b/, 2],
    [/account\s+(number|no|holder)/, 1],
    [/total\s+deposits|deposits\s+and\s+(other\s+)?credits|withdrawals/, 2],
    [/\bbank\b|credit\s+union/, 1],
  ],
  lease: [
    [/lease\s+agreement|rental\s+agreement|residential\s+lease|rent\s+ledger|tenant\s+ledger/, 6],
    [/\blandlord\b|\blessor\b/, 2],
    [/\btenant\b|\blessee\b/, 2],
    [/security\s+deposit|premises|monthly\s+rent/, 2],
  ],
  photo_id: [
    [/driver'?s?\s+licen[cs]e|identification\s+card|\bid\s+card\b|real\s+id/, 6],
    [/\bdob\b|date\s+of\s+birth/, 2],
    [/\bexp\b|expires/, 1],
    [/\b(hgt|height|eyes|sex)\b/, 1],
    [/\bclass\b|\bdl\b/, 1],
  ],
};

/** Below this score nothing is recognised, and the document is 'other'. */
const MIN_SCORE = 4;

export interface Classification {
  documentClass: DocumentClass;
  /** 0-1: how clearly the winning kind beat the runner-up. */
  confidence: number;
}

/** Names the kind of document from its text by weighted keyword cues. */
export function classifyDocument(text: string): Classification {
  const lower = normalizeTypography(text).toLowerCase().replace(/\s+/g, ' ');
  const scores = (Object.entries(CUES) as [DocumentClass, Cue[]][])
    .map(([documentClass, cues]) => ({
      documentClass,
      score: cues.reduce((sum, [pattern, weight]) => sum + (pattern.test(lower) ? weight : 0), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < MIN_SCORE) {
    return { documentClass: 'other', confidence: best?.score ? 0.3 : 0.5 };
  }
  const margin = (best.score - (second?.score ?? 0)) / best.score;
  return {
    documentClass: best.documentClass,
    confidence:
      Math.round(Math.min(0.99, 0.6 + margin * 0.4 + Math.min(best.score, 12) / 60) * 100) / 100,
  };
}
