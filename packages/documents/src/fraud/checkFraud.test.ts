import { describe, expect, it } from 'vitest';
import type { DocumentFacts } from '../analyze/documentFacts.js';
import type { PayStubFacts } from '../extract/types.js';
import { assessDocuments } from '../result/assessDocuments.js';
import { checkFraud } from './checkFraud.js';
import type { FraudContext } from './types.js';

function facts(overrides: Partial<DocumentFacts> = {}, payStub: PayStubFacts = {}): DocumentFacts {
  return {
    fileName: 'stub.pdf',
    sha256: 'a'.repeat(64),
    fileType: { mime: 'application/pdf', ext: 'pdf', family: 'pdf' },
    pageCount: 1,
    pages: [{ source: 'text-layer', confidence: 1, milliseconds: 10 }],
    textSource: 'text-layer',
    textConfidence: 1,
    documentClass: 'pay_stub',
    classConfidence: 0.99,
    fields: {
      payer: 'ACME LOGISTICS INC',
      printedName: 'LOPEZ, MARIA J',
      income: [
        {
          category: 'wages',
          source: 'ACME LOGISTICS INC',
          amountCents: 159100,
          frequency: 'biweekly',
          confidence: 0.95,
        },
      ],
      payStub: {
        grossCents: 159100,
        deductionsCents: 29671,
        netCents: 129429,
        ytdGrossCents: 159100 * 6,
        ytdNetCents: 129429 * 6,
        periodStart: '2025-03-01',
        periodEnd: '2025-03-14',
        payDate: '2025-03-21',
        datesCycle: 'biweekly',
        ...payStub,
      },
    },
    pdfMetadata: {
      producer: 'PayrollSuite Reports 4.2',
      createdAt: '2025-03-21T14:02:00.000Z',
      modifiedAt: '2025-03-21T14:02:00.000Z',
    },
    text: '',
    milliseconds: 10,
    ...overrides,
  };
}

const context: FraudContext = {
  applicant: { firstName: 'María', lastName: 'López' },
  today: '2025-04-01',
  otherDocumentHashes: ['b'.repeat(64)],
};

const types = (found: { type: string }[]) => found.map((indicator) => indicator.type);

