import {
  type IncomeEntry,
  incomeVerification,
  type Language,
  payrollLinkAllowed,
  type VerificationEvidence,
  type VerifyIncomeEntry,
} from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { applicationRepositories, incomeEntryOnDraft } from '../applications/parts.js';
import { verificationDetails } from '../bank/explanation.js';
import { createBankRepository } from '../bank/repository.js';
import { toIncomeEntry } from '../income/incomeEntry.js';
import type { IncomeEntryRow } from '../income/repository.js';

/**
 * Issue 6: the server checks each method's preconditions itself and records method, time and
 * evidence (SPEC 4: the method type is remembered); the status rule is packages/domain's.
 */
export function createVerificationService(context: AppContext) {
  const repositories = applicationRepositories(context);
  const { incomeEntries: entries, documents } = repositories;
  const bank = createBankRepository(context);

  /** The documents must be this applicant's, on this application; they are attached to it. */
  async function documentEvidence(
    userId: string,
    entry: IncomeEntryRow,
    body: Extract<VerifyIncomeEntry, { method: 'documents' }>,
  ): Promise<VerificationEvidence> {
    const ids = [...new Set(body.documentIds)];
    const found = await documents.findManyForUser(userId, ids);
    if (
      found.length !== ids.length ||
      found.some((row) => row.applicationId !== entry.applicationId)
    )
      throw notFound('documentNotFound');
    for (const row of found) {
      if (row.incomeEntryId !== entry.id)
        await documents.attachToIncomeEntry(userId, row.id, entry.id);
    }
    // SPEC 4: an upload whose analysis failed still counts, with 'Analysis pending'.
    const analysisPending =
      body.analysisPending || found.some((row) => row.processingStatus !== 'completed');
    return { method: 'documents', documentIds: ids, analysisPending };
  }

  /**
   * The deposits must be ones this applicant's bank returned and the server analysed for this
   * source (the newest analysis covering all of them).
   */
  async function bankEvidence(
    userId: string,
    entry: IncomeEntryRow,
    transactionIds: string[],
    language: Language,
  ): Promise<VerificationEvidence> {
    const ids = [...new Set(transactionIds)];
    const analysis = (await bank.analysesForEntry(userId, entry.id)).find((row) =>
      ids.every((id) => row.transactionIds.includes(id)),
    );
    if (!analysis) throw new HttpError(400, 'bankTransactionsNotFound');
    const { verified, findings } = analysis.result;
    return {
      method: 'bank',
      transactionIds: ids,
      depositsMatch: verified,
      confidence: analysis.confidence,
      details: verificationDetails(findings, verified, language),
    };
  }

  async function evidenceFor(
    userId: string,
    entry: IncomeEntryRow,
    body: VerifyIncomeEntry,
    language: Language,
  ): Promise<VerificationEvidence> {
    switch (body.method) {
      case 'notes':
        return { method: 'notes', notes: body.notes };
      case 'payroll':
        // SPEC 6: payroll linking only for W-2 sources or category 1 or 2.
        if (!payrollLinkAllowed(entry)) throw new HttpError(400, 'payrollNotAllowed');
        return { method: 'payroll' };
      case 'documents':
        return documentEvidence(userId, entry, body);
      case 'bank':
        return bankEvidence(userId, entry, body.transactionIds, language);
    }
  }

  return {
    /** Owner-scoped (404 otherwise); 409 once the application is submitted. */
    async verify(
      userId: string,
      entryId: number,
      body: VerifyIncomeEntry,
      language: Language,
    ): Promise<IncomeEntry> {
      const entry = await incomeEntryOnDraft(repositories, userId, entryId);
      const evidence = await evidenceFor(userId, entry, body, language);
      const verification = incomeVerification(evidence, context.clock());
      const updated = await entries.update(userId, entry.id, { verification });
      return toIncomeEntry(updated ?? entry);
    },
  };
}
