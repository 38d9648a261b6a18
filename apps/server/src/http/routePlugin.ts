import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context.js';

/**
 * A route plugin's typed API and the option every applicant route starts from: signed in
 * (401 otherwise). Services scope every read and write by `request.userId`.
 */
export function signedInApi(app: FastifyInstance, context: AppContext) {
  return {
    api: app.withTypeProvider<ZodTypeProvider>(),
    signedIn: { preHandler: context.requireSignedIn },
  };
}

/** What a service of one kind of application part (an income source, an expense) offers. */
export interface ApplicationPartService<Create, Update, Item> {
  create(userId: string, body: Create): Promise<Item>;
  list(userId: string, applicationId: number): Promise<Item[]>;
  update(userId: string, id: number, changes: Update): Promise<Item>;
  remove(userId: string, id: number): Promise<void>;
}

/** The schemas of one kind of application part's routes. */
export interface ApplicationPartSchemas {
  create: z.ZodType;
  update: z.ZodType;
  params: z.ZodType<{ id: number }>;
  query: z.ZodType<{ applicationId: number }>;
  item: z.ZodType;
  list: z.ZodType;
}

/**
 * SPEC 7's four routes of one kind of application part under `path`: POST (201), GET
 * ?applicationId=, PATCH /:id and DELETE /:id (204). The service decides ownership (404)
 * and whether the application is still a draft (409).
 */
export function applicationPartRoutes<Schemas extends ApplicationPartSchemas>(
  app: FastifyInstance,
  context: AppContext,
  path: string,
  schemas: Schemas,
  service: ApplicationPartService<
    z.output<Schemas['create']>,
    z.output<Schemas['update']>,
    z.input<Schemas['item']>
  >,
) {
  const { api, signedIn } = signedInApi(app, context);
  const { params, item } = schemas;
  // Fastify has parsed the body with these schemas; a generic schema types it as unknown.
  type Create = z.output<Schemas['create']>;
  type Update = z.output<Schemas['update']>;

  api.post(
    path,
    { ...signedIn, schema: { body: schemas.create, response: { 201: item } } },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.userId, request.body as Create)),
  );

  api.get(
    path,
    { ...signedIn, schema: { querystring: schemas.query, response: { 200: schemas.list } } },
    context.replyCache.kept(async (request) =>
      service.list(request.userId, request.query.applicationId),
    ),
  );

  api.patch(
    `${path}/:id`,
    { ...signedIn, schema: { params, body: schemas.update, response: { 200: item } } },
    async (request) => service.update(request.userId, request.params.id, request.body as Update),
  );

  api.delete(`${path}/:id`, { ...signedIn, schema: { params } }, async (request, reply) => {
    await service.remove(request.userId, request.params.id);
    return reply.code(204).send();
  });
}
