// npm run bench:receipt: how long the request handler spends drawing a receipt PDF
// (pdf-lib, on the event loop). The goal is well under 50 ms for a typical application.
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { applicantWithDraft, createTestApp, type TestApp } from '../../test/testApp.js';
import { createApplicationDataLoader } from '../summaries/applicationData.js';
import { receiptContent } from './receiptContent.js';
import { receiptPdf } from './receiptPdf.js';
import { lowRiskApplication, postOk, submitBody } from './submissionTestHelpers.js';

let t: TestApp;
let receipt: ReturnType<typeof receiptContent>;

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
  receipt = receiptContent({
    data,
    applicant: { firstName: 'Ana', lastName: 'Núñez' },
    language: 'en',
    taxYear: 2026,
    helpContacts: t.config.helpContacts,
  });
});
afterAll(() => t.close());

describe('receipt PDF', () => {
  bench(
    'a submitted driver with wages, rideshare income and mileage',
    async () => {
      await receiptPdf(receipt);
    },
    { iterations: 50, warmupIterations: 5 },
  );
});
