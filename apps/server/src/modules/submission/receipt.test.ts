import {
  attestationTexts,
  mileageDeduction,
  nextStepsAfterSubmission,
  programNextStepsText,
} from '@benefits/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../../../../../packages/documents/src/text/pdfDocument.js';
import { pageTextLayer } from '../../../../../packages/documents/src/text/pdfText.js';
import { applicantWithDraft, createTestApp, type TestApp, TestClient } from '../../test/testApp.js';
import { lowRiskApplication, postOk, submitBody } from './submissionTestHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await openPdf(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) pages.push((await pageTextLayer(pdf, n)) ?? '');
  await pdf.destroy();
  return pages.join('\n');
}

/** A submitted application of a driver with wages, rideshare income, mileage and a phone. */
async function submittedDriver(
  language: 'en' | 'es' = 'en',
  names = { firstName: 'Ana', lastName: 'Núñez', rideshare: 'Rideshare 李 🚗' },
) {
  const applicant = await applicantWithDraft(t.app, {
    firstName: names.firstName,
    lastName: names.lastName,
  });
  const { client, applicationId } = applicant;
  await lowRiskApplication(client, applicationId);
  const rides = await postOk(client, '/api/income-entries', {
    applicationId,
    categoryId: 2,
    source: names.rideshare,
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
  await postOk(client, '/api/expenses', {
    incomeEntryId: rides.id,
    expenseType: 'utilities',
    description: 'Phone plan',
    amount: 40,
  });
  const submitted = await client.request({
    method: 'POST',
    url: `/api/applications/${applicationId}/submit`,
    payload: submitBody(),
    headers: { 'accept-language': language },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...applicant, confirmationNumber: submitted.json().confirmationNumber as string };
}

/** What the receipt must say about SNAP after submitting, from the domain's table. */
function snapNextSteps(language: 'en' | 'es') {
  const [snap] = nextStepsAfterSubmission(['snap'], { date: '2026-11-22' });
  if (!snap) throw new Error('no SNAP rules on the day');
  return programNextStepsText(snap, language).lines;
}

describe('GET /api/applications/:id/receipt.pdf', () => {
  it('is a one-to-two-page PDF with the confirmation, applicant, money, attestations and help', async () => {
    const { client, applicationId, confirmationNumber } = await submittedDriver();
    const response = await client.get(`/api/applications/${applicationId}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${confirmationNumber}.pdf"`,
    );
    const loaded = await PDFDocument.load(response.rawPayload);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(loaded.getPageCount()).toBeLessThanOrEqual(2);

    const text = await pdfText(response.rawPayload);
    const summary = (await client.get(`/api/enhanced-financial-summary/${applicationId}`)).json();
    const mileage = mileageDeduction(180, 2026);
    for (const expected of [
      'Benefits Application Receipt',
      confirmationNumber,
      'Submitted',
      'November 22, 2026',
      'Ana Núñez',
      'SNAP (Food Assistance)',
      'Corner Market',
      'Rideshare 李 ?', // issue 20: Chinese letters print (Noto Sans SC); the emoji cannot
      'Not verified',
      'Miles driven',
      `$${mileage.monthlyDeduction.toFixed(2)} a month`,
      'Phone plan',
      `$${summary.totalNetMonthlyIncome.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      attestationTexts.en.accurateInformation.slice(0, 40),
      'Overall risk level',
      'Low',
      t.config.helpContacts.phone,
      t.config.helpContacts.email,
    ]) {
      expect(text).toContain(expected);
    }
    // Issue 18: SNAP's next steps from packages/domain's table (7 CFR 273.2), words wrapped.
    const words = text.replace(/\s+/g, ' ');
    expect(words).not.toContain('10-15 business days');
    for (const line of snapNextSteps('en')) expect(words).toContain(line);
  });

  it('prints Vietnamese, Polish, Cyrillic and Hebrew letters as typed; only what it cannot draw is ?', async () => {
    const { client, applicationId } = await submittedDriver('en', {
      firstName: 'Thị Ngọc',
      lastName: 'Nguyễn',
      rideshare: 'Łukasz Дмитрий שלום ܫܠܡ',
    });
    const response = await client.get(`/api/applications/${applicationId}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Thị Ngọc Nguyễn');
    // Issue 20: Hebrew prints (DejaVu Sans has it, bidi-js orders it); Syriac has no font: '?'.
    expect(text).toContain('Łukasz Дмитрий');
    expect(text).toContain('שלום');
    expect(text).toContain('???');
    expect(text).toContain('Benefits Application Receipt');
  });

  it('speaks Spanish when asked', async () => {
    const { client, applicationId, confirmationNumber } = await submittedDriver('es');
    const response = await client.request({
      method: 'GET',
      url: `/api/applications/${applicationId}/receipt.pdf`,
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Comprobante de solicitud de beneficios',
      confirmationNumber,
      'Enviada',
      'SNAP (ayuda para comida)',
      'Sin verificar',
      'Bajo',
    ]) {
      expect(text).toContain(expected);
    }
    const words = text.replace(/\s+/g, ' ');
    for (const line of snapNextSteps('es')) expect(words).toContain(line);
    expect(words).toContain('en 30 días o menos');
  });

  it('answers 409 for a draft, 404 for another user, 401 signed out', async () => {
    const draft = await applicantWithDraft(t.app);
    const draftUrl = `/api/applications/${draft.applicationId}/receipt.pdf`;
    const notReady = await draft.client.get(draftUrl);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe('The receipt is ready once the application is submitted.');
    const { applicationId } = await submittedDriver();
    const url = `/api/applications/${applicationId}/receipt.pdf`;
    expect((await draft.client.get(url)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
  });
});
