/**
 * Images for the PDFs (store logo, product pictures on the manifest), read from our own file storage only:
 * the server never fetches an outside URL while building a PDF. Pictures are scaled down with sharp first so
 * a manifest of hundreds of items stays small.
 */
import { UPLOAD_IMAGE } from '@backroom/domain/images';
import { type FileStorage, UPLOADS_PREFIX } from '../../storage';
import { boundedSharp, checkImageHeader } from '../uploads';

/** The storage key of one of this store's uploads ("/uploads/12/….jpg" or an absolute URL to it). */
export function uploadKey(url: string | null | undefined, storeId: number): string | null {
  if (!url) return null;
  let pathname = url;
  try {
    pathname = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOADS_PREFIX)) return null;
  const key = decodeURIComponent(pathname.slice(UPLOADS_PREFIX.length));
  return key.startsWith(`${storeId}/`) ? key : null;
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface LoadStoredImageOptions {
  storage: FileStorage;
  storeId: number;
  url: string | null | undefined;
  maxPx: number;
}

/**
 * The stored image as PNG bytes at `maxPx` on its long side (sharp works off the main thread); null when it is
 * not ours, cannot be read, or its header says it is larger than an upload may be. The PDF renderer embeds the bytes.
 */
export async function loadStoredImage({
  storage,
  storeId,
  url,
  maxPx,
}: LoadStoredImageOptions): Promise<Uint8Array | null> {
  const key = uploadKey(url, storeId);
  if (!key) return null;
  try {
    const bytes = await readAll(storage, key);
    if (!bytes) return null;
    // Checked from the header like an upload (a file stored before the check, or put there otherwise).
    if (!checkImageHeader(bytes, UPLOAD_IMAGE).ok) return null;
    const png = await boundedSharp(bytes, UPLOAD_IMAGE)
      .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  } catch {
    return null;
  }
}
