import { createDocumentAnalyzer, type DocumentAnalyzer } from '@benefits/documents';
import {
  assessRisk,
  enhancedFinancialSummary,
  enhancedFinancialSummarySchema,
  programIncomeViews,
  ruleDay,
} from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyPayStub } from '../../test/documentApp.js';
import { multipart } from '../../test/multipart.js';
import { applicantWithDraft, createTestApp, type TestApp, TestClient } from '../../test/testApp.js';

let t: TestApp;
let analyzer: DocumentAnalyzer;
beforeAll(async () => {
  analyzer = createDocumentAnalyzer({ size: 1 });
  t = await createTestApp({}, { documentAnalyzer: analyzer });
});
afterAll(async () => {
  await t.close();
  await analyzer.close();
});

async function post(client: TestClient, url: string, payload: object) {
  const response = await client.post(url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

describe('GET /api/enhanced-financial-summary/:applicationId', () => {
  it('equals the domain summary over the stored entries, expenses and document analysis', async () => {
    const person = { firstName: 'Dana', lastName: 'Whitfield', zipCode: '99501' };
    const { client, applicationId } = await applicantWithDraft(t.app, person);
    const stub = await weeklyPayStub(11);
    const body = multipart({ applicationId }, [
      { name: 'stub.pdf', bytes: Buffer.from(stub.bytes) },
    ]);
    const uploaded = await client.request({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: body.headers,
    });
    const analysis = await post(client, '/api/documents/analyze', {
      documentIds: [uploaded.json().id],
    });
    const employer = analysis.extractedData.income[0].source as string;

    const wages = await post(client, '/api/income-entries', {
      applicationId,
      categoryId: 1,
      source: employer,
      // Reported 30% above the document's weekly pay: an 'Amount Discrepancy'.
      amount: ((stub.expected.amountCents! * 1.3) / 100).toFixed(2),
      frequency: 'weekly',
      hoursPerWeek: 30,
    });
    const driving = await post(client, '/api/income-entries', {
      applicationId,
      categoryId: 2,
      source: 'Rideshare',
      amount: '1800',
      frequency: 'monthly',
    });
    await post(client, '/api/expenses', {
      incomeEntryId: driving.id,
      expenseType: 'transportation',
      description: 'Miles',
      isMileageExpense: true,
      milesPerWeek: 120,
    });
    await post(client, '/api/expenses', {
      incomeEntryId: driving.id,
      expenseType: 'insurance',
      description: 'Insurance',
      amount: 1200,
      frequency: 'annual',
    });
    await post(client, '/api/expenses', {
      incomeEntryId: wages.id,
      expenseType: 'uniforms_tools',
      description: 'Boots',
      amount: 25,
    });

    const response = await client.get(`/api/enhanced-financial-summary/${applicationId}`);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(enhancedFinancialSummarySchema.safeParse(summary).success).toBe(true);

    const entries = (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json();
    const expenses = (await client.get(`/api/expenses?applicationId=${applicationId}`)).json();
    const expected = enhancedFinancialSummary({
      entries,
      expenses,
      analysis,
      taxYear: t.clock.now().getUTCFullYear(),
    });
    // Step 11 adds what each program counts, with the day's figures for the account's state.
    const programs = programIncomeViews({
      entries,
      expenses,
      taxYear: t.clock.now().getUTCFullYear(),
      asOf: ruleDay(t.clock.now()),
      state: 'AK',
    });
    expect(summary).toEqual(JSON.parse(JSON.stringify({ ...expected, programs })));
    expect(summary.expenseEntriesCount).toBe(3);
    expect(summary.mileage.deductions).toHaveLength(1);
    expect(summary.aiExtractedData.incomeAmounts[0]).toMatchObject({
      matchedEntryId: wages.id,
      discrepancy: true,
    });

    // The risk check reads the same stored data.
    const risk = await client.get(`/api/applications/${applicationId}/risk`);
    expect(risk.statusCode).toBe(200);
    const documents = (await client.get(`/api/documents?applicationId=${applicationId}`)).json();
    expect(risk.json()).toEqual(
      assessRisk({ entries, expenses, documents, taxYear: t.clock.now().getUTCFullYear() }),
    );
  });

  it('has no AI card without read documents; 401 signed out, 404 for another user', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const url = `/api/enhanced-financial-summary/${applicationId}`;
    const empty = await client.get(url);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ aiExtractedData: null, totalGrossMonthlyIncome: 0 });
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    const other = await applicantWithDraft(t.app);
    expect((await other.client.get(url)).statusCode).toBe(404);
  });
});
