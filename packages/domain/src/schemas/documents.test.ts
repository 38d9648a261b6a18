import { describe, expect, it } from 'vitest';
import {
  analyzeDocumentsSchema,
  documentAnalysisResponseSchema,
  documentAnalysisResultSchema,
  documentSchema,
  isEmptyAnalysis,
  updateDocumentSchema,
  uploadDocumentFieldsSchema,
} from './documents.js';
import { issues } from './issues.test-util.js';

const analysis = {
  extractedData: {
    income: [
      {
        category: 'wages',
        source: 'Acme',
        amount: '1200',
        frequency: 'biweekly',
        documentSource: 'paystub.pdf',
        confidence: 0.9,
      },
    ],
    expenses: [
      { description: 'Gas', category: 'transportation', amount: 40, frequency: 'monthly' },
    ],
  },
  summary: 'One pay stub.',
  overallConfidence: 0.88,
  fraudIndicators: [
    {
      type: 'edited',
      description: 'Fonts differ',
      severity: 'medium' as const,
      recommendation: 'Review',
    },
  ],
};

describe('document schemas (SPEC 3 and 7)', () => {
  it('reads the multipart fields as numbers', () => {
    expect(uploadDocumentFieldsSchema.parse({ applicationId: '7' })).toEqual({ applicationId: 7 });
    expect(uploadDocumentFieldsSchema.parse({ applicationId: '7', incomeEntryId: '3' })).toEqual({
      applicationId: 7,
      incomeEntryId: 3,
    });
    expect(issues(uploadDocumentFieldsSchema, {})).toEqual({
      applicationId: 'applicationIdMissing',
    });
  });

  it('needs at least one document to analyze', () => {
    expect(analyzeDocumentsSchema.parse({ documentIds: [1, '2'] })).toEqual({
      documentIds: [1, 2],
    });
    expect(issues(analyzeDocumentsSchema, { documentIds: [] })).toEqual({
      documentIds: 'filesRequired',
    });
    expect(issues(analyzeDocumentsSchema, {})).toEqual({ documentIds: 'filesRequired' });
  });

  it('lets the applicant correct the type', () => {
    expect(updateDocumentSchema.parse({ type: 'identity_verification' })).toEqual({
      type: 'identity_verification',
    });
    expect(issues(updateDocumentSchema, { type: 'selfie' })).toEqual({
      type: 'documentTypeInvalid',
    });
  });

  it('describes a stored document', () => {
    const document = {
      id: 1,
      fileName: 'paystub.pdf',
      fileType: 'application/pdf',
      fileSize: 12345,
      processingStatus: 'completed',
      type: 'income_verification',
      kind: 'pay_stub',
      applicationId: 7,
      incomeEntryId: null,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(documentSchema.parse(document)).toEqual(document);
  });

  it('describes an analysis result, confidence 0 to 1', () => {
    expect(documentAnalysisResultSchema.parse(analysis)).toEqual(analysis);
    expect(
      documentAnalysisResultSchema.safeParse({ ...analysis, overallConfidence: 1.5 }).success,
    ).toBe(false);
    expect(isEmptyAnalysis(documentAnalysisResultSchema.parse(analysis))).toBe(false);
    expect(isEmptyAnalysis({ ...analysis, extractedData: { income: [], expenses: [] } })).toBe(
      true,
    );
  });

  it('carries the fields to confirm per item and how well each document was read (decision 0264)', () => {
    const [item] = analysis.extractedData.income;
    const response = {
      ...analysis,
      extractedData: {
        ...analysis.extractedData,
        income: [{ ...item, frequency: 'unknown', fieldsToConfirm: ['frequency'] }],
      },
      documents: [],
      readability: [
        { documentId: 1, status: 'needs_confirmation' },
        { documentId: 2, status: 'unreadable', reason: 'low_text_confidence' },
      ],
    };
    expect(documentAnalysisResponseSchema.parse(response)).toEqual(response);
    const badField = {
      ...response,
      extractedData: {
        ...response.extractedData,
        income: [{ ...item, fieldsToConfirm: ['payer'] }],
      },
    };
    expect(documentAnalysisResponseSchema.safeParse(badField).success).toBe(false);
    const badReason = {
      ...response,
      readability: [{ documentId: 1, status: 'unreadable', reason: 'blurry' }],
    };
    expect(documentAnalysisResponseSchema.safeParse(badReason).success).toBe(false);
  });
});