describe('fraud indicators', () => {
  it('raises nothing on a consistent pay stub of the applicant', () => {
    expect(checkFraud(facts(), context)).toEqual([]);
  });

  it('gross minus deductions not equal to net: high on a text layer, medium from OCR', () => {
    const [found] = checkFraud(facts({}, { netCents: 139429 }), context);
    expect(found).toMatchObject({ type: 'pay_math_mismatch', severity: 'high' });
    expect(found?.description).toContain('$1,591.00');
    const ocr = checkFraud(
      facts({ textSource: 'ocr', textConfidence: 0.9 }, { netCents: 139429 }),
      context,
    );
    expect(ocr[0]).toMatchObject({ type: 'pay_math_mismatch', severity: 'medium' });
    expect(checkFraud(facts({}, { netCents: 129431 }), context)).toEqual([]);
  });

  it('year-to-date smaller than the period: high; implausibly large: medium', () => {
    expect(
      checkFraud(facts({}, { ytdGrossCents: 100000, ytdNetCents: 90000 }), context)[0],
    ).toMatchObject({
      type: 'ytd_inconsistent',
      severity: 'high',
    });
    expect(checkFraud(facts({}, { ytdGrossCents: 159100 * 30 }), context)[0]).toMatchObject({
      type: 'ytd_inconsistent',
      severity: 'medium',
    });
    expect(checkFraud(facts({}, { ytdNetCents: 159100 * 7 }), context)[0]?.type).toBe(
      'ytd_inconsistent',
    );
  });

  it('a name that is not the applicant: medium on a pay stub, high on a photo ID', () => {
    const other = { applicant: { firstName: 'Keisha', lastName: 'Brown' } };
    expect(checkFraud(facts(), other)[0]).toMatchObject({
      type: 'name_mismatch',
      severity: 'medium',
    });
    const id = facts({
      documentClass: 'photo_id',
      fields: { income: [], printedName: 'MARIA J LOPEZ' },
    });
    expect(checkFraud(id, other)[0]).toMatchObject({ type: 'name_mismatch', severity: 'high' });
    expect(checkFraud(id, context)).toEqual([]);
    expect(checkFraud(facts(), {})).toEqual([]);
  });

  it('a pay date in the future: medium within a week, high beyond, none tomorrow', () => {
    expect(checkFraud(facts({}, { payDate: '2025-04-02' }), context)).toEqual([]);
    expect(checkFraud(facts({}, { payDate: '2025-04-05' }), context)[0]).toMatchObject({
      type: 'future_pay_date',
      severity: 'medium',
    });
    expect(checkFraud(facts({}, { payDate: '2025-05-30' }), context)[0]).toMatchObject({
      type: 'future_pay_date',
      severity: 'high',
    });
  });

  it('the same document uploaded twice, before or in the same batch', () => {
    expect(types(checkFraud(facts({ sha256: 'b'.repeat(64) }), context))).toEqual([
      'duplicate_document',
    ]);
    const { result, documents } = assessDocuments(
      [
        { fileName: 'a.pdf', facts: facts() },
        { fileName: 'a-again.pdf', facts: facts({ fileName: 'a-again.pdf' }) },
      ],
      context,
    );
    expect(types(result.fraudIndicators)).toEqual(['duplicate_document']);
    expect(documents.map((document) => document.duplicateInBatch)).toEqual([false, true]);
    expect(result.extractedData.income).toHaveLength(1);
  });

  it('a PDF edited after it was produced: only beside its own figures not adding up', () => {
    const late = { createdAt: '2025-03-21T14:02:00.000Z', modifiedAt: '2025-04-30T10:00:00.000Z' };
    const editor = {
      producer: 'Smallpdf.com',
      createdAt: late.createdAt,
      modifiedAt: late.createdAt,
    };
    const both = { ...late, producer: 'iLovePDF' };
    const sameDay = { createdAt: late.createdAt, modifiedAt: '2025-03-21T18:00:00.000Z' };
    // Genuine documents compressed or merged with an editing tool: nothing to accuse.
    for (const pdfMetadata of [late, editor, both, sameDay]) {
      expect(checkFraud(facts({ pdfMetadata }), context)).toEqual([]);
    }
    // Take-home pay raised by 200 dollars: the figures no longer add up.
    const raised = { netCents: 129429 + 20000 };
    const edited = (pdfMetadata: typeof late) =>
      checkFraud(facts({ pdfMetadata }, raised), context).find(
        (indicator) => indicator.type === 'pdf_edited',
      );
    expect(edited(late)).toMatchObject({ severity: 'medium' });
    expect(edited(editor)).toMatchObject({ severity: 'medium' });
    expect(edited(both)).toMatchObject({ severity: 'high' });
    expect(edited(sameDay)).toBeUndefined();
    // A name that differs from the applicant's is not a sign the figures were changed.
    const otherName = checkFraud(facts({ pdfMetadata: both }), {
      ...context,
      applicant: { firstName: 'Keisha', lastName: 'Brown' },
    });
    expect(types(otherName)).toEqual(['name_mismatch']);
  });

  it('writes every indicator in plain words with a recommendation', () => {
    const all = checkFraud(
      facts(
        { sha256: 'b'.repeat(64), pdfMetadata: { producer: 'iLovePDF' } },
        { netCents: 1, ytdGrossCents: 1, payDate: '2026-01-01' },
      ),
      { ...context, applicant: { firstName: 'Keisha', lastName: 'Brown' } },
    );
    expect(types(all).sort()).toEqual([
      'duplicate_document',
      'future_pay_date',
      'name_mismatch',
      'pay_math_mismatch',
      'pdf_edited',
      'ytd_inconsistent',
    ]);
    for (const indicator of all) {
      expect(indicator.description.length).toBeGreaterThan(20);
      expect(indicator.recommendation.length).toBeGreaterThan(20);
    }
  });
});
