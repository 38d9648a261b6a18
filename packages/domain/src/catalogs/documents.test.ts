import { describe, expect, it } from 'vitest';
import {
  documentKinds,
  documentStepFileTypes,
  documentTypeForKind,
  documentTypeLabels,
  documentTypes,
  hasHighSeverityFraud,
  isAcceptedMimeType,
  MAX_UPLOAD_BYTES,
  MAX_VERIFICATION_FILES,
  requiredDocumentTypes,
  verificationFileTypes,
} from './documents.js';

describe('documents (SPEC 3, 5, 9; DESIGN)', () => {
  it('requires income and identity verification', () => {
    expect([...requiredDocumentTypes]).toEqual(['income_verification', 'identity_verification']);
    for (const type of documentTypes) expect(documentTypeLabels[type]).toBeTruthy();
  });

  it('maps every kind to a type; only ID cards prove identity', () => {
    for (const kind of documentKinds) expect(documentTypes).toContain(documentTypeForKind[kind]);
    expect(documentTypeForKind.id_card).toBe('identity_verification');
    expect(documentTypeForKind.pay_stub).toBe('income_verification');
    expect(documentTypeForKind.other).toBe('other');
  });

  it('SPEC 9: 10MB per file, 20 files in the verification dialog', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(MAX_VERIFICATION_FILES).toBe(20);
  });

  it('SPEC 9: the document step takes png, jpg, jpeg, pdf; the dialog adds doc, docx', () => {
    expect(Object.values(documentStepFileTypes).flat().sort()).toEqual([
      '.jpeg',
      '.jpg',
      '.pdf',
      '.png',
    ]);
    expect(Object.values(verificationFileTypes).flat().sort()).toEqual([
      '.doc',
      '.docx',
      '.jpeg',
      '.jpg',
      '.pdf',
      '.png',
    ]);
    expect(isAcceptedMimeType('image/png', documentStepFileTypes)).toBe(true);
    expect(isAcceptedMimeType('application/msword', documentStepFileTypes)).toBe(false);
    expect(isAcceptedMimeType('application/msword', verificationFileTypes)).toBe(true);
    expect(isAcceptedMimeType('toString', verificationFileTypes)).toBe(false);
  });

  it('SPEC 8: review is required when a fraud indicator is high', () => {
    expect(hasHighSeverityFraud([{ severity: 'low' }, { severity: 'high' }])).toBe(true);
    expect(hasHighSeverityFraud([{ severity: 'medium' }])).toBe(false);
    expect(hasHighSeverityFraud([])).toBe(false);
  });
});
