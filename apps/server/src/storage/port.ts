import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (architecture.md "files"): local disk by default (local.ts), or an S3-compatible
 * bucket every instance reads (s3.ts, STORAGE=s3). Callers go through this port only: none knows a file's path.
 */
export interface FileStorage {
  /** Stores the bytes under `key` (e.g. "12/3f2a….jpg") and answers the public path of the file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<{ path: string }>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Private files (imports, their error files: "{storeId}/imports/{uuid}.csv|xlsx"): written from a stream,
   * read back only by the server, never served under UPLOADS_PREFIX.
   */
  putPrivate(key: string, source: Readable): Promise<{ size: number }>;
  getPrivate(key: string): Promise<{ stream: Readable; size: number } | null>;
  deletePrivate(key: string): Promise<void>;
  /** The keys of a store's public uploads ("{storeId}/….jpg"), one at a time (the store export reads them). */
  listUploads(storeId: number): AsyncIterable<string>;
  /** Lets go of connections (the app's onClose); local disk holds none. */
  close?(): void;
}

/** Keys of public uploads are "{storeId}/{uuid}[-thumb].{ext}"; anything else is refused, so no key can leave its store. */
export const UPLOAD_KEY_PATTERN = /^\d+\/[0-9a-f-]{36}(?:-thumb)?\.(?:jpg|png|webp|gif)$/;

/** Public URL prefix of stored files. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Keys of private files: the store's id first, so a key never names another store's file by accident. Imports
 * and their error files, and store export archives ("{storeId}/exports/{jobId}.zip").
 */
export const PRIVATE_KEY_PATTERN =
  /^\d+\/(?:imports\/[0-9a-f-]{36}(?:-errors)?\.(?:csv|xlsx)|exports\/\d+\.zip)$/;
