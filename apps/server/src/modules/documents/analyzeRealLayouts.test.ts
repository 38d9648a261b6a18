import { domainKindForClass } from '@benefits/documents';
import { documentAnalysisResponseSchema } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
// The real-layout corpus of packages/documents (payroll vendors' and IRS layouts, SOURCES.md).
import {
  HELD_OUT,
  realDocuments,
} from '../../../../../packages/documents/src/corpus/real/documents.js';
import { renderRealPdf } from '../../../../../packages/documents/src/corpus/real/renderReal.js';
import { documentTestApp, uploadFile } from '../../test/documentApp.js';
import { applicantWithDraft, type TestClient } from '../../test/testApp.js';

const app = documentTestApp();

async function uploadAndAnalyze(
  client: TestClient,
  applicationId: number,
  name: string,
  bytes: Uint8Array,
) {
  const uploaded = await uploadFile(client, applicationId, name, bytes);
  expect(uploaded.statusCode).toBe(201);
  const id = uploaded.json().id as number;
  const response = await client.post('/api/documents/analyze', { documentIds: [id] });
  return { id, response };
}

// Issue 15: one document of every class the real-layout corpus has (1099-INT, 1099-R and
// the rest), as its PDF, through the API: a 200 in the documented shape, its stored kind, and
// a tax form's income as a yearly amount. A tuning document where the class has one; the only
// 1099-R is held out, and is used here only to check the server's handling of its class.
const firstOfEachClass = [
  ...new Map(
    [...realDocuments()]
      .sort((a, b) => Number(HELD_OUT.has(a.id)) - Number(HELD_OUT.has(b.id)))
      .reverse()
      .map((document) => [document.truth.kind, document] as const),
  ).values(),
];

describe('real-layout documents of every class', () => {
  it('covers 1099-INT and 1099-R', () => {
    const kinds = firstOfEachClass.map((document) => document.truth.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['form_1099_int', 'form_1099_r', 'w2', 'pay_stub']),
    );
  });

  it.each(firstOfEachClass.map((document) => [document.truth.kind, document] as const))(
    'reads a %s: kind, income kind and frequency, readability',
    async (kind, document) => {
      const { client, applicationId } = await applicantWithDraft(app.t.app);
      const bytes = await renderRealPdf(document);
      const { id, response } = await uploadAndAnalyze(
        client,
        applicationId,
        `${document.id}.pdf`,
        bytes,
      );
      expect(response.statusCode).toBe(200);
      const result = documentAnalysisResponseSchema.parse(response.json());
      expect(result.documents[0]).toMatchObject({
        id,
        processingStatus: 'completed',
        kind: domainKindForClass[kind],
        type: 'income_verification',
      });
      expect(result.readability).toEqual([
        expect.objectContaining({
          documentId: id,
          status: expect.stringMatching(/^(ok|needs_confirmation)$/),
        }),
      ]);
      const item = result.extractedData.income.find(
        (income) => income.category === document.truth.category,
      );
      expect(item).toBeDefined();
      expect(item?.fieldsToConfirm).toBeDefined();
      if (['w2', 'form_1099'].includes(domainKindForClass[kind])) {
        expect(item).toMatchObject({
          frequency: 'annual',
          amount: document.truth.periodCents / 100,
        });
      }
    },
  );
});

describe('fields to confirm and readability through the API', () => {
  it('asks for an unstated pay frequency, and the stored reading gives the same answer', async () => {
    // adp-1 (tuning): a weekly stub that prints neither a frequency nor a pay period.
    const document = realDocuments().find((candidate) => candidate.id === 'adp-1')!;
    expect(document.truth.frequency).toBe('unknown');
    const { client, applicationId } = await applicantWithDraft(app.t.app);
    const { id, response } = await uploadAndAnalyze(
      client,
      applicationId,
      'stub.pdf',
      await renderRealPdf(document),
    );
    expect(response.statusCode).toBe(200);
    const first = documentAnalysisResponseSchema.parse(response.json());
    expect(first.extractedData.income[0]).toMatchObject({
      frequency: 'unknown',
      fieldsToConfirm: expect.arrayContaining(['frequency']),
    });
    expect(first.readability).toEqual([{ documentId: id, status: 'needs_confirmation' }]);

    // Read again from what was stored (no file read): the same fields to confirm.
    const again = await client.post('/api/documents/analyze', { documentIds: [id] });
    expect(again.statusCode).toBe(200);
    const second = documentAnalysisResponseSchema.parse(again.json());
    expect(second.extractedData.income).toEqual(first.extractedData.income);
    expect(second.readability).toEqual(first.readability);
  });

  it('says a document with almost no text could not be read, with its reason code', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([612, 792]);
    page.drawText('Page 1', {
      x: 72,
      y: 700,
      size: 12,
      font: await pdf.embedFont(StandardFonts.Helvetica),
    });
    const { client, applicationId } = await applicantWithDraft(app.t.app);
    const { id, response } = await uploadAndAnalyze(
      client,
      applicationId,
      'blank.pdf',
      await pdf.save(),
    );
    expect(response.statusCode).toBe(200);
    const result = documentAnalysisResponseSchema.parse(response.json());
    expect(result.extractedData.income).toEqual([]);
    expect(result.readability).toEqual([
      { documentId: id, status: 'unreadable', reason: 'no_text' },
    ]);
  });
});
