import { documentClassLabels } from '../classify/documentClasses.js';
import { documentName, type FraudCheck } from './types.js';

/**
 * The same file (same SHA-256) was uploaded before, or twice in this batch. Medium: usually
 * a mistake, but the same pay stub counted twice doubles the income.
 */
export const duplicateDocument: FraudCheck = (facts, context) => {
  if (!context.otherDocumentHashes?.includes(facts.sha256)) return [];
  return [
    {
      type: 'duplicate_document',
      description: `${documentName(facts, documentClassLabels[facts.documentClass]).replace(/^y/, 'Y')} is the same file as another document you uploaded. We counted it only once.`,
      severity: 'medium',
      recommendation:
        'If you meant to upload a different document, such as another pay stub, please upload it.',
    },
  ];
};
