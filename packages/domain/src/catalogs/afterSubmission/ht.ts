import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsHt: AfterSubmissionTexts = {
  interview: {
    required:
      'Ou dwe fè yon entrevi, pi souvan nan telefòn. Biwo a ap di w jou ak lè a. Si ou rate l, rele yo pou fikse yon nouvo lè.',
    noOffice: 'Ou pa bezwen ale nan yon biwo pou yon entrevi.',
    mayAsk: 'Biwo a ka rele w oswa mande w vini si yo gen kesyon.',
    visit:
      'WIC ap fikse yon randevou avè w, an pèsòn oswa nan telefòn. Pote prèv ki moun ou ye, ki kote ou rete ak revni ou.',
    stateSets: 'Se eta ou a ki fikse pwochen etap yo. Pifò eta mande yon entrevi.',
  },
  decision: {
    days: 'Ou ta dwe resevwa yon lèt ak desizyon an nan {{days}} jou apre jou ou te aplike a.',
    expedited:
      'Repons ou yo montre ou ka resevwa SNAP rapid: nan {{days}} jou apre jou ou te aplike a. Si se pa sa, ou ap resevwa yon desizyon nan {{normalDays}} jou.',
    disability:
      'Ou ta dwe resevwa yon lèt ak desizyon an nan {{days}} jou. Si ou te aplike akoz yon andikap, sa ka pran jiska {{disabilityDays}} jou.',
    sooner:
      'WIC ta dwe di w si ou kalifye nan {{days}} jou apre ou te mande a. Gen kèk moun ki ansent ak fanmi travayè agrikòl ki konnen nan {{soonerDays}} jou.',
    stateSets: 'Lèt ou a ap di w kilè ou ap resevwa yon desizyon.',
  },
  documents: {
    days: 'Yo ka mande w papye, tankou souch chèk oswa yon kontra lwaye. Ou gen omwen {{days}} jou pou voye yo.',
    letter:
      'Si yo pa ka verifye enfòmasyon ou yo, yo ka mande w papye. Voye yo anvan dat ki nan lèt la.',
  },
  changes: {
    snap: 'Si ou resevwa SNAP, lèt ou a ap di ki chanjman pou w rapòte ak ki lè, tankou plis salè.',
    health:
      'Fè biwo a konnen si ou demenaje, salè ou chanje, oswa si yon moun vin rete lakay ou oswa ale.',
    wic: 'Fè biwo WIC ou a konnen si ou demenaje oswa si revni ou chanje.',
    tanf: 'Fè biwo TANF ou a konnen chanjman yo, tankou yon nouvo salè oswa yon demenajman. Lèt ou a di nan konbyen tan.',
  },
};
