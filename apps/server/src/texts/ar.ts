import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Modern Standard Arabic, addressing the reader directly; counts written as "العدد: N" to avoid
// number agreement. Terms from docs/glossary/ar.json (طلب، إيصال، الجهة المختصة، تسجيل الدخول،
// رمز، الدخل، إثبات). Western digits, as the receipt keeps amounts left to right.
export const ar: ServerTexts = {
  messages: {
    signInRequired: 'يرجى تسجيل الدخول للمتابعة.',
    articleNotFound: 'لم نجد مقال المساعدة هذا.',
    chatRateLimited: 'أنت ترسل الرسائل بسرعة كبيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    notFound: 'لم نجد ذلك.',
    zipNotFound: 'لا نعرف هذا الرمز البريدي. يرجى كتابة مدينتك ومقاطعتك.',
    staffOnly: 'هذه الصفحة للفريق الذي يدير هذه الخدمة.',
    applicationNotFound: 'لم نجد هذا الطلب.',
    applicationNotDraft: 'تم إرسال هذا الطلب من قبل، لذلك لا يمكن تغييره.',
    incomeEntryNotFound: 'لم نجد مصدر الدخل هذا.',
    emailTaken: 'يوجد حساب بهذا البريد الإلكتروني. يرجى تسجيل الدخول بدلاً من ذلك.',
    codeSent:
      'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا من 6 أرقام. يعمل الرمز لمدة 10 دقائق.',
    codeExpired: 'انتهت صلاحية هذا الرمز أو تم استبداله. اطلب رمزًا جديدًا.',
    codeTooManyTries: 'محاولات خاطئة كثيرة جدًا. اطلب رمزًا جديدًا.',
    codeWrongOneTryLeft: 'هذا الرمز غير صحيح. يمكنك المحاولة مرة واحدة أخرى.',
    codeWrongTriesLeft: 'هذا الرمز غير صحيح. عدد المحاولات الباقية: {count}.',
    codeWrongNoTriesLeft: 'هذا الرمز غير صحيح. محاولات خاطئة كثيرة جدًا. اطلب رمزًا جديدًا.',
    foreignOrigin: 'هذا الطلب لم يأتِ من هذا الموقع، لذلك رفضناه.',
    ambiguousPath: 'لم نستطع قراءة عنوان الويب هذا.',
    rateLimited: 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    tooLarge: 'هذا كبير جدًا ولا يمكننا قبوله.',
    fileTooLarge: 'هذا الملف أكبر من 10 MB. يرجى اختيار ملف أصغر أو التقاط صورة جديدة.',
    fileTypeNotAccepted:
      'لا يمكننا استخدام إلا ملفات PDF و JPG و PNG (وملفات Word لإثبات الدخل). يرجى اختيار ملف آخر.',
    documentsStillReading: 'ما زلنا نقرأ مستنداتك. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    documentNotFound: 'لم نجد هذا المستند.',
    payrollNotAllowed:
      'الربط بكشوف الرواتب هو فقط للأجور أو دخل العمل الحر. يرجى اختيار طريقة أخرى للتحقق من هذا الدخل.',
    bankTransactionsNotFound:
      'لم نجد هذه الإيداعات البنكية. يرجى ربط حسابك البنكي واختيار الإيداعات مرة أخرى.',
    bankLinkTokenInvalid: 'انتهى وقت الاتصال بالبنك. سنبدأ من جديد.',
    bankCredentialsInvalid:
      'اسم المستخدم أو كلمة المرور غير صحيحة لهذا البنك. يرجى التحقق منهما والمحاولة مرة أخرى.',
    bankInstitutionUnknown: 'لم نجد هذا البنك. يرجى اختيار بنك من القائمة.',
    bankAccountsUnknown: 'يرجى اختيار حساب واحد على الأقل من حساباتك في هذا البنك.',
    bankPublicTokenInvalid:
      'انتهت صلاحية هذا الاتصال بالبنك أو تم استخدامه. يرجى ربط بنكك مرة أخرى.',
    bankItemNotFound: 'لم نجد هذا الاتصال بالبنك. يرجى ربط بنكك مرة أخرى.',
    bankReconnect: 'يطلب بنكك تسجيل الدخول مرة أخرى. يرجى ربط بنكك مرة أخرى.',
    bankProviderFailed: 'لا نستطيع الوصول إلى بنكك الآن. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
    serverError: 'حدث خطأ من جهتنا. إجاباتك المحفوظة آمنة. يرجى المحاولة مرة أخرى.',
    incomeSourceNoExpenses:
      'لا يمكن أن يكون لهذا النوع من الدخل مصاريف عمل. يمكن إضافة المصاريف فقط إلى دخل العمل أو العمل الحر أو الإيجار.',
    expenseNotFound: 'لم نجد هذه المصاريف.',
    submitNeedsAttestations: 'يرجى وضع علامة في كل مربع لما تؤكده قبل الإرسال.',
    submitNeedsAcknowledgement:
      'وجدنا مشكلات مهمة في طلبك. يرجى وضع علامة في المربع لتقول إنك قرأتها، أو إصلاحها، قبل الإرسال.',
    receiptBusy: 'لم نستطع إعداد إيصالك الآن. يرجى المحاولة مرة أخرى بعد دقيقة.',
    receiptNotReady: 'يصبح الإيصال جاهزًا بعد إرسال الطلب.',
  },
  signInCode: (code, minutes) => ({
    subject: `رمز تسجيل الدخول الخاص بك هو ${code}`,
    text: [
      `رمز تسجيل الدخول الخاص بك هو ${code}.`,
      `يعمل الرمز لمدة ${minutes} دقيقة.`,
      'إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة. لا يستطيع أحد تسجيل الدخول بدون الرمز.',
      'لن نطلب منك هذا الرمز عبر الهاتف أبدًا.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: 'حاول شخص تسجيل الدخول إلى حسابك',
    text: [
      `كتب شخص رمز تسجيل دخول خاطئًا لحسابك. عدد المحاولات: ${tries}. أوقفنا هذا الرمز، فلم يدخل أحد به.`,
      'إذا كنت أنت، اطلب رمزًا جديدًا من صفحة تسجيل الدخول.',
      'إذا لم تكن أنت، فلا تحتاج إلى فعل أي شيء. لا يستطيع أحد تسجيل الدخول بدون رمز يُرسل إلى هذا البريد الإلكتروني.',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `استلمنا طلبك ${number}`,
    hello: (firstName) => `مرحبًا ${firstName}،`,
    received: (number) =>
      `استلمنا طلب المخصصات الخاص بك. رقم التأكيد الخاص بك هو ${number}. احتفظ به: ستحتاج إليه عندما تتصل بنا أو تكتب إلينا.`,
    appliedFor: (benefits) => `قدمت طلبًا للحصول على: ${benefits}.`,
    nextStepsTitle: 'ماذا يحدث بعد ذلك في كل برنامج:',
    decision:
      'يرسل لك كل برنامج رسالة بقراره. إذا لم توافق على القرار، يمكنك طلب جلسة استماع عادلة.',
    questions: (phone, email) =>
      `هل لديك أسئلة؟ اتصل بالرقم ${phone} (من الاثنين إلى الجمعة، 8 صباحًا - 5 مساءً) أو راسلنا على ${email} (نرد خلال 24 ساعة).`,
    never: 'لن نطلب منك أبدًا كلمة المرور أو رقم الضمان الاجتماعي الكامل عبر البريد الإلكتروني.',
  },
  cadence: {
    weekly: 'كل أسبوع',
    biweekly: 'كل أسبوعين',
    monthly: 'كل شهر',
    irregular: 'في أوقات غير منتظمة',
    unknown: 'في أوقات غير معروفة',
  },
  finding: (finding, cadence) => {
    switch (finding.kind) {
      case 'matched':
        return `الإيداعات من ${finding.payer} تطابق ما ذكرته. عددها: ${finding.count}.`;
      case 'noDeposits':
        return 'لا توجد بين المعاملات المختارة أموال داخلة. يرجى اختيار الإيداعات من هذا الدخل.';
      case 'notDeposits':
        return `بعض المعاملات المختارة مدفوعات خارجة من حسابك وليست إيداعات. عددها: ${finding.count}.`;
      case 'payerDifferent':
        return `بعض الإيداعات لا تُظهر ${finding.payer} على أنه الدافع. عددها: ${finding.count}.`;
      case 'amountDifferent':
        return `بعض الإيداعات تختلف بأكثر من ${finding.percent}% عن مبلغ ${formatUsd(finding.expectedCents)} الذي ذكرته لكل دفعة. عددها: ${finding.count}.`;
      case 'amountUnknown':
        return 'لم تذكر مبلغًا محددًا، لذلك قارنّا الدافع والتواريخ فقط.';
      case 'cadenceMatched':
        return `تصل ${cadence[finding.cadence]}، كما قلت.`;
      case 'cadenceDifferent':
        return `تصل ${cadence[finding.cadence]}، لكنك قلت ${cadence[finding.expected]}.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `هذا نحو ${formatUsd(finding.averageMonthlyCents)} في الشهر؛ وذكرت أنت ${formatUsd(finding.reportedMonthlyCents)} في الشهر.`
          : `هذا نحو ${formatUsd(finding.averageMonthlyCents)} في الشهر.`;
    }
  },
  receipt: {
    title: 'إيصال طلب المخصصات',
    confirmationNumber: 'رقم التأكيد',
    status: 'الحالة',
    submitted: 'تم الإرسال',
    submittedOn: 'تاريخ الإرسال',
    applicant: 'مقدم الطلب',
    benefits: 'المخصصات المطلوبة',
    income: 'مصادر الدخل',
    perMonth: 'في الشهر',
    verifiedVia: 'تم التحقق عن طريق',
    explained: 'تم الشرح في ملاحظة، لم يتم التحقق',
    notVerified: 'لم يتم التحقق',
    noIncome: 'لم يتم ذكر أي دخل.',
    expenses: 'مصاريف العمل',
    noExpenses: 'لا توجد مصاريف عمل.',
    miles: (miles, cents) => `${miles} ميل في الأسبوع، ${cents} سنت لكل ميل`,
    totals: 'المجاميع',
    gross: 'إجمالي الدخل',
    expenseTotal: 'المصاريف',
    net: 'صافي الدخل',
    monthly: 'شهريًا',
    annual: 'سنويًا',
    attestations: 'ما أكدته',
    acknowledged: 'قرأت المشكلات التي وجدناها واخترت الإرسال معها.',
    risk: 'فحص المخاطر',
    riskLevel: 'مستوى المخاطر العام',
    next: 'ماذا يحدث بعد ذلك',
    nextLetter: 'يرسل لك كل برنامج رسالة بقراره. إذا لم توافق، يمكنك طلب جلسة استماع عادلة.',
    help: 'هل تحتاج إلى مساعدة؟',
    helpText: (phone, email) =>
      `اتصل بالرقم ${phone} (من الاثنين إلى الجمعة، 8 صباحًا - 5 مساءً) أو راسلنا على ${email} (نرد خلال 24 ساعة).`,
    expedited: 'SNAP خلال 7 أيام',
    expeditedReasons: {
      lowIncomeAndResources: 'الدخل أقل من $150 هذا الشهر، ولديك $100 أو أقل من المال.',
      shelterOverIncome: 'الإيجار والفواتير أكثر من الدخل والمال معًا.',
      destituteMigrant: 'عمل زراعي موسمي، ولديك $100 أو أقل من المال.',
    },
    expeditedText:
      'تُظهر إجاباتك أنك قد تحصل على SNAP خلال 7 أيام (7 CFR 273.2(i)). الجهة المختصة هي التي تقرر.',
    page: 'صفحة {n} من {total}',
  },
  verification: {
    methods: {
      documents: 'المستندات',
      payroll: 'كشوف الرواتب',
      bank: 'الحساب البنكي',
      notes: 'الملاحظات',
    },
    statuses: {
      verified: 'تم التحقق',
      analysis_pending: 'التحليل جارٍ',
      needs_review: 'يحتاج إلى مراجعة',
      explained: 'تم الشرح، لم يتم التحقق',
    },
  },
  risk: { High: 'مرتفع', Medium: 'متوسط', Low: 'منخفض' },
  locale: 'ar-u-nu-latn',
};
