import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsHt: SnapExemptionTexts = {
  unfitForWork:
    'moun ki pa ka travay akoz yon pwoblèm sante fizik oswa mantal, e yon doktè konfime sa',
  pregnant: 'moun ki ansent',
  generalWorkExempt: 'moun ki egzante nan règ travay jeneral yo',
  childInCare: 'paran oswa moun nan kay la ki responsab yon timoun ki poko gen {{childUnder}} an',
  veteran: 'ansyen militè',
  homeless: 'moun ki san kay',
  formerFosterYouth: 'moun ki gen 24 an oswa mwens e ki te nan sistèm plasman lè yo te gen 18 an',
  americanIndian: 'Endyen Ameriken, Endyen ki rete nan vil, oswa Endyen Kalifòni',
};
