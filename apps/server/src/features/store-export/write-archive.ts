/**
 * Writes a store's archive as a stream (the 1,000,000-item store never sits in memory): each table is read
 * through a cursor in one REPEATABLE READ snapshot, so the rows agree with each other, and its lines go straight
 * into the zip, which goes straight into private storage.
 */
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Db, DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { importFiles } from '../../db/schema-imports';
import type { FileStorage } from '../../storage';
import { ident, storeTables, type TableInfo } from './catalogue';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchiveTable,
  MANIFEST_FILE,
  PRIVATE_DIR,
  type StoreArchiveManifest,
  schemaMigration,
  tableFile,
  UPLOADS_DIR,
} from './format';

const FETCH_ROWS = 2000;

async function* tableLines(tx: DbOrTx, table: string, filter: string, counted: (n: number) => void) {
  const cursor = ident(`export_${table}`);
  await tx.execute(
    sql.raw(`declare ${cursor} no scroll cursor for
      select row_to_json(t)::text as j from ${ident(table)} t where ${filter}`),
  );
  for (;;) {
    const { rows } = await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`));
    if (rows.length === 0) break;
    counted(rows.length);
    yield Buffer.from(`${(rows as { j: string }[]).map((r) => r.j).join('\n')}\n`);
  }
  await tx.execute(sql.raw(`close ${cursor}`));
}

/** The import files and error files the store's import_files rows name (a file already gone is left out). */
async function addImportFiles(
  db: Db,
  storage: FileStorage,
  storeId: number,
  zip: ZipFile,
  failed: Promise<never>,
) {
  const rows = await db
    .select({ file: importFiles.storageKey, errors: importFiles.errorFileKey })
    .from(importFiles)
    .where(eq(importFiles.storeId, storeId));
  let count = 0;
  for (const key of rows.flatMap((r) => (r.errors ? [r.file, r.errors] : [r.file]))) {
    const stored = await storage.getPrivate(key);
    if (!stored) continue;
    zip.addReadStream(stored.stream, `${PRIVATE_DIR}${key.slice(key.indexOf('/') + 1)}`);
    await Promise.race([finished(stored.stream), failed]);
    count++;
  }
  return count;
}

export interface WrittenArchive {
  manifest: StoreArchiveManifest;
  bytes: number;
}

/** Writes the archive of `storeId` to private storage under `key`; `progress` counts tables, then uploads. */
export async function writeStoreArchive(
  db: Db,
  storage: FileStorage,
  storeId: number,
  key: string,
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<WrittenArchive> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const stored = storage.putPrivate(key, output);
  // If storage fails, the zip stops reading: waiting on a table's stream must stop too.
  const storageFailed = stored.then(
    () => new Promise<never>(() => {}),
    (err: unknown) => Promise.reject(err),
  );
  storageFailed.catch(() => {});
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`Store ${storeId} not found`);
  try {
    const tables = await storeTables(db);
    const total = tables.length + 2;
    const written: ArchiveTable[] = [];
    const addTable = async (tx: DbOrTx, table: string, filter: string, derived: boolean) => {
      let rows = 0;
      const lines = Readable.from(
        tableLines(tx, table, filter, (n) => (rows += n)),
        { objectMode: false },
      );
      zip.addReadStream(lines, tableFile(table), { compress: true });
      await Promise.race([finished(lines), storageFailed]);
      written.push({ name: table, file: tableFile(table), rows, derived });
      // Not awaited: on PGlite the update waits for this transaction to end.
      progress(written.length, total).catch(() => {});
    };
    const migration = await db.transaction(
      async (tx) => {
        await addTable(tx, 'stores', `id = ${Number(storeId)}`, false);
        for (const table of tables as TableInfo[]) {
          await addTable(tx, table.name, `store_id = ${Number(storeId)}`, table.derived);
        }
        return schemaMigration(tx);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    let files = 0;
    for await (const fileKey of storage.listUploads(storeId)) {
      files++;
      zip.addReadStreamLazy(`${UPLOADS_DIR}${fileKey.slice(fileKey.indexOf('/') + 1)}`, (done) => {
        storage.get(fileKey).then(
          (file) =>
            file ? done(null, file.stream) : done(new Error(`Upload ${fileKey} vanished`), null as never),
          (err: unknown) => done(err, null as never),
        );
      });
    }
    const privateFiles = await addImportFiles(db, storage, storeId, zip, storageFailed);
    const manifest: StoreArchiveManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      schemaMigration: migration,
      createdAt: new Date().toISOString(),
      store: { id: store.id, handle: store.handle, name: store.name },
      tables: written,
      uploads: { files },
      privateFiles: { files: privateFiles },
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_FILE);
    zip.end();
    const { size } = await stored;
    await progress(total, total);
    return { manifest, bytes: size };
  } catch (err) {
    output.destroy(err as Error);
    await stored.catch(() => {});
    throw err;
  }
}
