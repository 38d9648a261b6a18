import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsEn: SnapExemptionTexts = {
  unfitForWork: 'medically certified as physically or mentally unfit for work',
  pregnant: 'pregnant',
  generalWorkExempt: 'exempt from the general work requirements',
  childInCare: 'a parent or household member responsible for a child under {{childUnder}}',
  veteran: 'a veteran',
  homeless: 'experiencing homelessness',
  formerFosterYouth: 'aged 24 or younger and in foster care at age 18',
  americanIndian: 'an American Indian, Urban Indian, or California Indian',
};
