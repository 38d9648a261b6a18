import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Tagalog as US agencies write it (English loanwords kept where they do); terms from
// docs/glossary/tl.json (aplikasyon, resibo, patas na pagdinig, ahensya, mag-sign in, code).
export const tl: ServerTexts = {
  messages: {
    signInRequired: 'Mangyaring mag-sign in para magpatuloy.',
    articleNotFound: 'Hindi namin makita ang artikulong iyon ng tulong.',
    chatRateLimited:
      'Napakabilis ng pagpapadala mo ng mensahe. Mangyaring maghintay ng isang minuto at subukang muli.',
    notFound: 'Hindi namin iyon makita.',
    zipNotFound:
      'Hindi namin kilala ang ZIP code na ito. Mangyaring i-type ang iyong lungsod at county.',
    staffOnly: 'Ang pahinang ito ay para sa team na nagpapatakbo ng serbisyong ito.',
    applicationNotFound: 'Hindi namin makita ang aplikasyong iyon.',
    applicationNotDraft: 'Naisumite na ang aplikasyong ito, kaya hindi na ito mababago.',
    incomeEntryNotFound: 'Hindi namin makita ang pinagmumulan ng kitang iyon.',
    emailTaken: 'May account na gamit ang email na ito. Mangyaring mag-sign in na lang.',
    codeSent:
      'Kung may account na gumagamit ng email na ito, pinadalhan namin ito ng 6-digit na code. Gumagana ito nang 10 minuto.',
    codeExpired: 'Nag-expire na o napalitan na ang code na ito. Humingi ng bagong code.',
    codeTooManyTries: 'Masyadong maraming maling subok. Humingi ng bagong code.',
    codeWrongOneTryLeft: 'Mali ang code. Puwede kang sumubok nang 1 pang beses.',
    codeWrongTriesLeft: 'Mali ang code. Puwede kang sumubok nang {count} pang beses.',
    codeWrongNoTriesLeft: 'Mali ang code. Masyadong maraming maling subok. Humingi ng bagong code.',
    foreignOrigin: 'Hindi galing sa website na ito ang request na ito, kaya tinanggihan namin ito.',
    ambiguousPath: 'Hindi namin mabasa ang web address na iyon.',
    rateLimited: 'Masyadong maraming subok. Mangyaring maghintay ng ilang minuto at subukang muli.',
    tooLarge: 'Masyadong malaki iyon para tanggapin namin.',
    fileTooLarge:
      'Mas malaki sa 10 MB ang file na ito. Mangyaring pumili ng mas maliit na file o kumuha ng bagong litrato.',
    fileTypeNotAccepted:
      'PDF, JPG at PNG na file lang ang magagamit namin (at Word na file para sa patunay ng kita). Mangyaring pumili ng ibang file.',
    documentsStillReading:
      'Binabasa pa namin ang iyong mga dokumento. Mangyaring maghintay ng isang minuto at subukang muli.',
    documentNotFound: 'Hindi namin makita ang dokumentong iyon.',
    payrollNotAllowed:
      'Ang pag-link ng payroll ay para lang sa sahod o kita sa sariling negosyo. Mangyaring pumili ng ibang paraan para i-verify ang kitang ito.',
    bankTransactionsNotFound:
      'Hindi namin makita ang mga deposito sa bangko na iyon. Mangyaring i-link ang iyong bank account at piliin muli ang mga deposito.',
    bankLinkTokenInvalid: 'Nag-time out ang koneksyon sa bangko. Sinisimulan namin ito ulit.',
    bankCredentialsInvalid:
      'Mali ang user name o password para sa bangkong ito. Mangyaring suriin ang mga ito at subukang muli.',
    bankInstitutionUnknown: 'Hindi namin makita ang bangkong iyon. Mangyaring pumili sa listahan.',
    bankAccountsUnknown: 'Mangyaring pumili ng kahit isa sa iyong mga account sa bangkong ito.',
    bankPublicTokenInvalid:
      'Nag-expire na o nagamit na ang koneksyong ito sa bangko. Mangyaring ikonekta muli ang iyong bangko.',
    bankItemNotFound:
      'Hindi namin makita ang koneksyong iyon sa bangko. Mangyaring ikonekta muli ang iyong bangko.',
    bankReconnect:
      'Kailangan ng iyong bangko na mag-sign in ka ulit. Mangyaring ikonekta muli ang iyong bangko.',
    bankProviderFailed:
      'Hindi namin makontak ang iyong bangko ngayon. Mangyaring subukang muli pagkalipas ng ilang minuto.',
    serverError:
      'May nagkaproblema sa panig namin. Ligtas ang mga sagot mong na-save. Mangyaring subukang muli.',
    incomeSourceNoExpenses:
      'Hindi puwedeng magkaroon ng gastos sa negosyo ang ganitong kita. Sa kita mula sa trabaho, sariling negosyo o paupahan lang puwedeng magdagdag ng gastos.',
    expenseNotFound: 'Hindi namin makita ang gastos na iyon.',
    submitNeedsAttestations:
      'Mangyaring lagyan ng tsek ang bawat kahon ng kinukumpirma mo bago magsumite.',
    submitNeedsAcknowledgement:
      'May nakita kaming mahahalagang problema sa iyong aplikasyon. Mangyaring lagyan ng tsek ang kahon para sabihing nabasa mo ang mga ito, o ayusin ang mga ito, bago magsumite.',
    receiptBusy:
      'Hindi namin magawa ang iyong resibo ngayon. Mangyaring subukang muli pagkalipas ng isang minuto.',
    receiptNotReady: 'Handa ang resibo kapag naisumite na ang aplikasyon.',
  },
  signInCode: (code, minutes) => ({
    subject: `Ang iyong sign-in code ay ${code}`,
    text: [
      `Ang iyong sign-in code ay ${code}.`,
      `Gumagana ito nang ${minutes} minuto.`,
      'Kung hindi ka humingi ng code na ito, puwede mong balewalain ang email na ito. Walang makakapag-sign in nang walang code.',
      'Hindi namin kailanman hihingin ang code na ito sa telepono.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: 'May sumubok na mag-sign in sa iyong account',
    text: [
      `May nag-type ng maling sign-in code nang ${tries} beses para sa iyong account. Pinatigil namin ang code na iyon, kaya walang nakapasok gamit ito.`,
      'Kung ikaw iyon, humingi ng bagong code sa pahina ng pag-sign in.',
      'Kung hindi ikaw iyon, wala kang kailangang gawin. Walang makakapag-sign in nang walang code na ipinadala sa email na ito.',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `Natanggap namin ang iyong aplikasyon ${number}`,
    hello: (firstName) => `Kumusta ${firstName},`,
    received: (number) =>
      `Natanggap namin ang iyong aplikasyon para sa mga benepisyo. Ang iyong confirmation number ay ${number}. Itago ito: kailangan mo ito kapag tumawag o sumulat ka sa amin.`,
    appliedFor: (benefits) => `Nag-apply ka para sa: ${benefits}.`,
    nextStepsTitle: 'Ano ang susunod na mangyayari sa bawat programa:',
    decision:
      'Magpapadala sa iyo ang bawat programa ng sulat na may desisyon nito. Kung hindi ka sang-ayon, puwede kang humingi ng patas na pagdinig.',
    questions: (phone, email) =>
      `May tanong? Tumawag sa ${phone} (Lunes-Biyernes 8AM-5PM) o mag-email sa ${email} (sumasagot kami sa loob ng 24 oras).`,
    never:
      'Hindi namin kailanman hihingin sa email ang iyong password o ang buo mong Social Security number.',
  },
  cadence: {
    weekly: 'linggo-linggo',
    biweekly: 'tuwing dalawang linggo',
    monthly: 'buwan-buwan',
    irregular: 'sa hindi pare-parehong araw',
    unknown: 'sa hindi alam na mga araw',
  },
  finding: (finding, cadence) => {
    switch (finding.kind) {
      case 'matched':
        return `${finding.count} deposito mula sa ${finding.payer} ang tugma sa iniulat mo.`;
      case 'noDeposits':
        return 'Walang perang pumapasok sa mga napiling transaksyon. Mangyaring piliin ang mga deposito mula sa kitang ito.';
      case 'notDeposits':
        return `${finding.count} sa mga napiling transaksyon ang bayad na lumabas sa iyong account, hindi deposito.`;
      case 'payerDifferent':
        return `${finding.count} deposito ang hindi nagpapakita na si ${finding.payer} ang nagbayad.`;
      case 'amountDifferent':
        return `${finding.count} deposito ang iba nang higit sa ${finding.percent}% sa ${formatUsd(finding.expectedCents)} na iniulat mo para sa bawat bayad.`;
      case 'amountUnknown':
        return 'Hindi ka nagbigay ng eksaktong halaga, kaya ang nagbayad at ang mga petsa lang ang pinaghambing namin.';
      case 'cadenceMatched':
        return `Dumarating ang mga ito ${cadence[finding.cadence]}, gaya ng sinabi mo.`;
      case 'cadenceDifferent':
        return `Dumarating ang mga ito ${cadence[finding.cadence]}, pero ang sabi mo ay ${cadence[finding.expected]}.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `Mga ${formatUsd(finding.averageMonthlyCents)} iyon bawat buwan; ${formatUsd(finding.reportedMonthlyCents)} bawat buwan ang iniulat mo.`
          : `Mga ${formatUsd(finding.averageMonthlyCents)} iyon bawat buwan.`;
    }
  },
  receipt: {
    title: 'Resibo ng Aplikasyon para sa mga Benepisyo',
    confirmationNumber: 'Confirmation number',
    status: 'Status',
    submitted: 'Naisumite',
    submittedOn: 'Petsa ng pagsumite',
    applicant: 'Aplikante',
    benefits: 'Mga benepisyong inaplayan',
    income: 'Mga pinagmumulan ng kita',
    perMonth: 'bawat buwan',
    verifiedVia: 'Na-verify sa pamamagitan ng',
    explained: 'Ipinaliwanag sa isang tala, hindi na-verify',
    notVerified: 'Hindi na-verify',
    noIncome: 'Walang iniulat na kita.',
    expenses: 'Mga gastos sa negosyo',
    noExpenses: 'Walang gastos sa negosyo.',
    miles: (miles, cents) => `${miles} milya bawat linggo sa ${cents} sentimo bawat milya`,
    totals: 'Mga kabuuan',
    gross: 'Kabuuang kita',
    expenseTotal: 'Mga gastos',
    net: 'Netong kita',
    monthly: 'Buwanan',
    annual: 'Taunan',
    attestations: 'Ang pinatunayan mo',
    acknowledged:
      'Nabasa mo ang mga nakitang problema at pinili mong magsumite kasama ang mga ito.',
    risk: 'Pagsusuri ng panganib',
    riskLevel: 'Pangkalahatang antas ng panganib',
    next: 'Ano ang susunod na mangyayari',
    nextLetter:
      'Magpapadala sa iyo ang bawat programa ng sulat na may desisyon nito. Kung hindi ka sang-ayon, puwede kang humingi ng patas na pagdinig.',
    help: 'Kailangan mo ng tulong?',
    helpText: (phone, email) =>
      `Tumawag sa ${phone} (Lunes-Biyernes 8AM-5PM) o mag-email sa ${email} (sumasagot kami sa loob ng 24 oras).`,
    expedited: 'SNAP sa loob ng 7 araw',
    expeditedReasons: {
      lowIncomeAndResources:
        'Kita na mas mababa sa $150 ngayong buwan at $100 o mas kaunti na pera.',
      shelterOverIncome: 'Mas malaki ang upa at mga bayarin kaysa sa kita at pera na pinagsama.',
      destituteMigrant: 'Pana-panahong trabaho sa bukid at $100 o mas kaunti na pera.',
    },
    expeditedText:
      'Ipinapakita ng iyong mga sagot na baka makakuha ka ng SNAP sa loob ng 7 araw (7 CFR 273.2(i)). Ang ahensya ang magpapasya.',
    page: 'Pahina {n} ng {total}',
  },
  verification: {
    methods: {
      documents: 'mga dokumento',
      payroll: 'payroll',
      bank: 'bank account',
      notes: 'mga tala',
    },
    statuses: {
      verified: 'na-verify',
      analysis_pending: 'sinusuri pa',
      needs_review: 'kailangang suriin',
      explained: 'ipinaliwanag, hindi na-verify',
    },
  },
  risk: { High: 'Mataas', Medium: 'Katamtaman', Low: 'Mababa' },
  locale: 'fil-PH',
};
