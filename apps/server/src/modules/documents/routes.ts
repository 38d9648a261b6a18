import {
  analyzeDocumentsSchema,
  applicationIdQuerySchema,
  documentAnalysisResponseSchema,
  documentSchema,
  documentsResponseSchema,
  documentTypes,
  idParamsSchema,
  isValidationMessageKey,
  MAX_UPLOAD_BYTES,
  updateDocumentSchema,
  uploadDocumentFieldsSchema,
} from '@benefits/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { signedInApi } from '../../http/routePlugin.js';
import { contentDisposition } from './fileName.js';
import { createDocumentService, type NewUpload } from './service.js';

const uploadFieldsSchema = uploadDocumentFieldsSchema.extend({
  type: z.enum(documentTypes, 'documentTypeInvalid').optional(),
});
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

function multipartErrorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** Reads one file and the text fields; DESIGN: the 10 MB limit is enforced here (413). */
async function readUpload(request: FastifyRequest): Promise<NewUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'filesRequired');
  const fields: Record<string, string> = {};
  let file: NewUpload['file'] | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') file = { name: part.filename, bytes: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = multipartErrorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'fileTooLarge');
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'tooManyFiles');
    // Decision 0382: a body the multipart reader cannot read (no boundary, a broken header,
    // an early end) is the sender's mistake: 400, never a 500.
    throw new HttpError(400, 'requestInvalid');
  }
  if (!file || file.bytes.length === 0) throw new HttpError(400, 'filesRequired');
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? '';
    throw new HttpError(400, isValidationMessageKey(key) ? key : 'requestInvalid');
  }
  return { ...parsed.data, file };
}

// SPEC 7 /api/documents.
export async function documentRoutes(app: FastifyInstance, context: AppContext) {
  const service = createDocumentService(context);
  const { api, signedIn } = signedInApi(app, context);

  // Multipart: file, applicationId, incomeEntryId?, type?.
  api.post(
    '/api/documents',
    { ...signedIn, schema: { response: { 201: documentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.upload(request.userId, await readUpload(request))),
  );

  api.post(
    '/api/documents/analyze',
    {
      ...signedIn,
      schema: {
        body: analyzeDocumentsSchema,
        response: { 200: documentAnalysisResponseSchema },
      },
    },
    async (request) => service.analyze(request.userId, request.body.documentIds, request.log),
  );

  api.get(
    '/api/documents',
    {
      ...signedIn,
      schema: { querystring: applicationIdQuerySchema, response: { 200: documentsResponseSchema } },
    },
    context.replyCache.kept(async (request) =>
      service.list(request.userId, request.query.applicationId),
    ),
  );

  // The applicant's own file, with a safe type and no chance to run script from it.
  api.get(
    '/api/documents/:id/file',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await service.file(request.userId, request.params.id);
      const disposition = INLINE_TYPES.has(file.type) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(disposition, file.name))
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

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
    async (request) => service.changeType(request.userId, request.params.id, request.body.type),
  );

  api.delete(
    '/api/documents/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(request.userId, request.params.id);
      return reply.code(204).send();
    },
  );
}
