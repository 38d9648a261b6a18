import { describe, expect, it } from 'vitest';
import { issues } from './issues.test-util.js';
import {
  keptVerificationFiles,
  verificationNotesFormSchema,
  verifyIncomeEntrySchema,
} from './verification.js';

describe('income verification body (SPEC 2, 4, 5)', () => {
  it.each([
    [
      { method: 'documents', documentIds: [1, 2] },
      { method: 'documents', documentIds: [1, 2], analysisPending: false },
    ],
    [
      { method: 'documents', documentIds: [1], analysisPending: true },
      { method: 'documents', documentIds: [1], analysisPending: true },
    ],
    [{ method: 'payroll' }, { method: 'payroll' }],
    [
      { method: 'bank', transactionIds: ['tx1'] },
      { method: 'bank', transactionIds: ['tx1'] },
    ],
    [
      { method: 'notes', notes: '  I am paid in cash.  ' },
      { method: 'notes', notes: 'I am paid in cash.' },
    ],
  ])('accepts %j', (body, parsed) => {
    expect(verifyIncomeEntrySchema.parse(body)).toEqual(parsed);
  });

  it.each([
    [{ method: 'notes', notes: '' }, { notes: 'notesRequired' }],
    [{ method: 'notes', notes: '   ' }, { notes: 'notesRequired' }],
    [{ method: 'notes' }, { notes: 'notesRequired' }],
    [{ method: 'documents', documentIds: [] }, { documentIds: 'filesRequired' }],
    [{ method: 'documents' }, { documentIds: 'filesRequired' }],
    [
      { method: 'documents', documentIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      { documentIds: 'tooManyFiles' },
    ],
    [{ method: 'bank', transactionIds: [] }, { transactionIds: 'transactionsRequired' }],
    [{ method: 'bank' }, { transactionIds: 'transactionsRequired' }],
    [{ method: 'fax' }, { method: 'verificationMethodInvalid' }],
    [{}, { method: 'verificationMethodInvalid' }],
  ])('%j -> %j', (body, expected) => {
    expect(issues(verifyIncomeEntrySchema, body)).toEqual(expected);
  });

  it('SPEC 5: the notes form needs trimmed text', () => {
    expect(issues(verificationNotesFormSchema, { notes: ' ' })).toEqual({ notes: 'notesRequired' });
    expect(verificationNotesFormSchema.parse({ notes: ' ok ' })).toEqual({ notes: 'ok' });
  });

  it('SPEC 5: at most 20 files are kept', () => {
    const files = Array.from({ length: 25 }, (_, i) => i);
    expect(keptVerificationFiles(files)).toHaveLength(20);
    expect(keptVerificationFiles([1, 2])).toEqual([1, 2]);
  });
});
