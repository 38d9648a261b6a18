/**
 * DESIGN: uploaded files sit behind one interface, so an S3-compatible store can replace the
 * local disk. Keys are random and never come from the applicant.
 */
export interface FileStorage {
  save(bytes: Buffer): Promise<string>;
  /** Throws StoredFileMissingError when nothing is stored under the key. */
  read(key: string): Promise<Buffer>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  close?(): Promise<void>;
}

export class StoredFileMissingError extends Error {
  constructor() {
    super('stored file missing');
    this.name = 'StoredFileMissingError';
  }
}

/** 128 random bits in hex: the only keys the adapters accept (decision 0440). */
export const STORAGE_KEY = /^[a-f0-9]{32}$/;

export function checkedStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
  return key;
}
