import path from 'node:path';

export const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server a test starts with its own settings (session-timeout): the next ports. */
export const extraPort = (offset) => port + offset;
/** The database the e2e server gets when TEST_DATABASE_URL is set; a second server adds a suffix. */
export const databaseName = process.env.E2E_SERVER_DATABASE ?? 'benefits_e2e';
export const baseURL = `http://localhost:${port}`;
export const dataDir = path.resolve(import.meta.dirname, '..', '.data');
export const outboxDir = path.join(dataDir, 'outbox');
