import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsVi: SnapExemptionTexts = {
  unfitForWork:
    'người có giấy bác sĩ xác nhận không thể làm việc vì vấn đề sức khỏe thể chất hoặc tinh thần',
  pregnant: 'người đang mang thai',
  generalWorkExempt: 'người được miễn các quy định làm việc chung',
  childInCare: 'cha mẹ hoặc người trong hộ gia đình chăm sóc con dưới {{childUnder}} tuổi',
  veteran: 'cựu chiến binh',
  homeless: 'người vô gia cư',
  formerFosterYouth:
    'người từ 24 tuổi trở xuống và ở trong chương trình nuôi dưỡng tạm lúc 18 tuổi',
  americanIndian: 'người Mỹ da đỏ, người da đỏ sống ở thành phố hoặc người da đỏ ở California',
};
