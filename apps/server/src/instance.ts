import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp, loggerOptions } from './app.js';
import { type AppConfig, loadConfig } from './config.js';
import { type DatabaseHandle, databaseLocation, openDatabase } from './db/client.js';
import { loadDataKey } from './secrets.js';

/**
 * One instance of the app, as `npm start` and `npm run worker` both make it: the database
 * (migrated), the data key, the app with its job queue, and a clean stop on SIGINT/SIGTERM.
 */
export async function startInstance(
  configure: (config: AppConfig) => AppConfig = (config) => config,
  options: Pick<BuildAppOptions, 'documentAnalyzer'> = {},
): Promise<{ app: FastifyInstance; config: AppConfig; database: DatabaseHandle }> {
  const config = configure(loadConfig());
  let warn = (message: string, code?: string) => console.warn(message, code ?? '');
  const database = await openDatabase(
    databaseLocation(config.databaseUrl, config.dataDir, config.databasePoolSize),
    (error) =>
      warn(
        'A database connection closed; the next query opens a new one.',
        (error as { code?: string }).code,
      ),
  );
  const dataKey = await loadDataKey(config.dataDir, process.env.DATA_KEY);
  const app = await buildApp({ config, database, dataKey, logger: loggerOptions, ...options });
  warn = (message, code) => app.log.warn({ code }, message);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  return { app, config, database };
}
