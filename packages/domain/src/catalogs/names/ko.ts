import type { BenefitId } from '../benefits.js';
import type { NamedText } from '../namedText.js';

// Korean names of the programs and income categories (docs/glossary/ko.json).
export const benefitTextsKo: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid (소득 기준)',
    description: '소득이 낮은 성인, 아이, 가족을 위한 무료 또는 저렴한 건강 보험입니다.',
  },
  snap: {
    name: 'SNAP (식품 지원)',
    description: '매달 카드에 돈을 넣어 가게와 시장에서 음식을 살 수 있습니다.',
  },
  tanf: {
    name: 'TANF (현금 지원)',
    description: '아이가 있는 가족이 일하며 스스로 생활비를 낼 수 있도록 현금을 지원합니다.',
  },
  wic: {
    name: 'WIC',
    description:
      '건강한 음식과 아기 먹이기 도움. 임신한 사람, 새 부모, 5세 미만 아이를 위한 것입니다.',
  },
  chip: {
    name: 'CHIP',
    description:
      'Medicaid를 받기에는 소득이 높은 가정의 아이와 청소년을 위한 저렴한 건강 보험입니다.',
  },
  'medicaid-non-magi': {
    name: 'Medicaid (65세 이상, 시각 장애 또는 장애)',
    description: '65세 이상이거나 앞을 보지 못하거나 장애가 있는 사람을 위한 건강 보험입니다.',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsKo: Readonly<Record<number, NamedText>> = {
  1: {
    name: '임금, 급여, 팁',
    description: '일해서 받는 돈: 급여 수표, 월급, 팁, 초과 근무 수당, 보너스.',
  },
  2: {
    name: '자영업 소득',
    description: '내 사업, 앱을 통한 일, 프리랜서 또는 계약(1099) 일로 번 돈.',
  },
  3: {
    name: '사회 보장 혜택',
    description: '사회 보장 은퇴 연금, 유족 연금, 장애 연금(SSDI)과 SSI.',
  },
  4: { name: '실업 수당', description: '주에서 받는 실업 수당.' },
  5: { name: '임대 소득', description: '집, 아파트, 방 또는 땅을 세를 주고 받는 돈.' },
  6: { name: '연금 및 은퇴 소득', description: '연금, 연금 보험, 401(k) 또는 IRA에서 받는 돈.' },
  7: {
    name: '장애 혜택',
    description: '산재 보상이나 개인 보험처럼 사회 보장에서 나오지 않는 장애 수당.',
  },
  8: { name: '재향 군인 혜택', description: 'VA 연금, VA 장애 수당 또는 다른 VA 지원금.' },
  9: { name: '투자 소득', description: '주식이나 다른 투자에서 받는 돈.' },
  10: { name: '이혼 수당', description: '전 배우자가 주는 생활비.' },
  11: { name: '학생 지원', description: '학교를 위한 장학금, 보조금 또는 근로 장학금.' },
  12: { name: '위탁 양육비', description: '위탁 아동을 돌보고 받는 돈.' },
  13: { name: '부족 지급금', description: '부족이 구성원마다 주는 지급금이나 다른 돈.' },
  16: { name: '자녀 양육비', description: '아이를 위해 받는 양육비.' },
  18: { name: '상속', description: '돌아가신 분에게서 받은 돈이나 재산.' },
  19: { name: '보험금', description: '보험 회사가 준 돈.' },
  20: { name: '법적 합의금', description: '소송이나 법원 사건에서 받은 돈.' },
  21: { name: '복권 및 도박 당첨금', description: '복권, 카지노 또는 다른 내기에서 딴 돈.' },
  22: {
    name: '암호화폐 소득',
    description: '암호화폐로 번 돈: 채굴, 스테이킹 보상 또는 암호화폐로 받은 돈.',
  },
  23: { name: '자본 이득', description: '주식, 부동산 또는 가진 물건을 팔아 남긴 돈.' },
  24: { name: '과세 대상 이자', description: '은행 계좌, 양도성 예금(CD) 또는 채권의 이자.' },
  15: { name: '기타 소득', description: '가족의 도움처럼 자주 받는 다른 돈.' },
};
