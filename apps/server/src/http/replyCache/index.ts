import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { createOwnerVersions, type OwnerVersions } from './ownerVersions.js';
import { createReplyStore } from './replyStore.js';

export { createOwnerVersions, type OwnerVersions } from './ownerVersions.js';
export { createReplyStore, type KeptReply } from './replyStore.js';

/** The content type Fastify gives a serialized object. */
const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_ENTRIES = 20_000;

export interface ReplyCache {
  /**
   * Decision 0720: wraps the handler of a signed-in GET (after `requireSignedIn`) whose reply
   * depends only on the owner's rows, its URL, the language asked for and the day. The reply is
   * kept per owner and given again while the owner's data version is unchanged.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the route's own request and reply types flow through.
  kept<Handler extends (request: any, reply: any) => unknown>(handler: Handler): Handler;
}

/** The day in UTC and in the server's zone: replies may count a tax year or the day's rules. */
function dayOf(now: Date): string {
  return `${now.toISOString().slice(0, 10)}/${now.getFullYear()}-${now.getMonth()}-${now.getDate()}`;
}

export function createReplyCache(deps: {
  db: Database;
  clock: () => Date;
  megabytes: number;
  versions?: OwnerVersions;
}): ReplyCache {
  if (deps.megabytes <= 0) return { kept: (handler) => handler };
  const versions = deps.versions ?? createOwnerVersions(deps.db);
  const store = createReplyStore(MAX_ENTRIES, deps.megabytes * 1024 * 1024);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: as in the interface.
    kept: <Handler extends (request: any, reply: any) => unknown>(handler: Handler) =>
      (async (request: FastifyRequest, reply: FastifyReply) => {
        // Never shared between owners: the key starts with the signed-in owner's id.
        const key = [
          request.userId,
          dayOf(deps.clock()),
          request.headers['accept-language'] ?? '',
          request.url,
        ].join('\n');
        // Asked after the request came: it counts every write committed before (any instance).
        const version = await versions.current(request.userId);
        const kept = store.get(key);
        if (kept?.version === version) return reply.type(JSON_TYPE).send(kept.body);
        // Made from rows read after the version: a later write only makes the entry look older.
        const body = String(reply.serialize(await handler(request, reply)));
        if (reply.statusCode === 200) store.set(key, { version, body });
        return reply.type(JSON_TYPE).send(body);
      }) as unknown as Handler,
  };
}
