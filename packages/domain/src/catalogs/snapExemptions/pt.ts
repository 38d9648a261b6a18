import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsPt: SnapExemptionTexts = {
  unfitForWork:
    'pessoas que não podem trabalhar por causa de um problema de saúde física ou mental, com atestado médico',
  pregnant: 'grávidas',
  generalWorkExempt: 'pessoas isentas das regras gerais de trabalho',
  childInCare:
    'pais ou pessoas do domicílio responsáveis por uma criança com menos de {{childUnder}} anos',
  veteran: 'veteranos',
  homeless: 'pessoas sem-teto',
  formerFosterYouth: 'jovens de 24 anos ou menos que estavam em acolhimento familiar aos 18 anos',
  americanIndian: 'indígenas americanos, indígenas que vivem em cidades ou indígenas da Califórnia',
};
