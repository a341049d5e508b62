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
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    entries,
    open: (name) => {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new ArchiveRefused(`The archive has no ${name}.`));
      return new Promise((resolve, reject) =>
        zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
      );
    },
    close: () => zip.close(),
  };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The entry's lines in batches of `size`, read as they are needed. */
export async function* lineBatches(stream: Readable, size: number): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for await (const line of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
