import path from 'node:path';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const dataDir = path.resolve(import.meta.dirname, '..', '.data');
export const outboxDir = path.join(dataDir, 'outbox');
