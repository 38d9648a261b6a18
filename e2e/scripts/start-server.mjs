// Starts the built app for the end-to-end tests on a fresh database: a new PGlite
// under e2e/.data, or, when TEST_DATABASE_URL is set, a new database on that server.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { databaseName, dataDir as defaultDataDir, port as defaultPort } from '../support/paths.mjs';

// A second server (its own port, folder and database) can be started by a test.
const port = Number(process.env.E2E_SERVER_PORT ?? defaultPort);
const dataDir = process.env.E2E_SERVER_DATA_DIR ?? defaultDataDir;

await rm(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The journeys register many applicants from one address; the limit itself has API tests.
  SIGN_IN_REQUESTS_PER_WINDOW: '500',
};
delete env.DATABASE_URL;

if (process.env.TEST_DATABASE_URL) {
  const name = databaseName;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(
  process.execPath,
  [path.resolve(import.meta.dirname, '../../apps/server/dist/main.js')],
  {
    env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
