import {
  type CreateIncomeEntry,
  hoursPerWeekAllowed,
  type IncomeEntry,
  incomeVerification,
  type UpdateIncomeEntry,
} from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import {
  applicationRepositories,
  incomeEntryOnDraft,
  listOwnedParts,
} from '../applications/parts.js';
import type { ApplicationRow } from '../applications/repository.js';
import { ownedApplication, ownedDraft } from '../applications/service.js';
import { toIncomeEntry } from './incomeEntry.js';

/**
 * Issue 18: an income names a person of the application's own household (400 otherwise);
 * null or left out is the applicant.
 */
function checkMember(application: ApplicationRow, memberId: string | null | undefined): void {
  if (!memberId) return;
  if (!application.household?.members.some((member) => member.id === memberId))
    throw new HttpError(400, 'incomeMemberUnknown');
}

/** SPEC 7 income entries with the SPEC 5 income form rules; owner-scoped, drafts only. */
export function createIncomeService(context: AppContext) {
  const repositories = applicationRepositories(context);
  const { applications, incomeEntries: entries, documents } = repositories;
  const ownedEntryOnDraft = (userId: string, id: number) =>
    incomeEntryOnDraft(repositories, userId, id);

  return {
    /**
     * Issue 18: an entry read from one of the applicant's documents (step 5) is linked to it,
     * and the document is its proof: step 8 does not ask for it again.
     */
    async create(userId: string, body: CreateIncomeEntry): Promise<IncomeEntry> {
      const { applicationId, documentId, ...entry } = body;
      checkMember(await ownedDraft(applications, userId, applicationId), entry.memberId);
      const [document] =
        documentId === undefined ? [] : await documents.findManyForUser(userId, [documentId]);
      if (documentId !== undefined && document?.applicationId !== applicationId) {
        throw notFound('documentNotFound');
      }
      const verification = document
        ? incomeVerification(
            {
              method: 'documents',
              documentIds: [document.id],
              analysisPending: document.processingStatus !== 'completed',
            },
            context.clock(),
          )
        : null;
      const row = await entries.create({ ...entry, applicationId, userId, verification });
      if (document) await documents.attachToIncomeEntry(userId, document.id, row.id);
      return toIncomeEntry(row);
    },

    list: listOwnedParts(applications, entries, toIncomeEntry),

    /** DESIGN: applicants fix mistakes. */
    async update(userId: string, id: number, changes: UpdateIncomeEntry): Promise<IncomeEntry> {
      const entry = await ownedEntryOnDraft(userId, id);
      if (changes.hoursPerWeek != null && !hoursPerWeekAllowed(entry.categoryId)) {
        throw new HttpError(400, 'hoursPerWeekWorkOnly');
      }
      if (changes.memberId)
        checkMember(
          await ownedApplication(applications, userId, entry.applicationId),
          changes.memberId,
        );
      return toIncomeEntry((await entries.update(userId, entry.id, changes)) ?? entry);
    },

    async remove(userId: string, id: number): Promise<void> {
      const entry = await ownedEntryOnDraft(userId, id);
      await entries.remove(userId, entry.id);
    },
  };
}
