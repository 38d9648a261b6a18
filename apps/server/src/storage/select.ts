import path from 'node:path';
import type { StorageConfig } from './config.js';
import { createLocalDiskStorage } from './localDisk.js';
import type { FileStorage } from './port.js';

/** The adapter the configuration names: DATA_DIR/uploads unless S3_BUCKET is set. */
export async function createFileStorage(
  config: StorageConfig,
  dataDir: string,
): Promise<FileStorage> {
  if (config.kind !== 's3') return createLocalDiskStorage(path.join(dataDir, 'uploads'));
  // The AWS SDK takes seconds to import: only when a bucket is configured.
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(config);
}
