import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * DESIGN: DATA_KEY (32 bytes, base64) keys the server's secrets; when it is not set,
 * one is generated into DATA_DIR on first start and reused after.
 */
export async function loadDataKey(dataDir: string, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  const file = path.join(dataDir, 'data.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error) => {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    },
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
