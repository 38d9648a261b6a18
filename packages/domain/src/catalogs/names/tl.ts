import type { BenefitId } from '../benefits.js';
import type { NamedText } from '../namedText.js';

// Tagalog names of the programs and income categories (docs/glossary/tl.json).
export const benefitTextsTl: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid (batay sa kita)',
    description:
      'Libre o murang insurance sa kalusugan para sa matatanda, mga bata at pamilyang mababa ang kita.',
  },
  snap: {
    name: 'SNAP (Tulong sa Pagkain)',
    description:
      'Pera bawat buwan sa isang card para makabili ng pagkain sa mga tindahan at palengke.',
  },
  tanf: {
    name: 'TANF (Tulong na Pera)',
    description:
      'Tulong na pera para sa mga pamilyang may anak habang nagtatrabaho sila para mabayaran ang sarili nilang mga bayarin.',
  },
  wic: {
    name: 'WIC',
    description:
      'Masustansyang pagkain at tulong sa pagpapakain sa sanggol. Para sa mga buntis, bagong magulang at batang wala pang 5 taon.',
  },
  chip: {
    name: 'CHIP',
    description:
      'Murang insurance sa kalusugan para sa mga bata at tinedyer sa pamilyang masyadong malaki ang kita para sa Medicaid.',
  },
  'medicaid-non-magi': {
    name: 'Medicaid (65+, bulag o may kapansanan)',
    description: 'Insurance sa kalusugan para sa mga 65 taon pataas, bulag o may kapansanan.',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsTl: Readonly<Record<number, NamedText>> = {
  1: {
    name: 'Sahod, Suweldo, Tip',
    description: 'Pera mula sa trabaho: tseke ng sahod, suweldo, tip, overtime at bonus.',
  },
  2: {
    name: 'Kita sa Sariling Negosyo',
    description: 'Pera mula sa sariling negosyo, gig work, freelance o kontratang trabaho (1099).',
  },
  3: {
    name: 'Mga Benepisyo ng Social Security',
    description:
      'Bayad ng Social Security sa pagreretiro, sa naulila o sa kapansanan (SSDI), at SSI.',
  },
  4: {
    name: 'Benepisyo sa Kawalan ng Trabaho',
    description: 'Bayad ng iyong estado kapag walang trabaho.',
  },
  5: {
    name: 'Kita sa Paupahan',
    description: 'Upang ibinabayad sa iyo para sa bahay, apartment, kuwarto o lupa.',
  },
  6: {
    name: 'Pensiyon at Kita sa Pagreretiro',
    description: 'Pera mula sa pensiyon, annuity, 401(k) o IRA.',
  },
  7: {
    name: 'Benepisyo sa Kapansanan',
    description:
      "Bayad sa kapansanan na hindi galing sa Social Security, gaya ng workers' comp o pribadong plano.",
  },
  8: {
    name: 'Benepisyo ng mga Beterano',
    description: 'Pensiyon ng VA, bayad ng VA sa kapansanan o iba pang pera ng VA.',
  },
  9: {
    name: 'Kita sa Puhunan',
    description: 'Perang ibinabayad sa iyo ng iyong stocks o ibang puhunan.',
  },
  10: {
    name: 'Sustento sa Dating Asawa',
    description: 'Sustentong ibinabayad sa iyo ng dating asawa.',
  },
  11: {
    name: 'Tulong sa Estudyante',
    description: 'Scholarship, grant o pera mula sa work-study para sa pag-aaral.',
  },
  12: {
    name: 'Bayad sa Foster Care',
    description: 'Bayad na nakukuha mo sa pag-aalaga ng foster na bata.',
  },
  13: {
    name: 'Bayad ng Tribo',
    description: 'Per capita na bayad o ibang perang ibinabayad sa iyo ng tribo.',
  },
  16: {
    name: 'Suporta sa Anak',
    description: 'Suporta sa anak na ibinabayad sa iyo para sa isang bata.',
  },
  18: { name: 'Mana', description: 'Pera o ari-arian na natanggap mo mula sa taong namatay.' },
  19: {
    name: 'Bayad ng Insurance',
    description: 'Perang ibinayad sa iyo ng kompanya ng insurance.',
  },
  20: { name: 'Legal na Kasunduan', description: 'Pera mula sa demanda o kaso sa korte.' },
  21: {
    name: 'Panalo sa Lotto at Sugal',
    description: 'Perang napanalunan mo sa lotto, casino o ibang pustahan.',
  },
  22: {
    name: 'Kita sa Cryptocurrency',
    description: 'Pera mula sa cryptocurrency: mining, gantimpala sa staking o bayad na crypto.',
  },
  23: {
    name: 'Tubo sa Puhunan',
    description: 'Tubo sa pagbebenta ng stocks, ari-arian o ibang bagay na pag-aari mo.',
  },
  24: { name: 'Interes na May Buwis', description: 'Interes mula sa bank account, CD o bond.' },
  15: {
    name: 'Ibang Kita',
    description: 'Ibang perang madalas mong natatanggap, gaya ng tulong ng pamilya.',
  },
};
