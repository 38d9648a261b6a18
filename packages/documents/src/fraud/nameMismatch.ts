import { documentClassLabels } from '../classify/documentClasses.js';
import { namesMatch } from '../extract/names.js';
import { documentName, type FraudCheck } from './types.js';

/**
 * The name printed on the document is not the applicant's. On a photo ID that is high: it is
 * the proof of who applies. On income documents medium: it may be a household member's.
 */
export const nameMismatch: FraudCheck = (facts, context) => {
  const printed = facts.fields.printedName;
  const applicant = context.applicant;
  if (!printed || !applicant) return [];
  if (facts.documentClass === 'lease' || facts.documentClass === 'other') return [];
  if (namesMatch(printed, applicant.firstName, applicant.lastName)) return [];
  const isId = facts.documentClass === 'photo_id';
  return [
    {
      type: 'name_mismatch',
      description: `The name on ${documentName(facts, documentClassLabels[facts.documentClass])} is "${printed}", not ${applicant.firstName} ${applicant.lastName}.`,
      severity: isId ? 'high' : 'medium',
      recommendation: isId
        ? 'Upload a photo ID with your own name on it.'
        : 'If this document belongs to someone in your household, that is okay: tell us who it belongs to. Otherwise, upload your own document.',
    },
  ];
};
