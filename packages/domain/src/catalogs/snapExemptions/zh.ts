import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsZh: SnapExemptionTexts = {
  unfitForWork: '经医生证明因为身体或精神健康问题不能工作的人',
  pregnant: '怀孕的人',
  generalWorkExempt: '不必遵守一般工作规定的人',
  childInCare: '负责照顾 {{childUnder}} 岁以下孩子的父母或家庭成员',
  veteran: '退伍军人',
  homeless: '无家可归的人',
  formerFosterYouth: '24 岁或以下、18 岁时在寄养系统中的年轻人',
  americanIndian: '美洲印第安人、住在城市的印第安人或加州印第安人',
};
