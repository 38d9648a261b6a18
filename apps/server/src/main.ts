import { buildApp, loggerOptions } from './app.js';
import { loadConfig } from './config.js';
import { databaseLocation, openDatabase } from './db/client.js';
import { loadDataKey } from './secrets.js';

const config = loadConfig();
let warn = (message: string, code?: string) => console.warn(message, code ?? '');
const database = await openDatabase(databaseLocation(config.databaseUrl, config.dataDir), (error) =>
  warn(
    'A database connection closed; the next query opens a new one.',
    (error as { code?: string }).code,
  ),
);
const dataKey = await loadDataKey(config.dataDir, process.env.DATA_KEY);
const app = await buildApp({ config, database, dataKey, logger: loggerOptions });
warn = (message, code) => app.log.warn({ code }, message);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind },
  `Benefits assistant ready at http://localhost:${config.port}`,
);
