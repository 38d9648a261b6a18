import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedStorageKey, type FileStorage, StoredFileMissingError } from './port.js';

/** Files under DATA_DIR/uploads with random names, readable only by the server's user. */
export function createLocalDiskStorage(dir: string): FileStorage {
  const fileFor = (key: string) => path.join(dir, checkedStorageKey(key));
  return {
    async save(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = randomBytes(16).toString('hex');
      await writeFile(fileFor(key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    async read(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError();
        throw error;
      }
    },
    remove: async (key) => rm(fileFor(key), { force: true }),
  };
}
