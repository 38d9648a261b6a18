import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Vietnamese, "bạn" throughout; terms from docs/glossary/vi.json (đơn, biên nhận, phiên điều
// trần công bằng, cơ quan, đăng nhập, mã, xác minh, chi phí).
export const vi: ServerTexts = {
  messages: {
    signInRequired: 'Vui lòng đăng nhập để tiếp tục.',
    articleNotFound: 'Chúng tôi không tìm thấy bài trợ giúp đó.',
    chatRateLimited: 'Bạn đang gửi tin nhắn rất nhanh. Vui lòng chờ một phút rồi thử lại.',
    notFound: 'Chúng tôi không tìm thấy mục đó.',
    zipNotFound: 'Chúng tôi không biết mã ZIP này. Vui lòng nhập thành phố và quận của bạn.',
    staffOnly: 'Trang này dành cho nhóm điều hành dịch vụ này.',
    applicationNotFound: 'Chúng tôi không tìm thấy đơn đó.',
    applicationNotDraft: 'Đơn này đã được nộp nên không thể thay đổi.',
    incomeEntryNotFound: 'Chúng tôi không tìm thấy nguồn thu nhập đó.',
    emailTaken: 'Đã có tài khoản dùng email này. Vui lòng đăng nhập.',
    codeSent:
      'Nếu có tài khoản dùng email này, chúng tôi đã gửi mã 6 chữ số đến đó. Mã dùng được trong 10 phút.',
    codeExpired: 'Mã này đã hết hạn hoặc đã được thay bằng mã khác. Hãy xin mã mới.',
    codeTooManyTries: 'Bạn đã nhập sai quá nhiều lần. Hãy xin mã mới.',
    codeWrongOneTryLeft: 'Mã không đúng. Bạn có thể thử thêm 1 lần.',
    codeWrongTriesLeft: 'Mã không đúng. Bạn có thể thử thêm {count} lần.',
    codeWrongNoTriesLeft: 'Mã không đúng. Bạn đã nhập sai quá nhiều lần. Hãy xin mã mới.',
    foreignOrigin: 'Yêu cầu này không đến từ trang web này nên chúng tôi đã từ chối.',
    ambiguousPath: 'Chúng tôi không đọc được địa chỉ web đó.',
    rateLimited: 'Bạn đã thử quá nhiều lần. Vui lòng chờ vài phút rồi thử lại.',
    tooLarge: 'Nội dung quá lớn, chúng tôi không nhận được.',
    fileTooLarge: 'Tệp này lớn hơn 10 MB. Vui lòng chọn tệp nhỏ hơn hoặc chụp ảnh mới.',
    fileTypeNotAccepted:
      'Chúng tôi chỉ dùng được tệp PDF, JPG và PNG (và tệp Word cho bằng chứng thu nhập). Vui lòng chọn tệp khác.',
    documentsStillReading:
      'Chúng tôi vẫn đang đọc giấy tờ của bạn. Vui lòng chờ một phút rồi thử lại.',
    documentNotFound: 'Chúng tôi không tìm thấy giấy tờ đó.',
    payrollNotAllowed:
      'Kết nối bảng lương chỉ dành cho tiền lương hoặc thu nhập tự làm chủ. Vui lòng chọn cách khác để xác minh thu nhập này.',
    bankTransactionsNotFound:
      'Chúng tôi không tìm thấy các khoản tiền gửi đó. Vui lòng kết nối tài khoản ngân hàng và chọn lại các khoản tiền gửi.',
    bankLinkTokenInvalid: 'Kết nối với ngân hàng đã hết giờ. Chúng tôi đang bắt đầu lại.',
    bankCredentialsInvalid:
      'Tên người dùng hoặc mật khẩu không đúng cho ngân hàng này. Vui lòng kiểm tra rồi thử lại.',
    bankInstitutionUnknown:
      'Chúng tôi không tìm thấy ngân hàng đó. Vui lòng chọn một ngân hàng trong danh sách.',
    bankAccountsUnknown: 'Vui lòng chọn ít nhất một tài khoản của bạn ở ngân hàng này.',
    bankPublicTokenInvalid:
      'Kết nối ngân hàng này đã hết hạn hoặc đã được dùng. Vui lòng kết nối lại ngân hàng.',
    bankItemNotFound:
      'Chúng tôi không tìm thấy kết nối ngân hàng đó. Vui lòng kết nối lại ngân hàng.',
    bankReconnect: 'Ngân hàng cần bạn đăng nhập lại. Vui lòng kết nối lại ngân hàng.',
    bankProviderFailed:
      'Hiện giờ chúng tôi không liên lạc được với ngân hàng của bạn. Vui lòng thử lại sau vài phút.',
    serverError:
      'Có lỗi ở phía chúng tôi. Các câu trả lời bạn đã lưu vẫn an toàn. Vui lòng thử lại.',
    incomeSourceNoExpenses:
      'Loại thu nhập này không thể có chi phí kinh doanh. Chỉ có thể thêm chi phí cho thu nhập từ việc làm, tự làm chủ hoặc cho thuê.',
    expenseNotFound: 'Chúng tôi không tìm thấy chi phí đó.',
    submitNeedsAttestations: 'Vui lòng đánh dấu từng ô bạn xác nhận trước khi nộp.',
    submitNeedsAcknowledgement:
      'Chúng tôi thấy có vấn đề quan trọng trong đơn của bạn. Vui lòng đánh dấu ô để cho biết bạn đã đọc, hoặc sửa chúng, trước khi nộp.',
    receiptBusy: 'Hiện giờ chúng tôi chưa làm được biên nhận. Vui lòng thử lại sau một phút.',
    receiptNotReady: 'Biên nhận sẽ có sau khi đơn được nộp.',
  },
  signInCode: (code, minutes) => ({
    subject: `Mã đăng nhập của bạn là ${code}`,
    text: [
      `Mã đăng nhập của bạn là ${code}.`,
      `Mã dùng được trong ${minutes} phút.`,
      'Nếu bạn không xin mã này, bạn có thể bỏ qua email này. Không ai đăng nhập được nếu không có mã.',
      'Chúng tôi sẽ không bao giờ hỏi mã này qua điện thoại.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: 'Có người đã thử đăng nhập vào tài khoản của bạn',
    text: [
      `Có người đã nhập sai mã đăng nhập ${tries} lần cho tài khoản của bạn. Chúng tôi đã khóa mã đó, nên không ai vào được bằng mã đó.`,
      'Nếu đó là bạn, hãy xin mã mới ở trang đăng nhập.',
      'Nếu không phải bạn, bạn không cần làm gì. Không ai đăng nhập được nếu không có mã gửi đến email này.',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `Chúng tôi đã nhận đơn ${number} của bạn`,
    hello: (firstName) => `Chào ${firstName},`,
    received: (number) =>
      `Chúng tôi đã nhận đơn xin phúc lợi của bạn. Số xác nhận của bạn là ${number}. Hãy giữ số này: bạn cần nó khi gọi điện hoặc viết thư cho chúng tôi.`,
    appliedFor: (benefits) => `Bạn đã nộp đơn xin: ${benefits}.`,
    nextStepsTitle: 'Điều gì xảy ra tiếp theo với từng chương trình:',
    decision:
      'Mỗi chương trình sẽ gửi thư báo quyết định cho bạn. Nếu không đồng ý, bạn có thể yêu cầu phiên điều trần công bằng.',
    questions: (phone, email) =>
      `Có câu hỏi? Gọi ${phone} (Thứ Hai-Thứ Sáu, 8 giờ sáng-5 giờ chiều) hoặc gửi email đến ${email} (chúng tôi trả lời trong 24 giờ).`,
    never:
      'Chúng tôi sẽ không bao giờ hỏi mật khẩu hay số An Sinh Xã Hội đầy đủ của bạn qua email.',
  },
  cadence: {
    weekly: 'mỗi tuần',
    biweekly: 'hai tuần một lần',
    monthly: 'mỗi tháng',
    irregular: 'không đều',
    unknown: 'không rõ lúc nào',
  },
  finding: (finding, cadence) => {
    switch (finding.kind) {
      case 'matched':
        return `${finding.count} khoản tiền gửi từ ${finding.payer} khớp với điều bạn đã khai.`;
      case 'noDeposits':
        return 'Không có giao dịch nào bạn chọn là tiền vào. Vui lòng chọn các khoản tiền gửi của thu nhập này.';
      case 'notDeposits':
        return `${finding.count} giao dịch bạn chọn là tiền trả ra khỏi tài khoản, không phải tiền gửi.`;
      case 'payerDifferent':
        return `${finding.count} khoản tiền gửi không ghi ${finding.payer} là người trả.`;
      case 'amountDifferent':
        return `${finding.count} khoản tiền gửi khác hơn ${finding.percent}% so với ${formatUsd(finding.expectedCents)} mỗi lần bạn đã khai.`;
      case 'amountUnknown':
        return 'Bạn không cho số tiền chính xác, nên chúng tôi chỉ so người trả và ngày.';
      case 'cadenceMatched':
        return `Tiền đến ${cadence[finding.cadence]}, đúng như bạn nói.`;
      case 'cadenceDifferent':
        return `Tiền đến ${cadence[finding.cadence]}, nhưng bạn nói là ${cadence[finding.expected]}.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `Khoảng ${formatUsd(finding.averageMonthlyCents)} mỗi tháng; bạn đã khai ${formatUsd(finding.reportedMonthlyCents)} mỗi tháng.`
          : `Khoảng ${formatUsd(finding.averageMonthlyCents)} mỗi tháng.`;
    }
  },
  receipt: {
    title: 'Biên nhận đơn xin phúc lợi',
    confirmationNumber: 'Số xác nhận',
    status: 'Tình trạng',
    submitted: 'Đã nộp',
    submittedOn: 'Ngày nộp',
    applicant: 'Người nộp đơn',
    benefits: 'Phúc lợi đã xin',
    income: 'Nguồn thu nhập',
    perMonth: 'mỗi tháng',
    verifiedVia: 'Đã xác minh qua',
    explained: 'Đã giải thích trong ghi chú, chưa xác minh',
    notVerified: 'Chưa xác minh',
    noIncome: 'Không khai thu nhập.',
    expenses: 'Chi phí kinh doanh',
    noExpenses: 'Không có chi phí kinh doanh.',
    miles: (miles, cents) => `${miles} dặm mỗi tuần, ${cents} xu mỗi dặm`,
    totals: 'Tổng cộng',
    gross: 'Tổng thu nhập',
    expenseTotal: 'Chi phí',
    net: 'Thu nhập ròng',
    monthly: 'Hằng tháng',
    annual: 'Hằng năm',
    attestations: 'Những điều bạn đã xác nhận',
    acknowledged: 'Bạn đã đọc các vấn đề được tìm thấy và chọn nộp đơn cùng với chúng.',
    risk: 'Kiểm tra rủi ro',
    riskLevel: 'Mức rủi ro chung',
    next: 'Điều gì xảy ra tiếp theo',
    nextLetter:
      'Mỗi chương trình sẽ gửi thư báo quyết định cho bạn. Nếu không đồng ý, bạn có thể yêu cầu phiên điều trần công bằng.',
    help: 'Cần giúp đỡ?',
    helpText: (phone, email) =>
      `Gọi ${phone} (Thứ Hai-Thứ Sáu, 8 giờ sáng-5 giờ chiều) hoặc gửi email đến ${email} (chúng tôi trả lời trong 24 giờ).`,
    expedited: 'SNAP trong 7 ngày',
    expeditedReasons: {
      lowIncomeAndResources: 'Thu nhập tháng này dưới $150 và có $100 tiền trở xuống.',
      shelterOverIncome: 'Tiền thuê nhà và hóa đơn nhiều hơn thu nhập và tiền có cộng lại.',
      destituteMigrant: 'Làm nông theo mùa và có $100 tiền trở xuống.',
    },
    expeditedText:
      'Câu trả lời của bạn cho thấy bạn có thể nhận SNAP trong 7 ngày (7 CFR 273.2(i)). Cơ quan sẽ quyết định.',
    page: 'Trang {n}/{total}',
  },
  verification: {
    methods: {
      documents: 'giấy tờ',
      payroll: 'bảng lương',
      bank: 'tài khoản ngân hàng',
      notes: 'ghi chú',
    },
    statuses: {
      verified: 'đã xác minh',
      analysis_pending: 'đang phân tích',
      needs_review: 'cần xem xét',
      explained: 'đã giải thích, chưa xác minh',
    },
  },
  risk: { High: 'Cao', Medium: 'Trung bình', Low: 'Thấp' },
  locale: 'vi-VN',
};
