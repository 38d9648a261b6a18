import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Korean, polite 합니다 form throughout; terms from docs/glossary/ko.json (신청, 영수증, 공정 심리,
// 기관, 로그인, 코드).
export const ko: ServerTexts = {
  messages: {
    signInRequired: '계속하려면 로그인하십시오.',
    articleNotFound: '그 도움말을 찾을 수 없습니다.',
    chatRateLimited: '메시지를 너무 빨리 보내고 있습니다. 1분 기다린 후 다시 시도하십시오.',
    notFound: '찾을 수 없습니다.',
    zipNotFound: '이 우편번호를 알 수 없습니다. 시와 카운티를 입력하십시오.',
    staffOnly: '이 페이지는 이 서비스를 운영하는 팀을 위한 것입니다.',
    applicationNotFound: '그 신청서를 찾을 수 없습니다.',
    applicationNotDraft: '이 신청서는 이미 제출되어 바꿀 수 없습니다.',
    incomeEntryNotFound: '그 소득원을 찾을 수 없습니다.',
    emailTaken: '이 이메일로 된 계정이 이미 있습니다. 로그인하십시오.',
    codeSent:
      '이 이메일을 쓰는 계정이 있으면 6자리 코드를 보냈습니다. 코드는 10분 동안 쓸 수 있습니다.',
    codeExpired: '이 코드는 만료되었거나 새 코드로 바뀌었습니다. 새 코드를 요청하십시오.',
    codeTooManyTries: '틀린 횟수가 너무 많습니다. 새 코드를 요청하십시오.',
    codeWrongOneTryLeft: '코드가 맞지 않습니다. 1번 더 시도할 수 있습니다.',
    codeWrongTriesLeft: '코드가 맞지 않습니다. {count}번 더 시도할 수 있습니다.',
    codeWrongNoTriesLeft:
      '코드가 맞지 않습니다. 틀린 횟수가 너무 많습니다. 새 코드를 요청하십시오.',
    foreignOrigin: '이 요청은 이 웹사이트에서 온 것이 아니어서 거절했습니다.',
    ambiguousPath: '그 웹 주소를 읽을 수 없습니다.',
    rateLimited: '시도 횟수가 너무 많습니다. 몇 분 기다린 후 다시 시도하십시오.',
    tooLarge: '너무 커서 받을 수 없습니다.',
    fileTooLarge: '이 파일은 10 MB보다 큽니다. 더 작은 파일을 고르거나 사진을 새로 찍으십시오.',
    fileTypeNotAccepted:
      'PDF, JPG, PNG 파일만 쓸 수 있습니다(소득 증빙은 Word 파일도 됩니다). 다른 파일을 고르십시오.',
    documentsStillReading: '아직 서류를 읽고 있습니다. 1분 기다린 후 다시 시도하십시오.',
    documentNotFound: '그 서류를 찾을 수 없습니다.',
    payrollNotAllowed:
      '급여 연결은 임금이나 자영업 소득에만 쓸 수 있습니다. 이 소득을 확인할 다른 방법을 고르십시오.',
    bankTransactionsNotFound:
      '그 은행 입금 내역을 찾을 수 없습니다. 은행 계좌를 연결하고 입금 내역을 다시 고르십시오.',
    bankLinkTokenInvalid: '은행 연결 시간이 초과되었습니다. 다시 시작하고 있습니다.',
    bankCredentialsInvalid:
      '이 은행의 사용자 이름이나 비밀번호가 맞지 않습니다. 확인한 후 다시 시도하십시오.',
    bankInstitutionUnknown: '그 은행을 찾을 수 없습니다. 목록에서 고르십시오.',
    bankAccountsUnknown: '이 은행에 있는 계좌를 하나 이상 고르십시오.',
    bankPublicTokenInvalid:
      '이 은행 연결은 만료되었거나 이미 사용되었습니다. 은행을 다시 연결하십시오.',
    bankItemNotFound: '그 은행 연결을 찾을 수 없습니다. 은행을 다시 연결하십시오.',
    bankReconnect: '은행에 다시 로그인해야 합니다. 은행을 다시 연결하십시오.',
    bankProviderFailed: '지금은 은행에 연결할 수 없습니다. 몇 분 후에 다시 시도하십시오.',
    serverError: '저희 쪽에 문제가 생겼습니다. 저장한 답은 안전합니다. 다시 시도하십시오.',
    incomeSourceNoExpenses:
      '이런 소득에는 사업 비용을 넣을 수 없습니다. 비용은 근로, 자영업 또는 임대 소득에만 넣을 수 있습니다.',
    expenseNotFound: '그 비용을 찾을 수 없습니다.',
    submitNeedsAttestations: '제출하기 전에 확인하는 항목마다 상자에 표시하십시오.',
    submitNeedsAcknowledgement:
      '신청서에서 중요한 문제를 찾았습니다. 제출하기 전에 읽었다는 상자에 표시하거나 문제를 고치십시오.',
    receiptBusy: '지금은 영수증을 만들 수 없습니다. 1분 후에 다시 시도하십시오.',
    receiptNotReady: '영수증은 신청서를 제출한 후에 준비됩니다.',
  },
  signInCode: (code, minutes) => ({
    subject: `로그인 코드는 ${code}입니다`,
    text: [
      `로그인 코드는 ${code}입니다.`,
      `이 코드는 ${minutes}분 동안 쓸 수 있습니다.`,
      '이 코드를 요청하지 않았다면 이 이메일을 무시해도 됩니다. 코드가 없으면 아무도 로그인할 수 없습니다.',
      '저희는 절대로 전화로 이 코드를 묻지 않습니다.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: '누군가 계정에 로그인하려고 했습니다',
    text: [
      `누군가 계정에 틀린 로그인 코드를 ${tries}번 입력했습니다. 그 코드를 막았기 때문에 아무도 그 코드로 들어오지 못했습니다.`,
      '본인이었다면 로그인 페이지에서 새 코드를 요청하십시오.',
      '본인이 아니었다면 아무것도 하지 않아도 됩니다. 이 이메일로 보낸 코드가 없으면 아무도 로그인할 수 없습니다.',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `신청서 ${number}을(를) 받았습니다`,
    hello: (firstName) => `${firstName} 님, 안녕하십니까.`,
    received: (number) =>
      `혜택 신청서를 받았습니다. 확인 번호는 ${number}입니다. 저희에게 전화하거나 글을 보낼 때 필요하니 잘 보관하십시오.`,
    appliedFor: (benefits) => `신청한 혜택: ${benefits}.`,
    nextStepsTitle: '프로그램별로 다음에 일어나는 일:',
    decision:
      '각 프로그램이 결정을 편지로 보냅니다. 결정에 동의하지 않으면 공정 심리를 요청할 수 있습니다.',
    questions: (phone, email) =>
      `질문이 있습니까? ${phone}(월-금 오전 8시-오후 5시)로 전화하거나 ${email}(24시간 안에 답합니다)로 이메일을 보내십시오.`,
    never: '저희는 절대로 이메일로 비밀번호나 사회보장번호 전체를 묻지 않습니다.',
  },
  cadence: {
    weekly: '매주',
    biweekly: '2주마다',
    monthly: '매달',
    irregular: '불규칙하게',
    unknown: '알 수 없는 때에',
  },
  finding: (finding, cadence) => {
    switch (finding.kind) {
      case 'matched':
        return `${finding.payer}에서 온 입금 ${finding.count}건이 알려 주신 내용과 맞습니다.`;
      case 'noDeposits':
        return '고른 거래 중에 들어온 돈이 하나도 없습니다. 이 소득의 입금 내역을 고르십시오.';
      case 'notDeposits':
        return `고른 거래 중 ${finding.count}건은 입금이 아니라 계좌에서 나간 돈입니다.`;
      case 'payerDifferent':
        return `입금 ${finding.count}건은 돈을 보낸 곳이 ${finding.payer}(으)로 나오지 않습니다.`;
      case 'amountDifferent':
        return `입금 ${finding.count}건이 알려 주신 1회 금액 ${formatUsd(finding.expectedCents)}와 ${finding.percent}% 넘게 다릅니다.`;
      case 'amountUnknown':
        return '정확한 금액을 알려 주지 않아서 돈을 보낸 곳과 날짜만 비교했습니다.';
      case 'cadenceMatched':
        return `말씀하신 대로 ${cadence[finding.cadence]} 들어옵니다.`;
      case 'cadenceDifferent':
        return `${cadence[finding.cadence]} 들어오지만, ${cadence[finding.expected]} 들어온다고 하셨습니다.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `한 달에 약 ${formatUsd(finding.averageMonthlyCents)}입니다. 알려 주신 금액은 한 달에 ${formatUsd(finding.reportedMonthlyCents)}입니다.`
          : `한 달에 약 ${formatUsd(finding.averageMonthlyCents)}입니다.`;
    }
  },
  receipt: {
    title: '혜택 신청 영수증',
    confirmationNumber: '확인 번호',
    status: '상태',
    submitted: '제출됨',
    submittedOn: '제출한 날',
    applicant: '신청인',
    benefits: '신청한 혜택',
    income: '소득원',
    perMonth: '매달',
    verifiedVia: '확인 방법:',
    explained: '메모로 설명함, 확인되지 않음',
    notVerified: '확인되지 않음',
    noIncome: '알린 소득이 없습니다.',
    expenses: '사업 비용',
    noExpenses: '사업 비용이 없습니다.',
    miles: (miles, cents) => `매주 ${miles}마일, 마일당 ${cents}센트`,
    totals: '합계',
    gross: '총소득',
    expenseTotal: '비용',
    net: '순소득',
    monthly: '매달',
    annual: '매년',
    attestations: '확인한 내용',
    acknowledged: '찾은 문제를 읽었고 그대로 제출하기로 했습니다.',
    risk: '위험 확인',
    riskLevel: '전체 위험 수준',
    next: '다음에 일어나는 일',
    nextLetter:
      '각 프로그램이 결정을 편지로 보냅니다. 동의하지 않으면 공정 심리를 요청할 수 있습니다.',
    help: '도움이 필요합니까?',
    helpText: (phone, email) =>
      `${phone}(월-금 오전 8시-오후 5시)로 전화하거나 ${email}(24시간 안에 답합니다)로 이메일을 보내십시오.`,
    expedited: '7일 안에 받는 SNAP',
    expeditedReasons: {
      lowIncomeAndResources: '이번 달 소득이 $150 미만이고 가진 돈이 $100 이하입니다.',
      shelterOverIncome: '임대료와 공과금이 소득과 가진 돈을 합친 것보다 많습니다.',
      destituteMigrant: '계절 농업 일을 하고 가진 돈이 $100 이하입니다.',
    },
    expeditedText:
      '답하신 내용을 보면 7일 안에 SNAP을 받을 수도 있습니다(7 CFR 273.2(i)). 결정은 기관이 합니다.',
    page: '{total}쪽 중 {n}쪽',
  },
  verification: {
    methods: { documents: '서류', payroll: '급여 연결', bank: '은행 계좌', notes: '메모' },
    statuses: {
      verified: '확인됨',
      analysis_pending: '분석 중',
      needs_review: '검토 필요',
      explained: '설명함, 확인되지 않음',
    },
  },
  risk: { High: '높음', Medium: '중간', Low: '낮음' },
  locale: 'ko-KR',
};
