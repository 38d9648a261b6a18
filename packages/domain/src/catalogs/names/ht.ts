import type { BenefitId } from '../benefits.js';
import type { NamedText } from '../namedText.js';

// Haitian Creole names of the programs and income categories (docs/glossary/ht.json).
export const benefitTextsHt: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid (dapre revni)',
    description:
      'Swen sante gratis oswa ki pa koute chè pou granmoun, timoun ak fanmi ki gen ti revni.',
  },
  snap: {
    name: 'SNAP (Èd pou Manje)',
    description: 'Lajan chak mwa sou yon kat pou achte manje nan magazen ak mache.',
  },
  tanf: {
    name: 'TANF (Èd an Lajan Kach)',
    description: 'Èd an lajan pou fanmi ki gen timoun pandan y ap travay pou peye pwòp bòdwo yo.',
  },
  wic: {
    name: 'WIC',
    description:
      'Manje ki bon pou sante ak èd pou bay tibebe w manje. Pou moun ki ansent, nouvo paran ak timoun ki poko gen 5 an.',
  },
  chip: {
    name: 'CHIP',
    description:
      'Swen sante ki pa koute chè pou timoun ak jèn nan fanmi ki fè twòp lajan pou Medicaid.',
  },
  'medicaid-non-magi': {
    name: 'Medicaid (65+, avèg oswa andikape)',
    description: 'Swen sante pou moun ki gen 65 an oswa plis, ki avèg oswa ki gen yon andikap.',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsHt: Readonly<Record<number, NamedText>> = {
  1: {
    name: 'Salè, Apwentman, Tip',
    description: 'Lajan nan yon travay: chèk peyman, salè, tip, èdtan siplemantè ak bonis.',
  },
  2: {
    name: 'Revni Travay Endepandan',
    description:
      'Lajan nan pwòp biznis ou, ti djòb sou aplikasyon, travay endepandan oswa kontra (1099).',
  },
  3: {
    name: 'Benefis Sekirite Sosyal',
    description: 'Peman Sekirite Sosyal pou retrèt, siviv oswa andikap (SSDI), ak SSI.',
  },
  4: { name: 'Benefis Chomaj', description: 'Peman chomaj eta ou a bay.' },
  5: { name: 'Revni Lwaye', description: 'Lwaye moun peye w pou yon kay, apatman, chanm oswa tè.' },
  6: {
    name: 'Pansyon ak Revni Retrèt',
    description: 'Lajan nan yon pansyon, yon anwite, 401(k) oswa IRA.',
  },
  7: {
    name: 'Benefis Andikap',
    description:
      'Peman andikap ki pa soti nan Sekirite Sosyal, tankou konpansasyon travayè oswa yon plan prive.',
  },
  8: { name: 'Benefis Veteran', description: 'Pansyon VA, peman andikap VA oswa lòt lajan VA.' },
  9: { name: 'Revni Envestisman', description: 'Lajan aksyon oswa lòt envestisman ou peye w.' },
  10: {
    name: 'Pansyon pou Ansyen Mari oswa Madanm',
    description: 'Lajan yon ansyen mari oswa madanm peye w pou sipò.',
  },
  11: {
    name: 'Èd pou Elèv',
    description: 'Bous detid, sibvansyon oswa lajan travay-etid pou lekòl.',
  },
  12: {
    name: 'Peman pou Timoun nan Fwaye Akèy',
    description: 'Peman ou resevwa pou okipe yon timoun nan fwaye akèy (foster).',
  },
  13: { name: 'Peman Tribi', description: 'Peman pa tèt oswa lòt lajan yon tribi peye w.' },
  16: {
    name: 'Pansyon Alimantè pou Timoun',
    description: 'Pansyon alimantè yo peye w pou yon timoun.',
  },
  18: { name: 'Eritaj', description: 'Lajan oswa byen ou resevwa nan men yon moun ki mouri.' },
  19: { name: 'Peman Asirans', description: 'Lajan yon konpayi asirans peye w.' },
  20: { name: 'Akò Legal', description: 'Lajan nan yon pwosè oswa yon ka nan tribinal.' },
  21: {
    name: 'Lajan Lotri ak Jwèt Aza',
    description: 'Lajan ou genyen nan lotri, kazino oswa lòt pari.',
  },
  22: {
    name: 'Revni Kriptomonnen',
    description: 'Lajan nan kriptomonnen: minaj, rekonpans staking oswa peman an kripto.',
  },
  23: {
    name: 'Benefis sou Kapital',
    description: 'Pwofi lè ou vann aksyon, pwopriyete oswa lòt bagay ou posede.',
  },
  24: { name: 'Enterè ki Taksab', description: 'Enterè sou kont labank, CD oswa bon.' },
  15: { name: 'Lòt Revni', description: 'Lòt lajan ou resevwa souvan, tankou èd fanmi.' },
};
