import type { Readable } from 'node:stream';

/** Where uploaded files live (architecture.md "files"): local disk by default, S3-compatible later. */
export interface FileStorage {
  /** Stores the bytes under `key` (e.g. "12/3f2a….jpg") and answers the public path of the file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<{ path: string }>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/** Public URL prefix of stored files. */
export const UPLOADS_PREFIX = '/uploads/';
