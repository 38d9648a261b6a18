import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsZh: AfterSubmissionTexts = {
  interview: {
    required:
      '您必须参加面谈，多数是通过电话。办公室会告诉您日期和时间。如果错过了，请打电话约新的时间。',
    noOffice: '您不用去办公室面谈。',
    mayAsk: '办公室可能会打电话给您，或请您带着问题来一趟。',
    visit: 'WIC 会和您约一次见面，当面或通过电话。请带上证明您身份、住址和收入的文件。',
    stateSets: '下一步由您所在的州决定。多数州会要求面谈。',
  },
  decision: {
    days: '从您申请那天起 {{days}} 天内，您应该会收到一封写有决定的信。',
    expedited:
      '您的回答显示您可能很快拿到 SNAP：从您申请那天起 {{days}} 天内。如果不是，您会在 {{normalDays}} 天内得到决定。',
    disability:
      '您应该会在 {{days}} 天内收到一封写有决定的信。如果您是因为残疾申请，可能要等最多 {{disabilityDays}} 天。',
    sooner:
      'WIC 应该在您申请后 {{days}} 天内告诉您是否符合资格。有些孕妇和农场工人家庭在 {{soonerDays}} 天内就会知道。',
    stateSets: '您的信会告诉您什么时候得到决定。',
  },
  documents: {
    days: '他们可能会要文件，例如工资单或租约。您至少有 {{days}} 天来寄给他们。',
    letter: '如果他们无法核实您的情况，可能会要文件。请在信上写的日期前寄出。',
  },
  changes: {
    snap: '如果您拿到 SNAP，信上会写您要报告哪些变化和截止时间，例如工资增加。',
    health: '如果您搬家、工资有变化，或有人搬进或搬出您家，请告诉办公室。',
    wic: '如果您搬家或收入有变化，请告诉您的 WIC 办公室。',
    tanf: '请把变化告诉您的 TANF 办公室，例如新的工资或搬家。信上会写要多快报告。',
  },
};
