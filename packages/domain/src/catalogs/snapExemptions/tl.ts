import type { SnapExemptionTexts } from './types.js';

export const snapExemptionTextsTl: SnapExemptionTexts = {
  unfitForWork:
    'may patunay mula sa doktor na hindi makapagtrabaho dahil sa problema sa pisikal o mental na kalusugan',
  pregnant: 'buntis',
  generalWorkExempt: 'hindi kasama sa pangkalahatang patakaran sa trabaho',
  childInCare: 'magulang o kasama sa sambahayan na nag-aalaga ng batang wala pang {{childUnder}}',
  veteran: 'beterano',
  homeless: 'walang tirahan',
  formerFosterYouth:
    'edad 24 pababa at, noong edad 18, nakatira sa ibang pamilya sa pangangalaga ng estado',
  americanIndian: 'katutubong Amerikano, katutubong Amerikano sa lungsod, o katutubo ng California',
};
