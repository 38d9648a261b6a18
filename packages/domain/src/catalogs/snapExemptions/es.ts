import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsEs: SnapExemptionTexts = {
  unfitForWork:
    'personas que no pueden trabajar por un problema de salud física o mental, con un certificado médico',
  pregnant: 'embarazadas',
  generalWorkExempt: 'personas exentas de las reglas generales de trabajo',
  childInCare: 'padres u otras personas del hogar a cargo de un niño menor de {{childUnder}} años',
  veteran: 'veteranos',
  homeless: 'personas sin hogar',
  formerFosterYouth: 'jóvenes de 24 años o menos que estaban en cuidado de crianza a los 18 años',
  americanIndian: 'indígenas americanos, indígenas que viven en ciudades o indígenas de California',
};
