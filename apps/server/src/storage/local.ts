import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, UPLOADS_PREFIX } from './port';

/** Keys are "{storeId}/{uuid}[-thumb].{ext}"; anything else is refused, so no key can leave the directory. */
export const KEY_PATTERN = /^\d+\/[0-9a-f-]{36}(?:-thumb)?\.(?:jpg|png|webp|gif)$/;

/** Files under DATA_DIR/uploads, served by GET /uploads/*. The directory is made on the first upload. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
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
    const file = path.join(this.root, key);
    try {
      const stat = await fsp.stat(file);
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch {
      return null;
    }
  }
}
