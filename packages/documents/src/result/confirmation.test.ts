import { describe, expect, it } from 'vitest';
import type { DocumentFacts } from '../analyze/documentFacts.js';
import type { DocumentFields } from '../extract/types.js';
import { fieldsToConfirm, readability } from './confirmation.js';

function facts(fields: DocumentFields, overrides: Partial<DocumentFacts> = {}): DocumentFacts {
  return {
    fileName: 'stub.pdf',
    sha256: 'x',
    fileType: { ext: 'pdf', mime: 'application/pdf', family: 'pdf' },
    pageCount: 1,
    pages: [],
    textSource: 'text-layer',
    textConfidence: 1,
    documentClass: 'pay_stub',
    classConfidence: 0.9,
    fields,
    text: 'Earnings statement Gross Pay 1,000.00 Net Pay 800.00',
    milliseconds: 1,
    ...overrides,
  };
}

const wages = (frequency: 'biweekly' | 'unknown', amount = 0.95) => ({
  category: 'wages',
  source: 'Acme',
  amountCents: 100000,
  frequency,
  confidence: 0.9,
  fieldConfidence: { amount, frequency: frequency === 'unknown' ? 0 : 0.95, source: 0.9 },
});

describe('fields to confirm', () => {
  it('asks for a frequency the document does not give', () => {
    expect(fieldsToConfirm(facts({ income: [wages('unknown')] }))).toEqual([
      { incomeIndex: 0, field: 'frequency', confidence: 0, reason: 'unknown' },
    ]);
  });

  it('lists a field under 0.7 once the OCR confidence is applied, nothing on a clear text layer', () => {
    expect(fieldsToConfirm(facts({ income: [wages('biweekly')] }))).toEqual([]);
    const photo = facts(
      { income: [wages('biweekly', 0.85)] },
      { textSource: 'ocr', textConfidence: 0.3 },
    );
    expect(fieldsToConfirm(photo).map((item) => item.field)).toContain('amount');
  });
});

describe('readability', () => {
  it('says why a document could not be read', () => {
    expect(readability(facts({ income: [] }, { textSource: 'none', text: '' }), [])).toMatchObject({
      status: 'unreadable',
      reason: 'no_text',
    });
    const blurry = facts({ income: [] }, { textSource: 'ocr', textConfidence: 0.4 });
    expect(readability(blurry, []).reason).toBe('low_text_confidence');
    expect(readability(facts({ income: [] }), []).reason).toBe('no_amount_found');
    expect(readability(facts({ income: [wages('biweekly')] }), [])).toEqual({ status: 'ok' });
  });
});

describe('fields to confirm on each income item of the result', () => {
  it('puts each finding its own fields, and a lease rent read unsurely all of them', async () => {
    const { assessDocuments } = await import('./assessDocuments.js');
    const stub = facts({ income: [wages('unknown'), { ...wages('biweekly'), source: 'Beta' }] });
    const [document] = assessDocuments([{ fileName: 'stub.pdf', facts: stub }]).documents;
    expect(document?.result.extractedData.income.map((item) => item.fieldsToConfirm)).toEqual([
      ['frequency'],
      [],
    ]);

    const lease = facts(
      { income: [], lease: { rentCents: 90000, landlord: 'Dana Whitfield', tenant: 'Sam' } },
      { documentClass: 'lease', textSource: 'ocr', textConfidence: 0.6 },
    );
    const analysis = assessDocuments([{ fileName: 'lease.jpg', facts: lease }], {
      applicant: { firstName: 'Dana', lastName: 'Whitfield' },
    });
    expect(analysis.result.extractedData.income).toEqual([
      expect.objectContaining({
        category: 'rental',
        fieldsToConfirm: ['amount', 'frequency', 'source'],
      }),
    ]);
  });
});

// Issue 18: each item names the stored document it came from, so the income entry made from it
// is linked to that document and counts it as proof.
describe('the document each income item came from', () => {
  it('is the stored id when the caller gives a number, and absent otherwise', async () => {
    const { assessDocuments } = await import('./assessDocuments.js');
    const stub = facts({ income: [wages('biweekly')] });
    const other = { ...stub, sha256: 'another file' };
    const analysis = assessDocuments([
      { id: 12, fileName: 'stub.pdf', facts: stub },
      { id: 'upload-1', fileName: 'b.pdf', facts: other },
    ]);
    expect(analysis.result.extractedData.income.map((item) => item.documentId)).toEqual([
      12,
      undefined,
    ]);
  });
});
