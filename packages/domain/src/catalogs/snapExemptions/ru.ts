import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsRu: SnapExemptionTexts = {
  unfitForWork:
    'люди, которые не могут работать из-за проблемы с физическим или психическим здоровьем, и это подтвердил врач',
  pregnant: 'беременные',
  generalWorkExempt: 'люди, освобождённые от общих требований о работе',
  childInCare:
    'родители или члены домохозяйства, которые отвечают за ребёнка младше {{childUnder}} лет',
  veteran: 'ветераны',
  homeless: 'бездомные',
  formerFosterYouth: 'люди 24 лет или младше, которые были в приёмной семье в 18 лет',
  americanIndian: 'американские индейцы, индейцы, живущие в городах, или индейцы Калифорнии',
};
