import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { loadEnv } from '../config/env';
import { createStorage, type FileStorage } from '.';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';

/** The same promises from both adapters (port.ts): what every caller relies on, whichever the configuration picks. */
let s3: LocalS3;
const dirs: string[] = [];
const opened: FileStorage[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-storage-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  s3 = await startLocalS3();
});

afterAll(async () => {
  for (const storage of opened) storage.close?.();
  await s3?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['local disk', () => new LocalDiskStorage(tempDir())],
  [
    'S3-compatible bucket',
    () => createStorage(loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), ...s3.env })),
  ],
  // Two installations sharing one bucket: each sees only its own folder.
  ['S3 under a prefix', () => createStorage(loadEnv({ NODE_ENV: 'test', ...s3.env, S3_PREFIX: 'shop-b/' }))],
];

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `mb` MiB of bytes that differ per block, made as they are read (never whole in memory). */
function* generated(mb: number) {
  for (let i = 0; i < mb * 4; i++) yield Buffer.alloc(256 * 1024, i % 251);
}

async function sha256(stream: AsyncIterable<unknown> | Iterable<unknown>) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { hash: hash.digest('hex'), size };
}

describe.each(adapters)('file storage on %s', (_name, make) => {
  let storage: FileStorage;
  // Store ids differ per adapter, so the S3 adapters (one bucket) never see each other's files.
  const storeId = 100 + adapters.findIndex(([name]) => name === _name);
  beforeAll(() => {
    storage = make();
    opened.push(storage);
  });

  it('keeps an upload and serves it back with its size under its public path', async () => {
    const key = `${storeId}/${randomUUID()}.png`;
    const bytes = Buffer.from('not really a png, but bytes all the same');
    expect(await storage.put(key, bytes, 'image/png')).toEqual({ path: `/uploads/${key}` });
    const stored = await storage.get(key);
    expect(stored?.size).toBe(bytes.length);
    expect(await bytesOf(stored!.stream)).toEqual(bytes);
  });

  it('answers null for a file that is not there, and refuses keys outside the patterns', async () => {
    expect(await storage.get(`${storeId}/${randomUUID()}.jpg`)).toBeNull();
    expect(await storage.getPrivate(`${storeId}/imports/${randomUUID()}.csv`)).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    expect(await storage.getPrivate(`${storeId}/../secret.csv`)).toBeNull();
    await expect(storage.put(`${storeId}/evil.html`, Buffer.from('x'), 'text/html')).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(storage.putPrivate(`${storeId}/notes.txt`, Readable.from(['x']))).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('streams a large private file in and out whole, and tells its size', async () => {
    // 20 MiB: three multipart parts on S3 (8 MiB each), and a stream of unknown length as an export archive is.
    const key = `${storeId}/exports/${Date.now()}.zip`;
    const written = await sha256(generated(20));
    expect(await storage.putPrivate(key, Readable.from(generated(20)))).toEqual({ size: 20 * 1024 * 1024 });
    const stored = await storage.getPrivate(key);
    expect(stored?.size).toBe(20 * 1024 * 1024);
    expect(await sha256(stored!.stream)).toEqual(written);
  });

  it('keeps a small import file, deletes it, and deleting it again is no error', async () => {
    const key = `${storeId}/imports/${randomUUID()}.csv`;
    expect(await storage.putPrivate(key, Readable.from([Buffer.from('sku,title\n'), 'A1,Coat\n']))).toEqual({
      size: 18,
    });
    expect((await bytesOf((await storage.getPrivate(key))!.stream)).toString()).toBe('sku,title\nA1,Coat\n');
    await storage.deletePrivate(key);
    expect(await storage.getPrivate(key)).toBeNull();
    await storage.deletePrivate(key);
  });

  it('stores nothing when the source stream fails part-way', async () => {
    const key = `${storeId}/imports/${randomUUID()}.xlsx`;
    async function* broken() {
      yield Buffer.alloc(1024, 1);
      // As @fastify/multipart fails a file past its size limit: the caller answers 413 from this code.
      throw Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
    await expect(storage.putPrivate(key, Readable.from(broken()))).rejects.toMatchObject({
      code: 'FST_REQ_FILE_TOO_LARGE',
    });
    expect(await storage.getPrivate(key)).toBeNull();
  });

  it("lists a store's uploads and no other store's, nor its private files", async () => {
    const own = [`${storeId}/${randomUUID()}.jpg`, `${storeId}/${randomUUID()}-thumb.webp`];
    for (const key of own) await storage.put(key, Buffer.from(key), 'image/jpeg');
    await storage.put(`${storeId + 50}/${randomUUID()}.jpg`, Buffer.from('other'), 'image/jpeg');
    await storage.putPrivate(`${storeId}/imports/${randomUUID()}.csv`, Readable.from(['a']));
    const listed: string[] = [];
    for await (const key of storage.listUploads(storeId)) listed.push(key);
    expect(listed).toEqual(expect.arrayContaining(own));
    expect(listed.every((key) => key.startsWith(`${storeId}/`) && !key.includes('imports'))).toBe(true);
    expect(
      await (async () => {
        const none: string[] = [];
        for await (const key of storage.listUploads(999_999)) none.push(key);
        return none;
      })(),
    ).toEqual([]);
  });
});

describe('choosing the storage', () => {
  it('is local disk unless S3 is asked for, and S3 when a bucket is named', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).storage).toBe('local');
    expect(createStorage(loadEnv({ NODE_ENV: 'test' }))).toBeInstanceOf(LocalDiskStorage);
    const env = loadEnv({ NODE_ENV: 'test', S3_BUCKET: 'backroom-files' });
    expect(env.storage).toBe('s3');
    const storage = createStorage(env);
    expect(storage).toBeInstanceOf(S3Storage);
    storage.close?.();
  });

  it('refuses an S3 set-up that cannot work, naming the variable', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', STORAGE: 's3' })).toThrow('S3_BUCKET: required when STORAGE=s3');
    expect(() => loadEnv({ NODE_ENV: 'test', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(
      'set it together with S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadEnv({ NODE_ENV: 'test', S3_BUCKET: 'files', S3_PREFIX: '/abs' })).toThrow('S3_PREFIX');
  });
});
