/**
 * Creates a store from its archive on another installation (docs/operations.md "Moving a store"), in ONE
 * transaction. Ids come from sequences every store shares, so an archive's ids would collide with the target's
 * stores: every sequence id is given a new one (kept in a temporary old→new table per table) and every column
 * that points at one (foreign keys and SOFT_REFERENCES) is rewritten through it. The sequences advance as
 * the new ids are taken. UUIDs (users, import files) are unique everywhere and kept.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../http/errors';
import type { FileStorage } from '../../storage';
import { ensureDailyJob } from '../consignment-terms/clock-job';
import { ident, storeTables, type TableInfo } from './catalogue';
import { ArchiveRefused, checkManifest, MANIFEST_FILE, PRIVATE_DIR, tableFile, UPLOADS_DIR } from './format';
import { lineBatches, openArchive, readAll, type ZipArchive } from './read-archive';

const BATCH_ROWS = 1000;
/** Uploads are images of at most a few MB; anything much larger is not one of ours. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface ImportedStore {
  storeId: number;
  handle: string;
  tables: { name: string; rows: number }[];
  uploads: number;
}

const remapTable = (table: string) => ident(`remap_${table}`);

function columnValue(
  table: TableInfo,
  column: string,
  storeId: number,
  byName: Map<string, TableInfo>,
): string {
  const r = `r.${ident(column)}`;
  if (column === 'store_id') return String(storeId);
  if (column === 'id' && table.idSequence) return 'ids.new';
  const ref = table.references[column];
  const remapped = (target: string) => byName.get(target)?.idSequence != null;
  const lookup = (target: string, value: string) =>
    `(select m.new from ${remapTable(target)} m where m.old = ${value})`;
  if (!ref) return r;
  switch (ref.kind) {
    case 'dropped':
      return 'null';
    case 'id':
      return remapped(ref.target) ? lookup(ref.target, r) : r;
    case 'ids':
      return remapped(ref.target)
        ? `array(select m.new from unnest(${r}) with ordinality u(v, n)
            join ${remapTable(ref.target)} m on m.old = u.v order by u.n)`
        : r;
    case 'byColumn':
      return `case r.${ident(ref.column)} ${Object.entries(ref.targets)
        .map(([when, target]) => `when '${when.replaceAll("'", "''")}' then ${lookup(target, r)}`)
        .join(' ')} end`;
  }
}

/** The batch's insert; columns the archive lacks (added to the schema since) take their defaults. */
function insertBatch(
  table: TableInfo,
  columns: string[],
  storeId: number,
  json: string,
  byName: Map<string, TableInfo>,
): SQL {
  const t = ident(table.name);
  const list = columns.map(ident).join(', ');
  const values = columns.map((c) => columnValue(table, c, storeId, byName)).join(', ');
  const overriding = table.identityAlways ? ' overriding system value' : '';
  const rows = sql`jsonb_populate_recordset(null::${sql.raw(t)}, ${json}::jsonb)`;
  if (!table.idSequence) {
    return sql`insert into ${sql.raw(`${t} (${list})${overriding}`)} select ${sql.raw(values)} from ${rows} r`;
  }
  return sql`with src as materialized (select * from ${rows}),
    ids as (insert into ${sql.raw(remapTable(table.name))} (old, new)
      select id, nextval(${table.idSequence}::regclass) from src returning old, new)
    insert into ${sql.raw(`${t} (${list})${overriding}`)}
    select ${sql.raw(values)} from src r join ids on ids.old = r.id`;
}

async function copyPrivateFiles(archive: ZipArchive, storage: FileStorage, storeId: number): Promise<void> {
  for (const name of archive.entries.keys()) {
    if (!name.startsWith(PRIVATE_DIR) || name === PRIVATE_DIR) continue;
    // putPrivate() refuses any name that is not an import file's.
    await storage.putPrivate(`${storeId}/${name.slice(PRIVATE_DIR.length)}`, await archive.open(name));
  }
}

async function copyUploads(archive: ZipArchive, storage: FileStorage, storeId: number): Promise<number> {
  let count = 0;
  for (const [name, entry] of archive.entries) {
    if (!name.startsWith(UPLOADS_DIR) || name === UPLOADS_DIR) continue;
    if (entry.uncompressedSize > MAX_UPLOAD_BYTES)
      throw new ArchiveRefused(`${name} is too large to be an upload.`);
    const bytes = await readAll(await archive.open(name));
    // put() refuses any name that is not an upload's, so no entry can write outside the store's directory.
    await storage.put(`${storeId}/${name.slice(UPLOADS_DIR.length)}`, bytes, '');
    count++;
  }
  return count;
}

