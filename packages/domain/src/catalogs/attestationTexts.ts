import type { AttestationName } from '../schemas/submission.js';
import type { ApplicantLanguage } from './languages.js';

/**
 * SPEC 2 final review: what each of the four attestations says, in each language (issue 18:
 * in words a grade 6 reader knows). The final review shows them and the receipt prints them
 * as attested. Issue 20: translated faithfully from the English, in the first person and the
 * formal register; these are this application's own plain-language statements, so no agency
 * publishes the same text (docs/decisions/0821).
 */
export const attestationTexts: Readonly<
  Record<ApplicantLanguage, Record<AttestationName, string>>
> = {
  en: {
    accurateInformation: 'What I wrote in this application is true and complete, as far as I know.',
    understandPenalties:
      'I know that if I lie or leave things out on purpose, I may have to pay back benefits. I may also be fined or taken to court.',
    allowVerification:
      'I let the agency check what I wrote with my job, my bank and other offices.',
    consentToContact: 'The agency may call me, email me or send me mail about this application.',
  },
  es: {
    accurateInformation:
      'Lo que escribí en esta solicitud es verdadero y completo, según lo que sé.',
    understandPenalties:
      'Sé que si miento u oculto algo a propósito, puede que tenga que devolver beneficios. También me pueden multar o llevar a juicio.',
    allowVerification:
      'Permito que la agencia revise lo que escribí con mi trabajo, mi banco y otras oficinas.',
    consentToContact:
      'La agencia puede llamarme, escribirme un correo electrónico o enviarme cartas sobre esta solicitud.',
  },
  zh: {
    accurateInformation: '据我所知，我在这份申请中填写的内容真实、完整。',
    understandPenalties:
      '我知道，如果我故意说谎或隐瞒情况，我可能必须退还领取的福利，还可能被罚款或被告上法庭。',
    allowVerification: '我同意机构向我的雇主、我的银行和其他部门核实我填写的内容。',
    consentToContact: '机构可以就这份申请给我打电话、发电子邮件或寄信。',
  },
  vi: {
    accurateInformation:
      'Theo những gì tôi biết, những điều tôi viết trong đơn này là đúng sự thật và đầy đủ.',
    understandPenalties:
      'Tôi biết rằng nếu tôi cố ý nói dối hoặc bỏ sót thông tin, tôi có thể phải trả lại phúc lợi. Tôi cũng có thể bị phạt tiền hoặc bị đưa ra tòa.',
    allowVerification:
      'Tôi cho phép cơ quan kiểm tra những điều tôi viết với nơi làm việc, ngân hàng của tôi và các văn phòng khác.',
    consentToContact: 'Cơ quan có thể gọi điện, gửi email hoặc gửi thư cho tôi về đơn này.',
  },
  ko: {
    accurateInformation: '제가 아는 한, 이 신청서에 쓴 내용은 사실이며 빠짐이 없습니다.',
    understandPenalties:
      '일부러 거짓말을 하거나 내용을 빠뜨리면 받은 혜택을 돌려줘야 할 수 있다는 것을 압니다. 벌금을 내거나 법정에 설 수도 있습니다.',
    allowVerification: '기관이 제 직장, 은행, 다른 기관에 제가 쓴 내용을 확인하는 것에 동의합니다.',
    consentToContact: '기관이 이 신청에 대해 저에게 전화, 이메일 또는 우편을 보낼 수 있습니다.',
  },
  tl: {
    accurateInformation:
      'Ang isinulat ko sa aplikasyong ito ay totoo at kumpleto, sa abot ng aking kaalaman.',
    understandPenalties:
      'Alam ko na kung sasadyain kong magsinungaling o mag-iwan ng impormasyon, maaaring kailanganin kong ibalik ang mga benepisyo. Maaari rin akong multahan o dalhin sa korte.',
    allowVerification:
      'Pinapayagan ko ang ahensya na suriin ang isinulat ko sa aking trabaho, aking bangko at iba pang tanggapan.',
    consentToContact:
      'Maaari akong tawagan, padalhan ng email o padalhan ng sulat ng ahensya tungkol sa aplikasyong ito.',
  },
  ru: {
    accurateInformation:
      'Насколько мне известно, всё, что я написал(а) в этом заявлении, верно и полно.',
    understandPenalties:
      'Я знаю, что если я намеренно солгу или что-то скрою, мне, возможно, придётся вернуть полученную помощь. Меня также могут оштрафовать или привлечь к суду.',
    allowVerification:
      'Я разрешаю ведомству проверить то, что я написал(а), у моего работодателя, в моём банке и в других учреждениях.',
    consentToContact:
      'Ведомство может звонить мне, писать по электронной почте или отправлять письма по поводу этого заявления.',
  },
  ar: {
    accurateInformation: 'ما كتبته في هذا الطلب صحيح وكامل، على حد علمي.',
    understandPenalties:
      'أعلم أنني إذا كذبت أو أخفيت معلومات عمدًا، فقد يُطلب مني رد المخصصات. وقد أتعرض أيضًا لغرامة أو للمثول أمام المحكمة.',
    allowVerification:
      'أسمح للجهة المختصة بالتحقق مما كتبته لدى جهة عملي والبنك الذي أتعامل معه والمكاتب الأخرى.',
    consentToContact:
      'يجوز للجهة المختصة الاتصال بي أو مراسلتي بالبريد الإلكتروني أو بالبريد العادي بشأن هذا الطلب.',
  },
  ht: {
    accurateInformation: 'Sa m ekri nan aplikasyon sa a vre epi li konplè, dapre sa m konnen.',
    understandPenalties:
      'Mwen konnen si m bay manti oswa si m kache enfòmasyon espre, mwen ka oblije remèt benefis yo. Yo ka ban m amann oswa mennen m nan tribinal tou.',
    allowVerification:
      'Mwen pèmèt ajans lan verifye sa m ekri ak travay mwen, bank mwen ak lòt biwo.',
    consentToContact:
      'Ajans lan ka rele m, voye imèl ban mwen oswa voye lèt ban mwen sou aplikasyon sa a.',
  },
  fr: {
    accurateInformation:
      'Ce que j’ai écrit dans cette demande est vrai et complet, à ma connaissance.',
    understandPenalties:
      'Je sais que si je mens ou si je cache des informations exprès, je pourrais devoir rembourser les prestations. Je pourrais aussi recevoir une amende ou être poursuivi(e) en justice.',
    allowVerification:
      'J’autorise l’organisme à vérifier ce que j’ai écrit auprès de mon employeur, de ma banque et d’autres services.',
    consentToContact:
      'L’organisme peut m’appeler, m’envoyer un e-mail ou m’écrire par courrier au sujet de cette demande.',
  },
  pt: {
    accurateInformation:
      'O que escrevi nesta solicitação é verdadeiro e completo, até onde eu sei.',
    understandPenalties:
      'Sei que, se eu mentir ou omitir algo de propósito, posso ter que devolver benefícios. Também posso ser multado(a) ou levado(a) à justiça.',
    allowVerification:
      'Autorizo a agência a conferir o que escrevi com meu trabalho, meu banco e outros órgãos.',
    consentToContact:
      'A agência pode me ligar, me enviar e-mail ou me mandar cartas sobre esta solicitação.',
  },
};
