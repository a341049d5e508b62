/** Reading a store archive entry by entry (yauzl reads the zip's directory, then each entry as a stream). */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ArchiveRefused } from './format';

export interface ZipArchive {
  entries: Map<string, yauzl.Entry>;
  open(name: string): Promise<Readable>;
  close(): void;
}

export async function openArchive(file: string): Promise<ZipArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) =>
      err ? reject(new ArchiveRefused(`The archive could not be read as a zip: ${err.message}`)) : resolve(z),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    // yauzl refuses an entry whose name leaves the archive (zip-slip: "../x", "/etc/x") or a broken directory.
    zip.on('error', (err: Error) => {
      zip.close();
      reject(
        /relative path|absolute path|invalid characters/.test(err.message)
          ? new ArchiveRefused(`The archive holds a file whose path leaves the archive (${err.message}).`)
          : damaged(err),
      );
    });
    zip.readEntry();
  });
  return {
    entries,
    open: (name) => {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new ArchiveRefused(`The archive has no ${name}.`));
      return new Promise((resolve, reject) =>
        zip.openReadStream(entry, (err, stream) => (err ? reject(damaged(err)) : resolve(stream))),
      );
    },
    close: () => zip.close(),
  };
}

/** A zip that cannot be read to its end (cut short, a wrong checksum, a bad entry) is refused in words. */
export function damaged(err: unknown): ArchiveRefused {
  if (err instanceof ArchiveRefused) return err;
  return new ArchiveRefused(
    `The archive is damaged or incomplete (${err instanceof Error ? err.message : String(err)}).`,
  );
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (err) {
    throw damaged(err);
  }
  return Buffer.concat(chunks);
}

/** The entry's lines in batches of `size`, read as they are needed. */
export async function* lineBatches(stream: Readable, size: number): AsyncGenerator<string[]> {
  let batch: string[] = [];
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  // readline does not pass on the stream's error: a damaged entry would look like a short one.
  let failed: unknown = null;
  stream.on('error', (err) => {
    failed = err;
    lines.close();
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (failed) throw damaged(failed);
  if (batch.length > 0) yield batch;
}
