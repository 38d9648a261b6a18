export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** S3_ENDPOINT: a MinIO or other S3-compatible server; unset means AWS. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Every object key starts with it, for example `uploads/`. */
  prefix: string;
}

export type StorageConfig = { kind: 'local' } | S3StorageConfig;

const PREFIX = /^[A-Za-z0-9][A-Za-z0-9_\-/]{0,99}$/;

/** Decision 0440: S3_BUCKET switches uploads from DATA_DIR/uploads to an S3-compatible store. */
export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local' };
  const prefix = env.S3_PREFIX ?? 'uploads/';
  if (prefix !== '' && !PREFIX.test(prefix)) {
    throw new Error('S3_PREFIX may hold only letters, digits, "_", "-" and "/"');
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    kind: 's3',
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
    prefix,
  };
}
