import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { loadConfig, serverRoot } from './config.js';

// Decision 0442: the root docker-compose.yml parses, and its app and worker set the variables
// the server reads, with values the server accepts.
const repositoryRoot = path.resolve(serverRoot, '..', '..');
const service = z.object({
  image: z.string().optional(),
  command: z.union([z.string(), z.array(z.string())]).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  networks: z.unknown().optional(),
});
const composeFile = z.object({ services: z.record(z.string(), service.passthrough()) });

/** A reader's .env, as deploy/.env.example asks for it. */
const readerEnv: Record<string, string> = {
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  POSTGRES_PASSWORD: 'pg-secret',
  MINIO_ROOT_PASSWORD: 'minio-secret',
};

/** Compose's ${NAME}, ${NAME:-default} and ${NAME:?message}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name, kind, rest) => {
    const found = env[name];
    if (found) return found;
    if (kind === '-') return rest;
    throw new Error(`${name} is required: ${rest}`);
  });
}

let compose: z.infer<typeof composeFile>;
let serverReads: Set<string>;
beforeAll(async () => {
  const text = await readFile(path.join(repositoryRoot, 'docker-compose.yml'), 'utf8');
  compose = composeFile.parse(parse(text, { merge: true }));
  serverReads = new Set();
  for (const file of await readdir(path.join(serverRoot, 'src'), { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('test')) continue;
    const source = await readFile(path.join(serverRoot, 'src', file), 'utf8');
    for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) serverReads.add(match[1]!);
  }
});

const environmentOf = (name: string) => {
  const environment = compose.services[name]?.environment;
  if (!environment) throw new Error(`service ${name} has no environment`);
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, interpolate(value, readerEnv)]),
  );
};

it('has the database, the object store, the app, a worker and the proxy', () => {
  expect(Object.keys(compose.services)).toEqual(
    expect.arrayContaining(['postgres', 'minio', 'minio-setup', 'app', 'worker', 'caddy']),
  );
  expect([compose.services.worker?.command].flat().join(' ')).toBe('npm run worker -w apps/server');
});

it('sets only variables the server reads, and every one scale-out needs', () => {
  for (const name of ['app', 'worker']) {
    const environment = environmentOf(name);
    for (const key of Object.keys(environment)) expect(serverReads).toContain(key);
    expect(Object.keys(environment)).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'DATA_KEY',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
        'TRUSTED_PROXIES',
        'SMTP_URL',
        'NODE_ENV',
      ]),
    );
  }
});

it('gives values the server accepts: PostgreSQL, S3 and the proxy as the only one trusted', () => {
  const config = loadConfig(environmentOf('app'));
  expect(config.production).toBe(true);
  expect(config.databaseUrl).toMatch(/^postgres:\/\/benefits:pg-secret@postgres:5432\//);
  expect(config.storage).toMatchObject({
    kind: 's3',
    endpoint: 'http://minio:9000',
    forcePathStyle: true,
    credentials: { secretAccessKey: 'minio-secret' },
  });
  const caddy = z
    .object({ networks: z.object({ backend: z.object({ ipv4_address: z.string() }) }) })
    .parse(compose.services.caddy);
  expect(config.trustedProxies).toEqual([caddy.networks.backend.ipv4_address]);
});

it('stops before starting when the reader has not chosen the secrets', () => {
  const environment = compose.services.app?.environment ?? {};
  expect(() => interpolate(environment.DATA_KEY ?? '', {})).toThrow('DATA_KEY is required');
  expect(() => interpolate(environment.DATABASE_URL ?? '', {})).toThrow(
    'POSTGRES_PASSWORD is required',
  );
});

it('names each variable it sets in the README', async () => {
  const readme = await readFile(path.join(repositoryRoot, 'README.md'), 'utf8');
  for (const key of Object.keys(environmentOf('app'))) expect(readme).toContain(`\`${key}\``);
});

it('sends the proxy to every app instance', async () => {
  const caddyfile = await readFile(path.join(repositoryRoot, 'deploy', 'Caddyfile'), 'utf8');
  expect(caddyfile).toMatch(/dynamic a app 3000/);
});
