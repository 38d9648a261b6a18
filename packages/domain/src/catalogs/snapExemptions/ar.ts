import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsAr: SnapExemptionTexts = {
  unfitForWork: 'من أثبت الطبيب أنه لا يستطيع العمل بسبب مشكلة صحية جسدية أو نفسية',
  pregnant: 'الحوامل',
  generalWorkExempt: 'المعفون من قواعد العمل العامة',
  childInCare: 'الوالدان أو أحد أفراد الأسرة المسؤول عن طفل دون {{childUnder}} سنة',
  veteran: 'المحاربون القدامى',
  homeless: 'من هم بلا مأوى',
  formerFosterYouth: 'من عمرهم 24 سنة أو أقل وكانوا في الرعاية البديلة في عمر 18 سنة',
  americanIndian: 'الهنود الأمريكيون، أو الهنود في المدن، أو هنود كاليفورنيا',
};
