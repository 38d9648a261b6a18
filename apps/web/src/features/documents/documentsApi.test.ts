import { describe, expect, it } from 'vitest';
import { mergeDocuments, UploadError } from './documentsApi';

describe('upload errors (SPEC 8: "{status}: {message}")', () => {
  it('takes the JSON message, else the raw text, else "Upload failed"', () => {
    const json = new UploadError(413, '{"message":"This file is larger than 10 MB."}');
    expect(json.message).toBe('413: This file is larger than 10 MB.');
    expect(json.userMessage).toBe('This file is larger than 10 MB.');
    const raw = new UploadError(502, 'Bad gateway');
    expect(raw.message).toBe('502: Bad gateway');
    expect(raw.userMessage).toBeUndefined();
    expect(new UploadError(500, '').message).toBe('500: Upload failed');
    expect(new UploadError(500, '{"error":1}').message).toBe('500: {"error":1}');
  });
});

describe('document list cache', () => {
  const doc = (id: number, processingStatus: 'pending' | 'completed') => ({
    id,
    fileName: `f${id}.pdf`,
    fileType: 'application/pdf',
    fileSize: 10,
    processingStatus,
    type: 'other' as const,
    kind: 'other' as const,
    applicationId: 1,
    incomeEntryId: null,
    createdAt: '2025-01-01T00:00:00Z',
  });

  it('adds new documents and replaces changed ones, in upload order', () => {
    const merged = mergeDocuments(
      [doc(2, 'pending'), doc(1, 'pending')],
      [doc(2, 'completed'), doc(3, 'pending')],
    );
    expect(merged.map((d) => [d.id, d.processingStatus])).toEqual([
      [1, 'pending'],
      [2, 'completed'],
      [3, 'pending'],
    ]);
  });
});
