import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  acceptedEncoding,
  COMPRESS_FROM_BYTES,
  compressBody,
  compressingItself,
} from '../compression.js';
import { createOwnerVersions, type OwnerVersions } from './ownerVersions.js';
import { createReplyStore, type KeptReply } from './replyStore.js';

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

/**
 * Decision 0760: `dayOf(clock())`, worked out again only when the time leaves the span in which
 * neither the UTC day nor the server's day changes (so not on every request).
 */
export function dayKeeper(clock: () => Date): () => string {
  let from = 0;
  let until = 0;
  let day = '';
  return () => {
    const now = clock();
    const time = now.getTime();
    if (time >= from && time < until) return day;
    day = dayOf(now);
    const utcStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const [year, month, date] = [now.getFullYear(), now.getMonth(), now.getDate()];
    from = Math.max(utcStart, new Date(year, month, date).getTime());
    until = Math.min(utcStart + 86_400_000, new Date(year, month, date + 1).getTime());
    return day;
  };
}

/** Adds accept-encoding to the reply's Vary header (as @fastify/compress does). */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) {
    reply.header('vary', `${vary}, accept-encoding`);
  }
}

export function createReplyCache(deps: {
  db: Database;
  clock: () => Date;
  megabytes: number;
  versions?: OwnerVersions;
  /** How a kept reply is compressed (the tests count the calls). */
  compress?: typeof compressBody;
}): ReplyCache {
  if (deps.megabytes <= 0) return { kept: (handler) => handler };
  const versions = deps.versions ?? createOwnerVersions(deps.db);
  const store = createReplyStore(MAX_ENTRIES, deps.megabytes * 1024 * 1024);
  const today = dayKeeper(deps.clock);
  const compress = deps.compress ?? compressBody;

  /**
   * Decision 0760: the kept bytes as they are, or (from `COMPRESS_FROM_BYTES`, as the
   * compression plugin does, which these routes go without) compressed once per encoding and
   * kept with the reply.
   */
  function send(request: FastifyRequest, reply: FastifyReply, key: string, kept: KeptReply) {
    reply.type(JSON_TYPE);
    if (kept.body.length < COMPRESS_FROM_BYTES) return reply.send(kept.body);
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(request.headers);
    if (!encoding) return reply.send(kept.body);
    let bytes = kept.compressed[encoding];
    if (!bytes) {
      bytes = compress(encoding, kept.body);
      if (store.get(key) === kept) {
        store.set(key, { ...kept, compressed: { ...kept.compressed, [encoding]: bytes } });
      }
    }
    return reply.header('content-encoding', encoding).send(bytes);
  }

  return {
    // biome-ignore lint/suspicious/noExplicitAny: as in the interface.
    kept: <Handler extends (request: any, reply: any) => unknown>(handler: Handler) =>
      compressingItself(async (request: FastifyRequest, reply: FastifyReply) => {
        // Never shared between owners: the key starts with the signed-in owner's id.
        const key = `${request.userId}\n${today()}\n${request.headers['accept-language'] ?? ''}\n${request.url}`;
        // Asked after the request came: it counts every write committed before (any instance).
        const version = await versions.current(request.userId);
        const found = store.get(key);
        if (found?.version === version) return send(request, reply, key, found);
        // Made from rows read after the version: a later write only makes the entry look older.
        const body = Buffer.from(String(reply.serialize(await handler(request, reply))));
        const made: KeptReply = { version, body, compressed: {} };
        if (reply.statusCode === 200) store.set(key, made);
        return send(request, reply, key, made);
      }) as unknown as Handler,
  };
}
