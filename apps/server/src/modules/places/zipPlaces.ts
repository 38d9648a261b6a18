import { Worker } from 'node:worker_threads';
import { workerScript } from '@benefits/documents';
import type { ZipPlace } from '@benefits/domain';

// Decision 0540: the ZIP table, read once on a worker thread (zipPlacesWorker.ts) the first
// time it is needed, or when the server starts listening; then a Map in memory (about 34,000
// ZIP codes). A failed read is tried again on the next lookup.

export type LoadPlaces = () => Promise<ZipPlace[]>;

/** Reads the table on a worker thread. */
export const loadPlacesOnWorker: LoadPlaces = () =>
  new Promise((resolve, reject) => {
    const { script, eval: isEval } = workerScript(
      import.meta.url,
      './zip-places-worker.js',
      './zipPlacesWorker.ts',
    );
    const worker = new Worker(script, { eval: isEval });
    worker.once('message', (reply: { places: ZipPlace[] } | { failed: string }) => {
      void worker.terminate();
      if ('places' in reply) resolve(reply.places);
      else reject(new Error(`ZIP table not read: ${reply.failed}`));
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('ZIP table worker stopped')));
  });

export interface ZipPlaces {
  /** The place of a five-digit ZIP code, or null when the table does not have it. */
  lookup(zipCode: string): Promise<ZipPlace | null>;
  /** Starts reading the table without waiting for it. */
  warm(): void;
}

export function createZipPlaces(load: LoadPlaces = loadPlacesOnWorker): ZipPlaces {
  let table: Promise<Map<string, ZipPlace>> | undefined;
  const read = () => {
    table ??= load().then(
      (places) => new Map(places.map((place) => [place.zipCode, place])),
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    );
    return table;
  };
  return {
    lookup: async (zipCode) => (await read()).get(zipCode) ?? null,
    warm: () => {
      read().catch(() => undefined);
    },
  };
}
