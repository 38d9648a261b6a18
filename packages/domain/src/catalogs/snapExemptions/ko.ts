import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsKo: SnapExemptionTexts = {
  unfitForWork: '신체 또는 정신 건강 문제로 일할 수 없다고 의사가 확인한 사람',
  pregnant: '임신 중인 사람',
  generalWorkExempt: '일반 근로 규정이 면제된 사람',
  childInCare: '{{childUnder}}세 미만 자녀를 돌보는 부모나 가구원',
  veteran: '재향군인',
  homeless: '노숙인',
  formerFosterYouth: '24세 이하이고 18세 때 위탁 보호를 받고 있던 사람',
  americanIndian: '아메리카 원주민, 도시에 사는 아메리카 원주민 또는 캘리포니아 원주민',
};
