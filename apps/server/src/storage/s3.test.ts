import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test/s3Server.js';
import { loadStorageConfig } from './config.js';
import { type FileStorage, StoredFileMissingError } from './port.js';
import { createS3Storage } from './s3.js';

let s3: TestS3Server;
let storage: FileStorage;
beforeAll(async () => {
  s3 = await startTestS3Server();
  storage = createS3Storage(s3.config);
});
afterAll(async () => {
  await storage?.close?.();
  await s3?.close();
});

it('stores bytes under the prefix and a random key, reads them back and deletes them', async () => {
  const bytes = Buffer.from('%PDF-1.7 pay stub \u00e9\u0000\u00ff');
  const key = await storage.save(bytes);
  expect(key).toMatch(/^[a-f0-9]{32}$/);
  expect(await s3.keys()).toContain(`uploads/${key}`);
  expect((await storage.read(key)).equals(bytes)).toBe(true);

  await storage.remove(key);
  expect(await s3.keys()).not.toContain(`uploads/${key}`);
  await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissingError);
});

it('reads a missing object as missing and removes it without an error', async () => {
  const missing = 'f'.repeat(32);
  await expect(storage.read(missing)).rejects.toBeInstanceOf(StoredFileMissingError);
  await expect(storage.remove(missing)).resolves.toBeUndefined();
});

it('refuses keys that are not its own before any request', async () => {
  for (const key of ['../secret', 'uploads/../x', `${'a'.repeat(32)}/x`, 'A'.repeat(32), '']) {
    await expect(storage.read(key)).rejects.toThrow('invalid storage key');
    await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
  }
});

it('fails loudly, not as a missing file, when the bucket does not exist', async () => {
  const wrong = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
  await expect(wrong.save(Buffer.from('x'))).rejects.toThrow();
  await expect(wrong.read('a'.repeat(32))).rejects.not.toBeInstanceOf(StoredFileMissingError);
  await wrong.close?.();
});

it('is chosen by S3_BUCKET and checks the rest of its settings', () => {
  expect(loadStorageConfig({})).toEqual({ kind: 'local' });
  expect(
    loadStorageConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  ).toEqual({
    kind: 's3',
    bucket: 'uploads',
    endpoint: 'http://minio:9000',
    region: 'us-east-1',
    credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    forcePathStyle: true,
    prefix: 'uploads/',
  });
  expect(
    loadStorageConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_PREFIX: '' }),
  ).toMatchObject({
    region: 'eu-west-1',
    prefix: '',
    credentials: undefined,
    forcePathStyle: false,
  });
  expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_PREFIX: '../x' })).toThrow('S3_PREFIX');
  expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
    'S3_SECRET_ACCESS_KEY',
  );
});
