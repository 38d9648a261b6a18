// npm run bench:receipt: how long drawing a receipt PDF takes (pdf-lib), with Helvetica and
// with an embedded font, directly and through the worker thread the route uses; then how long
// the event loop was held up (max delay) while receipts were drawn each way.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { applicantWithDraft, createTestApp, type TestApp } from '../../test/testApp.js';
import { createApplicationDataLoader } from '../summaries/applicationData.js';
import { receiptContent } from './receiptContent.js';
import { receiptPdf } from './receiptPdf.js';
import { ReceiptRenderer } from './receiptRenderer.js';
import { lowRiskApplication, postOk, submitBody } from './submissionTestHelpers.js';

let t: TestApp;
let receipt: ReturnType<typeof receiptContent>;
let receiptWithVietnameseName: ReturnType<typeof receiptContent>;

beforeAll(async () => {
  t = await createTestApp();
  const { client, user, applicationId } = await applicantWithDraft(t.app, {
    firstName: 'Ana',
    lastName: 'Núñez',
  });
  await lowRiskApplication(client, applicationId);
  const rides = await postOk(client, '/api/income-entries', {
    applicationId,
    categoryId: 2,
    source: 'Rideshare',
    amount: '2100',
    frequency: 'monthly',
  });
  await postOk(client, '/api/expenses', {
    incomeEntryId: rides.id,
    expenseType: 'transportation',
    description: 'Miles driven',
    isMileageExpense: true,
    milesPerWeek: 180,
  });
  await postOk(client, `/api/applications/${applicationId}/submit`, submitBody());
  const data = await createApplicationDataLoader({ db: t.database.db } as never)(
    user.id,
    applicationId,
  );
  const content = (applicant: { firstName: string; lastName: string }) =>
    receiptContent({
      data,
      applicant,
      language: 'en',
      taxYear: 2026,
      helpContacts: t.config.helpContacts,
    });
  receipt = content({ firstName: 'Ana', lastName: 'Núñez' });
  // A letter Helvetica lacks: DejaVu Sans is embedded (subset) instead.
  receiptWithVietnameseName = content({ firstName: 'Thị', lastName: 'Nguyễn' });
});
const renderer = new ReceiptRenderer();

async function maxEventLoopDelayMs(draw: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  for (let i = 0; i < 10; i += 1) await draw();
  delay.disable();
  return delay.max / 1e6;
}

afterAll(async () => {
  const inline = await maxEventLoopDelayMs(() => receiptPdf(receiptWithVietnameseName));
  const worker = await maxEventLoopDelayMs(() => renderer.render(receiptWithVietnameseName));
  console.log(
    `event loop held up, max over 10 receipts with an embedded font: in the handler ${inline.toFixed(0)} ms, on the worker ${worker.toFixed(0)} ms`,
  );
  await renderer.close();
  await t.close();
});

// The receipts are built in beforeAll; each case reads its one when it runs.
const cases = [
  ['a submitted driver with wages, rideshare income and mileage', () => receipt],
  ['the same with a Vietnamese name (embedded font)', () => receiptWithVietnameseName],
] as const;

describe('receipt PDF', () => {
  for (const [name, content] of cases) {
    const options = { iterations: 50, warmupIterations: 5 };
    bench(name, async () => void (await receiptPdf(content())), options);
    bench(
      `${name}, through the worker thread`,
      async () => void (await renderer.render(content())),
      options,
    );
  }
});
