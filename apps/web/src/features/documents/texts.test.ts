import { describe, expect, it } from 'vitest';
import { enCatalog } from '../../i18n/en';

describe('step 5 texts (SPEC 2, 5, 8)', () => {
  const d = enCatalog.documents;

  it('keeps the spec texts exact in English', () => {
    expect(d.analyze).toBe('Analyze My Documents');
    expect(d.emptyTitle).toBe('No Financial Data Found');
    expect(d.continueTitle).toBe('Continue with Documents');
    expect(d.skipTitle).toBe('Enter Information Manually (Skip Documents)');
    expect(d.limit).toContain('10MB per file');
    expect(d.timing).toContain('10-30 seconds');
    expect(d.rejected.type).toBe('File type must be {{types}}');
    // Issue 18: sizes as people say them ('10 MB'), and an empty file called empty.
    expect(d.rejected.tooLarge).toBe('This file is bigger than {{size}}');
    expect(d.rejected.tooSmall).toBe('This file is empty');
    expect(d.rejected.tooMany).toBe('Too many files');
  });

  it('keeps the SPEC 8 toasts exact', () => {
    const toast = d.toast;
    expect([toast.noApplicationTitle, toast.noApplication]).toEqual([
      'Error',
      'Application ID not found. Please restart the process.',
    ]);
    expect([toast.uploadFailedTitle, toast.uploadFailed]).toEqual([
      'Upload Failed',
      'Failed to upload documents. Please try again.',
    ]);
    expect([toast.uploadedTitle, toast.uploaded]).toEqual([
      'Upload Successful',
      '{{count}} document(s) uploaded successfully.',
    ]);
    expect([toast.analysisFailedTitle, toast.analysisFailed]).toEqual([
      'Analysis Failed',
      'Failed to analyze documents. You can continue manually.',
    ]);
    expect([toast.reviewTitle, toast.review]).toEqual([
      'Document Review Required',
      'Potential issues detected. Manual review recommended.',
    ]);
    expect([toast.completeTitle, toast.complete]).toEqual([
      'Analysis Complete',
      'Documents processed with {{percent}}% confidence.',
    ]);
    expect([toast.incomeTitle, toast.income_other]).toEqual([
      'Income Data Extracted',
      'Found {{count}} income sources from your documents.',
    ]);
  });
});
