import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsFr: SnapExemptionTexts = {
  unfitForWork:
    "les personnes qui ne peuvent pas travailler à cause d'un problème de santé physique ou mentale, avec un certificat médical",
  pregnant: 'les personnes enceintes',
  generalWorkExempt: 'les personnes exemptées des règles générales de travail',
  childInCare:
    "les parents ou membres du foyer qui s'occupent d'un enfant de moins de {{childUnder}} ans",
  veteran: 'les anciens combattants',
  homeless: 'les personnes sans abri',
  formerFosterYouth: "les jeunes de 24 ans ou moins qui étaient en famille d'accueil à 18 ans",
  americanIndian:
    'les Amérindiens, les Amérindiens qui vivent en ville ou les Amérindiens de Californie',
};
