/**
 * Writes a store's archive as a stream (the 1,000,000-item store never sits in memory): each table is read
 * through a cursor in one REPEATABLE READ snapshot, so the rows agree with each other, and its lines go straight
 * into the zip, which goes straight into private storage.
 */
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { importFiles } from '../../db/schema-imports';
import type { SecretBox } from '../../security/secret-box';
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
import {
  encryptSecrets,
  type KdfParams,
  type ManifestSecrets,
  openSealed,
  SECRET_COLUMNS,
  SECRET_TABLES,
  SECRETS_FILE,
  type SecretLine,
} from './secrets';

const FETCH_ROWS = 2000;

/** The row as JSON with its secret columns (SECRET_COLUMNS) set to null. */
function rowJson(table: string): string {
  const secret = SECRET_COLUMNS[table];
  if (!secret) return 'row_to_json(t)::text';
  return `(to_jsonb(t) || jsonb_build_object(${secret.map((c) => `'${c}', null`).join(', ')}))::text`;
}

async function* tableLines(tx: DbOrTx, table: string, filter: string, counted: (n: number) => void) {
  const cursor = ident(`export_${table}`);
  await tx.execute(
    sql.raw(`declare ${cursor} no scroll cursor for
      select ${rowJson(table)} as j from ${ident(table)} t where ${filter}`),
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
    .where(storeScoped(importFiles, storeId));
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

/** Where the archive's sign-in secrets go: encrypted with the key of the owner's passphrase, or nowhere. */
export type SecretsChoice =
  | { mode: 'omitted' }
  | { mode: 'encrypted'; key: Buffer; params: KdfParams; box: SecretBox };

/** The table's secrets (whole rows of a secret table, else the secret columns by id), sealed ones opened. */
async function secretLines(
  tx: DbOrTx,
  table: string,
  filter: string,
  storeId: number,
  box: SecretBox,
): Promise<SecretLine[]> {
  const columns = SECRET_COLUMNS[table];
  const select = columns
    ? `jsonb_build_object('id', id, ${columns.map((c) => `'${c}', ${ident(c)}`).join(', ')})`
    : 'to_jsonb(t)';
  const { rows } = await tx.execute(sql.raw(`select ${select} as j from ${ident(table)} t where ${filter}`));
  return (rows as { j: Record<string, unknown> }[]).map(({ j }) => {
    if (!columns) return { t: table, row: openSealed({ table, row: j, storeId, box }) };
    const { id, ...values } = j;
    return { t: table, id, values: openSealed({ table, row: values, storeId, box }) };
  });
}

export interface WrittenArchive {
  manifest: StoreArchiveManifest;
  bytes: number;
}

interface WriteStoreArchiveOptions {
  storage: FileStorage;
  storeId: number;
  key: string;
  progress?: (done: number, total: number) => Promise<void>;
  secrets?: SecretsChoice;
}

/** Writes the archive of `storeId` to private storage under `key`; `progress` counts tables, then uploads. */
export async function writeStoreArchive(
  db: Db,
  {
    storage,
    storeId,
    key,
    progress = async () => {},
    secrets = { mode: 'omitted' },
  }: WriteStoreArchiveOptions,
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
    const sealedLines: SecretLine[] = [];
    const addTable = async (tx: DbOrTx, table: string, filter: string, derived: boolean) => {
      if (secrets.mode === 'encrypted' && (SECRET_TABLES.has(table) || SECRET_COLUMNS[table])) {
        const lines = await secretLines(tx, table, filter, storeId, secrets.box);
        sealedLines.push(...lines);
        if (SECRET_TABLES.has(table)) {
          written.push({ name: table, file: SECRETS_FILE, rows: lines.length, derived });
          progress(written.length, total).catch(() => {});
          return;
        }
      }
      // Left out: the logins are reset by the move (docs/security.md).
      if (SECRET_TABLES.has(table)) return;
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
    let secretsManifest: ManifestSecrets = { mode: 'omitted' };
    if (secrets.mode === 'encrypted') {
      const encrypted = encryptSecrets(sealedLines, secrets.key, secrets.params);
      zip.addBuffer(encrypted.body, SECRETS_FILE);
      secretsManifest = encrypted.manifest;
    }
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
      secrets: secretsManifest,
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
