import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsKo: AfterSubmissionTexts = {
  interview: {
    required:
      '면담을 꼭 해야 하며, 보통 전화로 합니다. 사무소에서 날짜와 시간을 알려 줍니다. 놓치면 전화해서 새 시간을 정하세요.',
    noOffice: '면담을 위해 사무소에 가지 않아도 됩니다.',
    mayAsk: '사무소에서 전화하거나 질문이 있어 방문해 달라고 할 수 있습니다.',
    visit:
      'WIC에서 직접 만나거나 전화로 면담 날짜를 정합니다. 신분, 사는 곳, 소득을 보여 주는 증빙을 가져오세요.',
    stateSets: '다음 단계는 주에서 정합니다. 대부분의 주는 면담을 요청합니다.',
  },
  decision: {
    days: '신청한 날부터 {{days}}일 안에 결정이 적힌 편지를 받게 됩니다.',
    expedited:
      '답변을 보면 SNAP을 빨리 받을 수도 있습니다: 신청한 날부터 {{days}}일 안에. 그렇지 않으면 {{normalDays}}일 안에 결정을 받습니다.',
    disability:
      '{{days}}일 안에 결정이 적힌 편지를 받게 됩니다. 장애 때문에 신청했다면 최대 {{disabilityDays}}일이 걸릴 수 있습니다.',
    sooner:
      'WIC는 요청한 날부터 {{days}}일 안에 자격이 되는지 알려 줍니다. 일부 임신한 사람과 농장 노동자 가족은 {{soonerDays}}일 안에 알게 됩니다.',
    stateSets: '언제 결정을 받는지는 편지에 적혀 있습니다.',
  },
  documents: {
    days: '급여 명세서나 임대 계약서 같은 서류를 요청할 수 있습니다. 보낼 시간은 최소 {{days}}일입니다.',
    letter: '정보를 확인할 수 없으면 서류를 요청할 수 있습니다. 편지에 적힌 날짜까지 보내세요.',
  },
  changes: {
    snap: 'SNAP을 받게 되면, 어떤 변화를 언제까지 알려야 하는지 편지에 적혀 있습니다. 예: 급여 인상.',
    health: '이사하거나, 급여가 바뀌거나, 누가 집에 들어오거나 나가면 사무소에 알리세요.',
    wic: '이사하거나 소득이 바뀌면 WIC 사무소에 알리세요.',
    tanf: '새 급여나 이사 같은 변화를 TANF 사무소에 알리세요. 얼마나 빨리 알려야 하는지는 편지에 있습니다.',
  },
};
