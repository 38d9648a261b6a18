import { type Expense, enhancedFinancialSummary, type IncomeEntry } from '@benefits/domain';
import { expect, type Page } from '@playwright/test';
import { getJson } from './expenses';
import { baseURL } from './paths.mjs';

// Steps 11-13 and the View page (issue 7): the API calls that set up an application quickly
// (their texts: rtext in support/texts.ts).

const headers = { origin: baseURL };

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

export interface SourceInput {
  categoryId: number;
  source: string;
  amount: string;
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';
  isW2Income?: boolean;
  hoursPerWeek?: number;
}

export interface ExpenseInput {
  expenseType: string;
  description: string;
  amount?: number;
  frequency?: 'monthly' | 'annual';
  isMileageExpense?: boolean;
  milesPerWeek?: number;
}

/**
 * A draft at step 11 through the API: income sources verified by a note, expenses on the
 * sources named, and documents (a PDF each) of the given types.
 */
export async function applicationAtSummary(
  page: Page,
  input: {
    selectedBenefits: string[];
    sources: SourceInput[];
    expenses: Record<string, ExpenseInput[]>;
    documents: ('income_verification' | 'identity_verification')[];
  },
): Promise<number> {
  const application = await ok<{ id: number }>(
    await page.request.post('/api/applications', {
      headers,
      data: {
        status: 'draft',
        selectedBenefits: input.selectedBenefits,
        needsWorkVerification: true,
        zipCode: '60614',
      },
    }),
  );
  const id = application.id;
  for (const source of input.sources) {
    const entry = await ok<{ id: number }>(
      await page.request.post('/api/income-entries', {
        headers,
        data: { applicationId: id, ...source },
      }),
    );
    await ok(
      await page.request.post(`/api/income-entries/${entry.id}/verification`, {
        headers,
        data: { method: 'notes', notes: `My ${source.source} income, see my records.` },
      }),
    );
    for (const expense of input.expenses[source.source] ?? []) {
      await ok(
        await page.request.post('/api/expenses', {
          headers,
          data: { incomeEntryId: entry.id, frequency: 'monthly', hasReceipt: false, ...expense },
        }),
      );
    }
  }
  for (const [index, type] of input.documents.entries()) {
    await ok(
      await page.request.post('/api/documents', {
        headers,
        multipart: {
          applicationId: String(id),
          type,
          file: {
            name: `document-${index + 1}.pdf`,
            mimeType: 'application/pdf',
            buffer: tinyPdf(),
          },
        },
      }),
    );
  }
  await ok(
    await page.request.patch(`/api/applications/${id}`, {
      headers,
      data: {
        hasBusinessExpenses: Object.keys(input.expenses).length > 0,
        furthestStep: 'enhanced-financial-summary',
      },
    }),
  );
  return id;
}

/** A one-page PDF with a line of text (enough for the upload's magic-byte check). */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 100 Td (Test document) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The domain's summary of what the server stored (the same inputs the server uses). */
export async function expectedSummary(page: Page, applicationId: number) {
  const entries = await getJson<IncomeEntry[]>(
    page,
    `/api/income-entries?applicationId=${applicationId}`,
  );
  const expenses = await getJson<Expense[]>(page, `/api/expenses?applicationId=${applicationId}`);
  return enhancedFinancialSummary({ entries, expenses, taxYear: new Date().getUTCFullYear() });
}
