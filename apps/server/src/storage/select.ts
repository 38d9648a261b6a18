import path from 'node:path';
import type { StorageConfig } from './config.js';
import { createLocalDiskStorage } from './localDisk.js';
import type { FileStorage } from './port.js';
import { createS3Storage } from './s3.js';

/** The adapter the configuration names: DATA_DIR/uploads unless S3_BUCKET is set. */
export function createFileStorage(config: StorageConfig, dataDir: string): FileStorage {
  return config.kind === 's3'
    ? createS3Storage(config)
    : createLocalDiskStorage(path.join(dataDir, 'uploads'));
}
