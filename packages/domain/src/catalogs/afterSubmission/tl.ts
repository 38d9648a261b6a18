import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsTl: AfterSubmissionTexts = {
  interview: {
    required:
      'Kailangan ninyong magpa-interbyu, kadalasan sa telepono. Sasabihin ng opisina ang araw at oras. Kung hindi kayo makadalo, tumawag sa kanila para sa bagong oras.',
    noOffice: 'Hindi ninyo kailangang pumunta sa opisina para sa interbyu.',
    mayAsk: 'Maaaring tumawag ang opisina o papuntahin kayo para sa mga tanong.',
    visit:
      'Magtatakda ang WIC ng pagbisita ninyo, nang personal o sa telepono. Magdala ng patunay kung sino kayo, saan kayo nakatira at ng inyong kita.',
    stateSets:
      'Ang inyong estado ang magtatakda ng susunod na hakbang. Karamihan ng estado ay humihingi ng interbyu.',
  },
  decision: {
    days: 'Dapat kayong makatanggap ng sulat na may desisyon sa loob ng {{days}} araw mula sa araw na nag-apply kayo.',
    expedited:
      'Ipinapakita ng inyong mga sagot na maaari kayong makakuha ng SNAP nang mabilis: sa loob ng {{days}} araw mula sa araw na nag-apply kayo. Kung hindi, makakakuha kayo ng desisyon sa loob ng {{normalDays}} araw.',
    disability:
      'Dapat kayong makatanggap ng sulat na may desisyon sa loob ng {{days}} araw. Kung nag-apply kayo dahil sa kapansanan, maaari itong umabot nang hanggang {{disabilityDays}} araw.',
    sooner:
      'Dapat sabihin ng WIC kung kwalipikado kayo sa loob ng {{days}} araw mula nang humingi kayo. May ilang buntis at pamilya ng manggagawang-bukid na nakakaalam sa loob ng {{soonerDays}} araw.',
    stateSets: 'Sasabihin ng inyong sulat kung kailan kayo makakakuha ng desisyon.',
  },
  documents: {
    days: 'Maaari silang humingi ng mga papeles, gaya ng pay stub o kontrata ng upa. May hindi bababa sa {{days}} araw kayo para ipadala ang mga ito.',
    letter:
      'Kung hindi nila ma-verify ang inyong impormasyon, maaari silang humingi ng mga papeles. Ipadala ang mga ito bago ang petsa sa sulat.',
  },
  changes: {
    snap: 'Kung makakuha kayo ng SNAP, sasabihin ng inyong sulat kung anong mga pagbabago ang iuulat at kailan, gaya ng mas malaking sahod.',
    health:
      'Sabihin sa opisina kung lilipat kayo, magbabago ang sahod ninyo, o may darating o aalis sa inyong bahay.',
    wic: 'Sabihin sa inyong opisina ng WIC kung lilipat kayo o magbabago ang inyong kita.',
    tanf: 'Sabihin sa inyong opisina ng TANF ang mga pagbabago, gaya ng bagong sahod o paglipat. Sinasabi ng inyong sulat kung gaano kabilis.',
  },
};
