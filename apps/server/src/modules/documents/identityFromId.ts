import type { AnalyzedDocument } from '@benefits/documents';
import { type IdentityFromId, identityFromIdSchema } from '@benefits/domain';

/**
 * Issue 18 (decision 0780): the date of birth and home address the first photo ID among the
 * read documents shows, for the applicant to check on the household and address steps. A value
 * the domain's schema refuses (a state code that is not one) is left out, not sent.
 */
export function identityFromId(
  documents: readonly AnalyzedDocument[],
  documentIds: readonly number[],
): IdentityFromId | undefined {
  for (const [index, analyzed] of documents.entries()) {
    const read = analyzed.facts?.fields.identity;
    if (analyzed.documentClass !== 'photo_id' || !read) continue;
    const documentId = documentIds[index]!;
    const whole = identityFromIdSchema.safeParse({ documentId, ...read });
    if (whole.success) return whole.data;
    const dateOnly = identityFromIdSchema.safeParse({ documentId, dateOfBirth: read.dateOfBirth });
    if (dateOnly.success && dateOnly.data.dateOfBirth) return dateOnly.data;
  }
  return undefined;
}
