import { createHash } from 'node:crypto';
import {
  type DocumentAnalysisResponse,
  type DocumentRecord,
  type DocumentType,
  isAcceptedMimeType,
  verificationFileTypes,
} from '@benefits/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { StoredFileMissingError } from '../../storage/port.js';
import { applicationRepositories, listOwnedParts } from '../applications/parts.js';
import { ownedDraft, partOfOwnedDraft } from '../applications/service.js';
import { analyzeStoredDocuments } from './analysis.js';
import { createAnalysisJobs } from './analysisJob.js';
import { detectUploadType } from './detectUploadType.js';
import { displayFileName } from './fileName.js';
import { identityFromId } from './identityFromId.js';
import type { DocumentRow } from './repository.js';
import { toDocument } from './toDocument.js';

export interface NewUpload {
  applicationId: number;
  incomeEntryId?: number | undefined;
  type?: DocumentType | undefined;
  file: { name: string; bytes: Buffer };
}

/** SPEC 7 documents: upload, analyse, list, read, correct the type, delete. Owner-scoped. */
export function createDocumentService(context: AppContext) {
  const { applications, incomeEntries, documents } = applicationRepositories(context);
  const { storage } = context;
  const analysisJobs = createAnalysisJobs(context, documents);

  async function ownedDocument(userId: string, id: number): Promise<DocumentRow> {
    const row = await documents.findForUser(userId, id);
    if (!row) throw notFound('documentNotFound');
    return row;
  }

  /** The applicant's own document on a draft: 404 otherwise, 409 after submission. */
  const ownedDocumentOnDraft = (userId: string, id: number): Promise<DocumentRow> =>
    partOfOwnedDraft(applications, documents, userId, id, 'documentNotFound');

  return {
    async upload(userId: string, upload: NewUpload): Promise<DocumentRecord> {
      const application = await ownedDraft(applications, userId, upload.applicationId);
      const { incomeEntryId, file } = upload;
      if (incomeEntryId !== undefined) {
        const entry = await incomeEntries.findForUser(userId, incomeEntryId);
        if (!entry || entry.applicationId !== application.id) throw notFound('incomeEntryNotFound');
      }
      // Refuse files by their bytes, not their names.
      const fileType = await detectUploadType(file.bytes);
      if (!fileType || !isAcceptedMimeType(fileType, verificationFileTypes)) {
        throw new HttpError(415, 'fileTypeNotAccepted');
      }
      const storageKey = await storage.save(file.bytes);
      const row = await documents
        .create({
          userId,
          applicationId: application.id,
          incomeEntryId: incomeEntryId ?? null,
          fileName: displayFileName(file.name),
          fileType,
          fileSize: file.bytes.length,
          storageKey,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          type: upload.type ?? 'other',
        })
        .catch(async (error: unknown) => {
          await storage.remove(storageKey);
          throw error;
        });
      return toDocument(row);
    },

    /**
     * The SPEC 3 result merged over the documents, plus each document's new status. Reading
     * happens in worker threads (packages/documents).
     */
    async analyze(
      userId: string,
      documentIds: number[],
      log: FastifyBaseLogger,
    ): Promise<DocumentAnalysisResponse> {
      const ids = [...new Set(documentIds)];
      const found = await documents.findManyForUser(userId, ids);
      const asked = ids.flatMap((id) => found.filter((row) => row.id === id));
      if (asked.length !== ids.length) throw notFound('documentNotFound');
      for (const applicationId of new Set(asked.map((row) => row.applicationId))) {
        await ownedDraft(applications, userId, applicationId);
      }
      // Each unread document is read by a job (decision 0420); what follows only reassesses.
      const rows = await analysisJobs.readAll(userId, asked);
      const user = await context.authRepository.findUserById(userId);
      const others = await documents.listForApplication(userId, rows[0]!.applicationId);
      const analysis = await analyzeStoredDocuments({
        rows,
        otherDocuments: others.filter((row) => !ids.includes(row.id)),
        // DESIGN: the signed-in applicant's real name, never sample data.
        applicant: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
        today: context.clock(),
        userId,
        analyzer: context.documentAnalyzer,
        storage,
        documents,
        ...(context.ai ? { ai: context.ai } : {}),
        log,
      });
      const identity = identityFromId(
        analysis.documents,
        rows.map((row) => row.id),
      );
      return {
        ...analysis.result,
        ...(identity ? { identity } : {}),
        documents: analysis.rows.map(toDocument),
        readability: analysis.documents.map((analyzed, index) => ({
          documentId: rows[index]!.id,
          status: analyzed.readability.status,
          ...(analyzed.readability.reason ? { reason: analyzed.readability.reason } : {}),
        })),
      };
    },

    list: listOwnedParts(applications, documents, toDocument),

    /** The applicant's own file (also after submission) with its stored type and name. */
    async file(userId: string, id: number) {
      const row = await ownedDocument(userId, id);
      const bytes = await storage.read(row.storageKey).catch((error: unknown) => {
        // A row whose file was lost (a store restored from an older backup) reads as gone.
        if (error instanceof StoredFileMissingError) throw notFound('documentNotFound');
        throw error;
      });
      return { bytes, type: row.fileType, name: row.fileName };
    },

    /** DESIGN: the applicant can correct the document's type. */
    async changeType(userId: string, id: number, type: DocumentType): Promise<DocumentRecord> {
      const row = await ownedDocumentOnDraft(userId, id);
      return toDocument((await documents.update(userId, row.id, { type })) ?? row);
    },

    async remove(userId: string, id: number): Promise<void> {
      const row = await ownedDocumentOnDraft(userId, id);
      await documents.remove(userId, row.id);
      await storage.remove(row.storageKey);
    },
  };
}
