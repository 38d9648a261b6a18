import { describe, expect, it } from 'vitest';
import { enCatalog } from '../../i18n/en';
import { esCatalog } from '../../i18n/es';

describe('step 8 texts (SPEC 2, 5, 8, 9)', () => {
  const v = enCatalog.verification;

  it('keeps the screen texts exact in English', () => {
    expect(v.continue).toBe('Continue to Expenses');
    expect(v.verifyNow).toBe('Verify Now');
    expect(v.back).toBe('Back');
    expect(v.otherGroup).toBe('Other');
    expect(v.verifiedVia).toBe('Verified via {{method}}');
    expect(v.methods).toEqual({
      documents: 'Documents',
      payroll: 'Payroll',
      bank: 'Bank Account',
      notes: 'Notes',
    });
    expect([v.states.analysis_pending, v.states.needs_review]).toEqual([
      'Analysis pending',
      'Needs review',
    ]);
    expect(v.requirement.bands).toEqual({
      met: 'Work Requirement Met',
      approaching: 'Approaching Requirement',
      below: 'Below Work Requirement',
    });
    expect([v.badges.w2, v.badges.form1099]).toEqual(['W-2', '1099']);
  });

  it('keeps the SPEC 5 verification input messages exact', () => {
    expect(enCatalog.validation.notesRequired).toBe(
      'Notes Required - Please provide an explanation before continuing.',
    );
    expect(enCatalog.validation.filesRequired).toBe(
      'No Files Selected - Please select at least one document to upload.',
    );
    // Issue 18: SPEC 8's 'No Transactions Selected ...' rewritten at grade 6.
    expect(enCatalog.validation.transactionsRequired).toBe(
      'No Deposits Chosen - Please pick at least one deposit to check.',
    );
  });

  it('keeps the SPEC 8 toasts exact', () => {
    const toast = v.toast;
    expect([toast.connectionErrorTitle, toast.connectionError]).toEqual([
      'Connection Error',
      'Failed to initialize bank connection. Please try again.',
    ]);
    expect([toast.connectionFailedTitle, toast.connectionFailed]).toEqual([
      'Connection Failed',
      'Failed to connect bank account. Please try again.',
    ]);
    expect([toast.transactionErrorTitle, toast.transactionError]).toEqual([
      'Transaction Error',
      'Failed to load transactions. Please try again.',
    ]);
    expect([toast.analysisFailedTitle, toast.analysisFailed]).toEqual([
      'Analysis Failed',
      'Failed to analyze transactions. Please try again.',
    ]);
    expect([toast.uploadFailedTitle, toast.uploadFailed]).toEqual([
      'Upload Failed',
      'Failed to upload documents. Please try again.',
    ]);
    expect([toast.uploadedTitle, toast.uploaded]).toEqual([
      'Documents Uploaded',
      '{{count}} document(s) uploaded. Analysis pending.',
    ]);
    expect([toast.analyzedTitle, toast.sourceVerified, toast.sourceNeedsReview]).toEqual([
      'Documents Analyzed',
      'Source verified',
      'Source needs review',
    ]);
    expect(toast.analyzed).toContain('{{percent}}%');
    expect([toast.completedTitle, toast.bankConnectedTitle]).toEqual([
      'Verification Completed',
      'Bank Connected',
    ]);
  });

  it('has Spanish for every text (the catalog test checks every key)', () => {
    // Spanish has one more plural form than English ("many", CLDR): compare the keys without it.
    const keys = (texts: object) =>
      [...new Set(Object.keys(texts).map((key) => key.replace(/_(one|many|other)$/, '')))].sort();
    expect(keys(esCatalog.verification)).toEqual(keys(v));
    expect(esCatalog.verification.continue).not.toBe(v.continue);
  });
});
