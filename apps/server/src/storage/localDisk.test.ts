import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createLocalDiskStorage } from './localDisk.js';
import { StoredFileMissingError } from './port.js';

it('stores bytes under a random name, privately, and removes them', async () => {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'uploads-')), 'uploads');
  const storage = createLocalDiskStorage(dir);
  const key = await storage.save(Buffer.from('%PDF-1.7 pay stub'));
  expect(key).toMatch(/^[a-f0-9]{32}$/);
  expect((await storage.read(key)).toString()).toBe('%PDF-1.7 pay stub');
  expect((await stat(path.join(dir, key))).mode & 0o777).toBe(0o600);
  await storage.remove(key);
  expect(await readdir(dir)).toEqual([]);
});

it('refuses keys that could leave the folder', async () => {
  const storage = createLocalDiskStorage(await mkdtemp(path.join(tmpdir(), 'uploads-')));
  await expect(storage.read('../../etc/passwd')).rejects.toThrow('invalid storage key');
});

it('reads a missing file as missing and removes it without an error', async () => {
  const storage = createLocalDiskStorage(await mkdtemp(path.join(tmpdir(), 'uploads-')));
  await expect(storage.read('f'.repeat(32))).rejects.toBeInstanceOf(StoredFileMissingError);
  await expect(storage.remove('f'.repeat(32))).resolves.toBeUndefined();
});
