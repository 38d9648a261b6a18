import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './config.js';
import { checkedStorageKey, type FileStorage, StoredFileMissingError } from './port.js';

/**
 * Decision 0440: uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). The object
 * key is the configured prefix and the same random hex key the local disk uses; nothing the
 * applicant sends (file name, type) goes into the key or the object's metadata.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer
    // default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${config.prefix}${checkedStorageKey(key)}`;
  return {
    async save(bytes) {
      const key = randomBytes(16).toString('hex');
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
        }),
      );
      return key;
    },
    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        if (!object.Body) throw new StoredFileMissingError();
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError();
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that holds nothing, as the local disk's rm with force does.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException &&
      error.$metadata.httpStatusCode === 404 &&
      error.name !== 'NoSuchBucket')
  );
}
