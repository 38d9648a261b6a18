import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './port.js';

const KEY = /^[a-f0-9]{32}$/;

/** Files under DATA_DIR/uploads with random names, readable only by the server's user. */
export function createLocalDiskStorage(dir: string): FileStorage {
  const fileFor = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(dir, key);
  };
  return {
    async save(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = randomBytes(16).toString('hex');
      await writeFile(fileFor(key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    read: async (key) => readFile(fileFor(key)),
    remove: async (key) => rm(fileFor(key), { force: true }),
  };
}
