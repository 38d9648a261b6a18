import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Simplified Chinese, 您 throughout; terms from docs/glossary/zh.json (申请, 收据, 公平听证, 机构).
export const zh: ServerTexts = {
  messages: {
    signInRequired: '请登录后继续。',
    articleNotFound: '我们找不到这篇帮助文章。',
    chatRateLimited: '您发消息太快了。请等一分钟再试。',
    notFound: '我们找不到这个内容。',
    zipNotFound: '我们不认识这个邮政编码。请填写您的城市和县。',
    staffOnly: '这个页面是给运营这项服务的团队用的。',
    applicationNotFound: '我们找不到这份申请。',
    applicationNotDraft: '这份申请已经提交了，所以不能再修改。',
    incomeEntryNotFound: '我们找不到这项收入来源。',
    emailTaken: '这个电子邮箱已经有账户了。请直接登录。',
    codeSent: '如果有账户使用这个电子邮箱，我们已经给它发了一个6位数的验证码。验证码10分钟内有效。',
    codeExpired: '这个验证码已经过期或已被新的验证码代替。请要一个新的验证码。',
    codeTooManyTries: '错误次数太多。请要一个新的验证码。',
    codeWrongOneTryLeft: '验证码不对。您还可以再试1次。',
    codeWrongTriesLeft: '验证码不对。您还可以再试{count}次。',
    codeWrongNoTriesLeft: '验证码不对。错误次数太多。请要一个新的验证码。',
    foreignOrigin: '这个请求不是从本网站发出的，所以我们拒绝了它。',
    ambiguousPath: '我们读不懂这个网址。',
    rateLimited: '尝试次数太多。请等几分钟再试。',
    tooLarge: '内容太大，我们无法接收。',
    fileTooLarge: '这个文件大于10 MB。请选一个小一点的文件，或重新拍一张照片。',
    fileTypeNotAccepted:
      '我们只能使用PDF、JPG和PNG文件（收入证明也可以用Word文件）。请选择另一个文件。',
    documentsStillReading: '我们还在读取您的文件。请等一分钟再试。',
    documentNotFound: '我们找不到这份文件。',
    payrollNotAllowed: '连接工资系统只适用于工资或自雇收入。请选择另一种方式来核实这项收入。',
    bankTransactionsNotFound: '我们找不到这些银行存款。请连接您的银行账户，再选一次存款。',
    bankLinkTokenInvalid: '银行连接超时了。我们正在重新开始。',
    bankCredentialsInvalid: '这家银行的用户名或密码不对。请检查后再试。',
    bankInstitutionUnknown: '我们找不到这家银行。请从列表中选择一家。',
    bankAccountsUnknown: '请至少选择您在这家银行的一个账户。',
    bankPublicTokenInvalid: '这个银行连接已过期或已经用过。请再连接一次您的银行。',
    bankItemNotFound: '我们找不到这个银行连接。请再连接一次您的银行。',
    bankReconnect: '您的银行需要您重新登录。请再连接一次您的银行。',
    bankProviderFailed: '我们现在联系不上您的银行。请过几分钟再试。',
    serverError: '我们这边出了问题。您保存的回答是安全的。请再试一次。',
    incomeSourceNoExpenses: '这种收入不能有营业费用。只有工作、自雇或出租收入才可以添加费用。',
    expenseNotFound: '我们找不到这项费用。',
    submitNeedsAttestations: '提交前，请勾选您确认的每一项。',
    submitNeedsAcknowledgement:
      '我们在您的申请中发现了重要问题。提交前，请勾选方框表示您已读过，或者先改正它们。',
    receiptBusy: '我们现在无法生成您的收据。请过一分钟再试。',
    receiptNotReady: '申请提交后才有收据。',
  },
  signInCode: (code, minutes) => ({
    subject: `您的登录验证码是 ${code}`,
    text: [
      `您的登录验证码是 ${code}。`,
      `验证码${minutes}分钟内有效。`,
      '如果您没有要这个验证码，可以不理这封邮件。没有验证码，谁都不能登录。',
      '我们绝不会打电话向您要这个验证码。',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: '有人尝试登录您的账户',
    text: [
      `有人为您的账户输入了${tries}次错误的验证码。我们已经停用了这个验证码，所以没有人用它登录。`,
      '如果是您本人，请在登录页面要一个新的验证码。',
      '如果不是您，您什么都不用做。没有发到这个邮箱的验证码，谁都不能登录。',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `我们已收到您的申请 ${number}`,
    hello: (firstName) => `${firstName}，您好：`,
    received: (number) =>
      `我们已收到您的福利申请。您的确认号码是 ${number}。请保存好：您打电话或写信给我们时需要它。`,
    appliedFor: (benefits) => `您申请了：${benefits}。`,
    nextStepsTitle: '每个项目接下来会怎样：',
    decision: '每个项目都会给您寄一封信，告诉您它的决定。如果您不同意，可以要求公平听证。',
    questions: (phone, email) =>
      `有问题吗？请打电话 ${phone}（周一至周五，上午8点至下午5点），或发邮件到 ${email}（我们会在24小时内回复）。`,
    never: '我们绝不会通过电子邮件向您要密码或完整的社会安全号码。',
  },
  cadence: {
    weekly: '每周',
    biweekly: '每两周',
    monthly: '每月',
    irregular: '时间不固定',
    unknown: '时间不明',
  },
  finding: (finding, cadence) => {
    switch (finding.kind) {
      case 'matched':
        return `来自 ${finding.payer} 的 ${finding.count} 笔存款与您填写的相符。`;
      case 'noDeposits':
        return '您选的交易中没有一笔是存入的钱。请选择这项收入的存款。';
      case 'notDeposits':
        return `您选的交易中有 ${finding.count} 笔是从您账户付出去的钱，不是存款。`;
      case 'payerDifferent':
        return `有 ${finding.count} 笔存款的付款人不是 ${finding.payer}。`;
      case 'amountDifferent':
        return `有 ${finding.count} 笔存款与您填写的每次 ${formatUsd(finding.expectedCents)} 相差超过 ${finding.percent}%。`;
      case 'amountUnknown':
        return '您没有填写准确金额，所以我们只比较了付款人和日期。';
      case 'cadenceMatched':
        return `这些钱${cadence[finding.cadence]}到账，和您说的一样。`;
      case 'cadenceDifferent':
        return `这些钱${cadence[finding.cadence]}到账，但您说的是${cadence[finding.expected]}。`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `这大约是每月 ${formatUsd(finding.averageMonthlyCents)}；您填写的是每月 ${formatUsd(finding.reportedMonthlyCents)}。`
          : `这大约是每月 ${formatUsd(finding.averageMonthlyCents)}。`;
    }
  },
  receipt: {
    title: '福利申请收据',
    confirmationNumber: '确认号码',
    status: '状态',
    submitted: '已提交',
    submittedOn: '提交日期',
    applicant: '申请人',
    benefits: '申请的福利',
    income: '收入来源',
    perMonth: '每月',
    verifiedVia: '核实方式：',
    explained: '已在备注中说明，未核实',
    notVerified: '未核实',
    noIncome: '没有填写收入。',
    expenses: '营业费用',
    noExpenses: '没有营业费用。',
    miles: (miles, cents) => `每周 ${miles} 英里，每英里 ${cents} 美分`,
    totals: '合计',
    gross: '总收入',
    expenseTotal: '费用',
    net: '净收入',
    monthly: '每月',
    annual: '每年',
    attestations: '您确认的内容',
    acknowledged: '您已读过发现的问题，并选择照样提交。',
    risk: '风险检查',
    riskLevel: '总体风险等级',
    next: '接下来会怎样',
    nextLetter: '每个项目都会给您寄一封信，告诉您它的决定。如果您不同意，可以要求公平听证。',
    help: '需要帮助吗？',
    helpText: (phone, email) =>
      `请打电话 ${phone}（周一至周五，上午8点至下午5点），或发邮件到 ${email}（我们会在24小时内回复）。`,
    expedited: '7天内的SNAP',
    expeditedReasons: {
      lowIncomeAndResources: '本月收入少于$150，现金和存款不超过$100。',
      shelterOverIncome: '房租和水电费比收入加上现金和存款还多。',
      destituteMigrant: '做季节性农活，现金和存款不超过$100。',
    },
    expeditedText: '根据您的回答，您也许可以在7天内领到SNAP（7 CFR 273.2(i)）。由机构决定。',
    page: '第{n}页，共{total}页',
  },
  verification: {
    methods: { documents: '文件', payroll: '工资系统', bank: '银行账户', notes: '备注' },
    statuses: {
      verified: '已核实',
      analysis_pending: '正在分析',
      needs_review: '需要审核',
      explained: '已说明，未核实',
    },
  },
  risk: { High: '高', Medium: '中', Low: '低' },
  locale: 'zh-CN',
};
