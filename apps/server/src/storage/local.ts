import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type FileStorage,
  UPLOAD_KEY_PATTERN as KEY_PATTERN,
  PRIVATE_KEY_PATTERN,
  UPLOADS_PREFIX,
} from './port';

async function readable(file: string) {
  try {
    const stat = await fsp.stat(file);
    return { stream: fs.createReadStream(file), size: stat.size };
  } catch {
    return null;
  }
}

/**
 * Files under DATA_DIR/uploads, served by GET /uploads/*, and private files under DATA_DIR/private, which no
 * route serves. The directories are made on the first write.
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  private readonly privateRoot: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
    this.privateRoot = path.join(dataDir, 'private');
  }

  async put(key: string, bytes: Buffer): Promise<{ path: string }> {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const file = path.join(this.root, key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, bytes, { flag: 'wx' });
    return { path: `${UPLOADS_PREFIX}${key}` };
  }

  async get(key: string) {
    if (!KEY_PATTERN.test(key)) return null;
    return readable(path.join(this.root, key));
  }

  async putPrivate(key: string, source: Readable): Promise<{ size: number }> {
    if (!PRIVATE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const file = path.join(this.privateRoot, key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(source, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await fsp.rm(file, { force: true });
      throw err;
    }
    return { size: (await fsp.stat(file)).size };
  }

  async getPrivate(key: string) {
    if (!PRIVATE_KEY_PATTERN.test(key)) return null;
    return readable(path.join(this.privateRoot, key));
  }

  async deletePrivate(key: string): Promise<void> {
    if (!PRIVATE_KEY_PATTERN.test(key)) return;
    await fsp.rm(path.join(this.privateRoot, key), { force: true });
  }

  async *listUploads(storeId: number): AsyncIterable<string> {
    let dir: fs.Dir;
    try {
      dir = await fsp.opendir(path.join(this.root, String(storeId)));
    } catch {
      return;
    }
    for await (const entry of dir) {
      const key = `${storeId}/${entry.name}`;
      if (entry.isFile() && KEY_PATTERN.test(key)) yield key;
    }
  }
}
