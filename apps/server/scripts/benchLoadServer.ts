// The server side of `npm run bench:load` (benchLoad.ts forks it, so the load generator and the
// server do not share an event loop): the app as main.ts builds it, with its real logger, on the
// database named by DATABASE_URL (PGlite under DATA_DIR when unset), and beside it a bare Fastify
// route for comparison (both on this one process). It tells the parent both addresses over IPC.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp, loggerOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { databaseLocation, openDatabase } from '../src/db/client.js';
import { loadDataKey } from '../src/secrets.js';

const config = { ...loadConfig(), signIn: { ...loadConfig().signIn, requestsPerWindow: 1000 } };
const database = await openDatabase(
  databaseLocation(config.databaseUrl, config.dataDir, config.databasePoolSize),
);
const dataKey = await loadDataKey(config.dataDir, undefined);
const app = await buildApp({ config, database, dataKey, logger: loggerOptions });
const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));

const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ appUrl, bareUrl, database: database.kind });

// What stalls this process's event loop (decision 0722): the loop's delay and the longest
// garbage-collection pause, since the parent last asked.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let longestGcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
}).observe({ entryTypes: ['gc'] });

// CPU time is what the shared machine's load distorts least: the parent asks before and after
// each route.
process.on('message', async (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({
      cpuMicros: user + system,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
      longestGcMs,
    });
    loopDelay.reset();
    longestGcMs = 0;
    return;
  }
  if (message !== 'stop') return;
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  process.exit(0);
});
