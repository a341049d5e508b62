import type { Env } from '../config/env';
import { LocalDiskStorage } from './local';
import type { FileStorage } from './port';
import { S3Storage } from './s3';

export * from './port';

type StorageEnv = Pick<
  Env,
  | 'dataDir'
  | 'storage'
  | 'S3_BUCKET'
  | 'S3_PREFIX'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** The storage the configuration names (config/env.ts: STORAGE and S3_*): local disk unless told otherwise. */
export function createStorage(env: StorageEnv): FileStorage {
  if (env.storage !== 's3') return new LocalDiskStorage(env.dataDir);
  return new S3Storage({
    bucket: env.S3_BUCKET!,
    prefix: env.S3_PREFIX,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
