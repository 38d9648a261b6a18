import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsVi: AfterSubmissionTexts = {
  interview: {
    required:
      'Bạn phải có một buổi phỏng vấn, thường là qua điện thoại. Văn phòng sẽ báo cho bạn ngày và giờ. Nếu bạn lỡ hẹn, hãy gọi cho họ để hẹn giờ mới.',
    noOffice: 'Bạn không phải đến văn phòng để phỏng vấn.',
    mayAsk: 'Văn phòng có thể gọi cho bạn hoặc mời bạn đến để hỏi thêm.',
    visit:
      'WIC sẽ hẹn gặp bạn, trực tiếp hoặc qua điện thoại. Hãy mang theo giấy tờ chứng minh bạn là ai, nơi bạn sống và thu nhập của bạn.',
    stateSets:
      'Tiểu bang của bạn quyết định các bước tiếp theo. Hầu hết các tiểu bang yêu cầu phỏng vấn.',
  },
  decision: {
    days: 'Bạn sẽ nhận thư báo quyết định trong vòng {{days}} ngày kể từ ngày bạn nộp đơn.',
    expedited:
      'Câu trả lời của bạn cho thấy bạn có thể nhận SNAP nhanh: trong vòng {{days}} ngày kể từ ngày bạn nộp đơn. Nếu không, bạn nhận quyết định trong vòng {{normalDays}} ngày.',
    disability:
      'Bạn sẽ nhận thư báo quyết định trong vòng {{days}} ngày. Nếu bạn nộp đơn vì khuyết tật, có thể mất đến {{disabilityDays}} ngày.',
    sooner:
      'WIC sẽ cho bạn biết bạn có đủ điều kiện không trong vòng {{days}} ngày kể từ khi bạn hỏi. Một số người mang thai và gia đình làm nông biết trong vòng {{soonerDays}} ngày.',
    stateSets: 'Thư của bạn sẽ cho biết khi nào bạn nhận quyết định.',
  },
  documents: {
    days: 'Họ có thể xin giấy tờ, như cuống phiếu lương hoặc hợp đồng thuê nhà. Bạn có ít nhất {{days}} ngày để gửi.',
    letter:
      'Nếu họ không xác minh được thông tin của bạn, họ có thể xin giấy tờ. Hãy gửi trước ngày ghi trong thư.',
  },
  changes: {
    snap: 'Nếu bạn nhận SNAP, thư sẽ ghi những thay đổi nào cần báo và trước khi nào, như lương tăng.',
    health:
      'Hãy báo cho văn phòng nếu bạn dọn nhà, lương thay đổi, hoặc có người dọn vào hay dọn ra khỏi nhà bạn.',
    wic: 'Hãy báo cho văn phòng WIC nếu bạn dọn nhà hoặc thu nhập thay đổi.',
    tanf: 'Hãy báo cho văn phòng TANF về các thay đổi, như lương mới hoặc dọn nhà. Thư sẽ ghi cần báo trong bao lâu.',
  },
};