/** Imports the archive at `file` as a new store; `handle` replaces the archive's when that one is taken here. */
export async function importStoreArchive(
  db: Db,
  storage: FileStorage,
  file: string,
  options: { handle?: string } = {},
): Promise<ImportedStore> {
  const archive = await openArchive(file);
  try {
    let manifestJson: unknown;
    try {
      manifestJson = JSON.parse((await readAll(await archive.open(MANIFEST_FILE))).toString('utf8'));
    } catch (err) {
      throw err instanceof ArchiveRefused ? err : new ArchiveRefused('The archive manifest is not JSON.');
    }
    const manifest = checkManifest(manifestJson);
    const tables = await storeTables(db);
    const byName = new Map(tables.map((t) => [t.name, t]));
    const unknown = manifest.tables.filter((t) => t.name !== 'stores' && !byName.has(t.name) && t.rows > 0);
    if (unknown.length) {
      throw new ArchiveRefused(`This installation has no table ${unknown.map((t) => t.name).join(', ')}.`);
    }
    const listed = new Map(manifest.tables.map((t) => [t.name, t]));
    return await db.transaction(async (tx) => {
      const store = await insertStoreRow(tx, archive, options.handle);
      const oldUploads = `/uploads/${manifest.store.id}/`;
      const newUploads = `/uploads/${store.id}/`;
      const oldImports = `"${manifest.store.id}/imports/`;
      const newImports = `"${store.id}/imports/`;
      const counts: ImportedStore['tables'] = [];
      for (const table of tables) {
        const entry = listed.get(table.name);
        if (!entry || table.derived) continue;
        if (table.idSequence) {
          await tx.execute(
            sql.raw(
              `create temp table ${remapTable(table.name)} (old bigint primary key, new bigint not null) on commit drop`,
            ),
          );
        }
        let rows = 0;
        let columns: string[] | null = null;
        for await (const batch of lineBatches(await archive.open(entry.file), BATCH_ROWS)) {
          columns ??= table.columns.filter((c) => c in (JSON.parse(batch[0]!) as object));
          const json = `[${batch.join(',').replaceAll(oldUploads, newUploads).replaceAll(oldImports, newImports)}]`;
          await tx.execute(insertBatch(table, columns, store.id, json, byName));
          rows += batch.length;
        }
        if (rows !== entry.rows) {
          throw new ArchiveRefused(`${entry.file} holds ${rows} rows; the manifest says ${entry.rows}.`);
        }
        counts.push({ name: table.name, rows });
      }
      const uploads = await copyUploads(archive, storage, store.id);
      await copyPrivateFiles(archive, storage, store.id);
      if ((listed.get('consignment_terms')?.rows ?? 0) > 0) await ensureDailyJob(tx, store);
      return { storeId: store.id, handle: store.handle, tables: counts, uploads };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stores_handle_unique')) {
      throw new ArchiveRefused('A store with this handle exists here already: choose another with --handle.');
    }
    if (isUniqueViolation(err)) {
      throw new ArchiveRefused(
        `Rows of this archive exist here already (was it imported before?): ${(err as { cause?: Error }).cause?.message ?? err}`,
      );
    }
    throw err;
  } finally {
    archive.close();
  }
}

async function insertStoreRow(tx: Tx, archive: ZipArchive, handle: string | undefined) {
  const text = (await readAll(await archive.open(tableFile('stores')))).toString('utf8');
  const line = text.split('\n')[0] ?? '';
  if (!line) throw new ArchiveRefused('The archive holds no store.');
  const row = JSON.parse(line) as Record<string, unknown>;
  const known = await tx.execute(sql`select attname::text as name from pg_attribute
    where attrelid = 'stores'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`);
  const writable = new Set((known.rows as { name: string }[]).map((r) => r.name));
  const columns = Object.keys(row).filter((c) => c !== 'id' && writable.has(c));
  const values = columns.map((c) =>
    c === 'handle' ? sql`coalesce(${handle ?? null}::text, r.handle)` : sql.raw(`r.${ident(c)}`),
  );
  const result = await tx.execute(sql`insert into stores (${sql.raw(columns.map(ident).join(', '))})
    select ${sql.join(values, sql`, `)} from json_populate_record(null::stores, ${line}::json) r
    returning id, handle, time_zone as "timeZone"`);
  return result.rows[0] as { id: number; handle: string; timeZone: string };
}
