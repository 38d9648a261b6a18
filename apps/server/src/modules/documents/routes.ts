import { createHash } from 'node:crypto';
import {
  analyzeDocumentsSchema,
  applicationIdQuerySchema,
  type DocumentRecord,
  documentAnalysisResultSchema,
  documentSchema,
  documentsResponseSchema,
  documentTypes,
  idParamsSchema,
  isAcceptedMimeType,
  isValidationMessageKey,
  MAX_UPLOAD_BYTES,
  updateDocumentSchema,
  uploadDocumentFieldsSchema,
  verificationFileTypes,
} from '@benefits/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { ownedApplication, ownedDraft } from '../applications/service.js';
import { createIncomeRepository } from '../income/repository.js';
import { analyzeStoredDocuments } from './analysis.js';
import { detectUploadType } from './detectUploadType.js';
import { contentDisposition, displayFileName } from './fileName.js';
import { createDocumentsRepository, type DocumentRow } from './repository.js';

const uploadTypeField = z.enum(documentTypes, 'documentTypeInvalid').optional();
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export function toDocument(row: DocumentRow): DocumentRecord {
  return documentSchema.parse({
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    processingStatus: row.processingStatus,
    type: row.type,
    kind: row.kind,
    applicationId: row.applicationId,
    incomeEntryId: row.incomeEntryId,
    createdAt: row.createdAt.toISOString(),
  });
}

interface Upload {
  fields: Record<string, string>;
  file?: { name: string; bytes: Buffer };
}

export async function documentRoutes(app: FastifyInstance, context: AppContext) {
  const applications = createApplicationsRepository(context.db);
  const incomeEntries = createIncomeRepository(context.db);
  const documents = createDocumentsRepository(context.db);
  const storage = context.storage;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: context.requireSignedIn };

  async function ownedDocumentOnDraft(userId: string, id: number): Promise<DocumentRow> {
    const row = await documents.findForUser(userId, id);
    if (!row) throw notFound('documentNotFound');
    await ownedDraft(applications, userId, row.applicationId);
    return row;
  }

  /** Reads one file and the text fields; DESIGN: the 10 MB limit is enforced here (413). */
  async function readUpload(request: FastifyRequest): Promise<Upload> {
    if (!request.isMultipart()) throw new HttpError(400, 'filesRequired');
    const upload: Upload = { fields: {} };
    try {
      const parts = request.parts({
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000 },
      });
      for await (const part of parts) {
        if (part.type === 'file')
          upload.file = { name: part.filename, bytes: await part.toBuffer() };
        else upload.fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'fileTooLarge');
      if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'tooManyFiles');
      throw error;
    }
    return upload;
  }

  // SPEC 7 POST /api/documents (multipart: file, applicationId, incomeEntryId?, type?).
  api.post(
    '/api/documents',
    { ...signedIn, schema: { response: { 201: documentSchema } } },
    async (request, reply) => {
      const upload = await readUpload(request);
      if (!upload.file || upload.file.bytes.length === 0) throw new HttpError(400, 'filesRequired');
      const fields = uploadDocumentFieldsSchema
        .extend({ type: uploadTypeField })
        .safeParse(upload.fields);
      if (!fields.success) {
        const key = fields.error.issues[0]?.message ?? '';
        throw new HttpError(400, isValidationMessageKey(key) ? key : 'requestInvalid');
      }

      const application = await ownedDraft(applications, request.userId, fields.data.applicationId);
      const { incomeEntryId } = fields.data;
      if (incomeEntryId !== undefined) {
        const entry = await incomeEntries.findForUser(request.userId, incomeEntryId);
        if (!entry || entry.applicationId !== application.id) throw notFound('incomeEntryNotFound');
      }

      // Refuse files by their bytes, not their names.
      const fileType = await detectUploadType(upload.file.bytes);
      if (!fileType || !isAcceptedMimeType(fileType, verificationFileTypes)) {
        throw new HttpError(415, 'fileTypeNotAccepted');
      }
      const storageKey = await storage.save(upload.file.bytes);
      const row = await documents
        .create({
          userId: request.userId,
          applicationId: application.id,
          incomeEntryId: incomeEntryId ?? null,
          fileName: displayFileName(upload.file.name),
          fileType,
          fileSize: upload.file.bytes.length,
          storageKey,
          sha256: createHash('sha256').update(upload.file.bytes).digest('hex'),
          type: fields.data.type ?? 'other',
        })
        .catch(async (error: unknown) => {
          await storage.remove(storageKey);
          throw error;
        });
      return reply.code(201).send(toDocument(row));
    },
  );

  // SPEC 7 POST /api/documents/analyze: the SPEC 3 result merged over the documents, plus
  // each document's new status. Reading happens in worker threads (packages/documents).
  api.post(
    '/api/documents/analyze',
    {
      ...signedIn,
      schema: {
        body: analyzeDocumentsSchema,
        response: {
          200: documentAnalysisResultSchema.extend({ documents: documentsResponseSchema }),
        },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.documentIds)];
      const found = await documents.findManyForUser(request.userId, ids);
      if (found.length !== ids.length) throw notFound('documentNotFound');
      const rows = ids.map((id) => found.find((row) => row.id === id)!);
      for (const applicationId of new Set(rows.map((row) => row.applicationId))) {
        await ownedDraft(applications, request.userId, applicationId);
      }
      const user = await context.authRepository.findUserById(request.userId);
      const others = await documents.listForApplication(request.userId, rows[0]!.applicationId);
      const analysis = await analyzeStoredDocuments({
        rows,
        otherDocuments: others.filter((row) => !ids.includes(row.id)),
        // DESIGN: the signed-in applicant's real name, never sample data.
        applicant: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
        today: context.clock(),
        userId: request.userId,
        analyzer: context.documentAnalyzer,
        storage,
        documents,
        ...(context.ai ? { ai: context.ai } : {}),
        log: request.log,
      });
      return { ...analysis.result, documents: analysis.rows.map(toDocument) };
    },
  );

  api.get(
    '/api/documents',
    {
      ...signedIn,
      schema: { querystring: applicationIdQuerySchema, response: { 200: documentsResponseSchema } },
    },
    async (request) => {
      const application = await ownedApplication(
        applications,
        request.userId,
        request.query.applicationId,
      );
      return (await documents.listForApplication(request.userId, application.id)).map(toDocument);
    },
  );

  // The applicant's own file, with a safe type and no chance to run script from it.
  api.get(
    '/api/documents/:id/file',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const row = await documents.findForUser(request.userId, request.params.id);
      if (!row) throw notFound('documentNotFound');
      const bytes = await storage.read(row.storageKey);
      const disposition = INLINE_TYPES.has(row.fileType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', row.fileType)
        .header('content-disposition', contentDisposition(disposition, row.fileName))
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  // DESIGN: the applicant can correct the document's type.
  api.patch(
    '/api/documents/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: updateDocumentSchema,
        response: { 200: documentSchema },
      },
    },
    async (request) => {
      const row = await ownedDocumentOnDraft(request.userId, request.params.id);
      const updated = await documents.update(request.userId, row.id, { type: request.body.type });
      return toDocument(updated ?? row);
    },
  );

  api.delete(
    '/api/documents/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const row = await ownedDocumentOnDraft(request.userId, request.params.id);
      await documents.remove(request.userId, row.id);
      await storage.remove(row.storageKey);
      return reply.code(204).send();
    },
  );
}
