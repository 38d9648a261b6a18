import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsTl: AfterSubmissionTexts = {
  interview: {
    required:
      'Kailangan mong magpa-interbyu, kadalasan sa telepono. Sasabihin ng opisina ang araw at oras. Kung hindi ka makadalo, tumawag sa kanila para sa bagong oras.',
    noOffice: 'Hindi mo kailangang pumunta sa opisina para sa interbyu.',
    mayAsk: 'Maaaring tumawag ang opisina o papuntahin ka para sa mga tanong.',
    visit:
      'Magtatakda ang WIC ng pagbisita mo, nang personal o sa telepono. Magdala ng patunay kung sino ka, saan ka nakatira at ng iyong kita.',
    stateSets:
      'Ang iyong estado ang magtatakda ng susunod na hakbang. Karamihan ng estado ay humihingi ng interbyu.',
  },
  decision: {
    days: 'Dapat kang makatanggap ng sulat na may desisyon sa loob ng {{days}} araw mula sa araw na nag-apply ka.',
    expedited:
      'Ipinapakita ng iyong mga sagot na maaari kang makakuha ng SNAP nang mabilis: sa loob ng {{days}} araw mula sa araw na nag-apply ka. Kung hindi, makakakuha ka ng desisyon sa loob ng {{normalDays}} araw.',
    disability:
      'Dapat kang makatanggap ng sulat na may desisyon sa loob ng {{days}} araw. Kung nag-apply ka dahil sa kapansanan, maaari itong umabot nang hanggang {{disabilityDays}} araw.',
    sooner:
      'Dapat sabihin ng WIC kung kwalipikado ka sa loob ng {{days}} araw mula nang humingi ka. May ilang buntis at pamilya ng manggagawang-bukid na nakakaalam sa loob ng {{soonerDays}} araw.',
    stateSets: 'Sasabihin ng iyong sulat kung kailan ka makakakuha ng desisyon.',
  },
  documents: {
    days: 'Maaari silang humingi ng mga papeles, gaya ng pay stub o kontrata ng upa. Mayroon kang hindi bababa sa {{days}} araw para ipadala ang mga ito.',
    letter:
      'Kung hindi nila ma-verify ang iyong impormasyon, maaari silang humingi ng mga papeles. Ipadala ang mga ito bago ang petsa sa sulat.',
  },
  changes: {
    snap: 'Kung makakuha ka ng SNAP, sasabihin ng iyong sulat kung anong mga pagbabago ang iuulat at kailan, gaya ng mas malaking sahod.',
    health:
      'Sabihin sa opisina kung lilipat ka, magbabago ang sahod mo, o may darating o aalis sa iyong bahay.',
    wic: 'Sabihin sa iyong opisina ng WIC kung lilipat ka o magbabago ang iyong kita.',
    tanf: 'Sabihin sa iyong opisina ng TANF ang mga pagbabago, gaya ng bagong sahod o paglipat. Sinasabi ng iyong sulat kung gaano kabilis.',
  },
};
