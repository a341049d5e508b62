import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStorage, PRIVATE_KEY_PATTERN, UPLOAD_KEY_PATTERN, UPLOADS_PREFIX } from './port';

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every object's name ("backroom/"), so several installations can share one bucket. */
  prefix?: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2…); unset: AWS S3 for the region. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: most S3-compatible services need it. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's usual chain (AWS_* variables, shared config, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Multipart parts of a streamed private file: the most one upload holds in memory is PART_BYTES × PARTS_IN_FLIGHT. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const PRIVATE_TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

function missing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket, which every instance behind the proxy reads: public uploads under
 * "{prefix}uploads/{key}" (still served by GET /uploads/* through the server, never straight from the bucket) and
 * private files under "{prefix}private/{key}". Large files stream both ways: a private file goes up in multipart
 * parts as it is read, and a read answers the object's body as it arrives.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly uploads: string;
  private readonly private: string;

  constructor(options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
    this.bucket = options.bucket;
    const prefix = options.prefix ?? '';
    this.uploads = `${prefix}uploads/`;
    this.private = `${prefix}private/`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<{ path: string }> {
    if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.uploads + key,
        Body: bytes,
        ContentType: contentType || undefined,
      }),
    );
    return { path: `${UPLOADS_PREFIX}${key}` };
  }

  async get(key: string) {
    if (!UPLOAD_KEY_PATTERN.test(key)) return null;
    return this.read(this.uploads + key);
  }

  async putPrivate(key: string, source: Readable): Promise<{ size: number }> {
    if (!PRIVATE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    let size = 0;
    async function* counted() {
      for await (const chunk of source) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
        size += bytes.length;
        yield bytes;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.private + key,
        Body: NodeReadable.from(counted()),
        ContentType: PRIVATE_TYPES[key.slice(key.lastIndexOf('.') + 1)],
      },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // A failed upload leaves no parts behind (they would be billed and never read).
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      source.destroy();
      throw err;
    }
    return { size };
  }

  async getPrivate(key: string) {
    if (!PRIVATE_KEY_PATTERN.test(key)) return null;
    return this.read(this.private + key);
  }

  async deletePrivate(key: string): Promise<void> {
    if (!PRIVATE_KEY_PATTERN.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.private + key }));
  }

  async *listUploads(storeId: number): AsyncIterable<string> {
    const prefix = `${this.uploads}${storeId}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.uploads.length);
        // Only the store's own files, not those in a deeper "folder" someone put there by hand.
        if (key && UPLOAD_KEY_PATTERN.test(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's connections (tests and the store-import command end with it). */
  close(): void {
    this.client.destroy();
  }

  private async read(name: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }
}
