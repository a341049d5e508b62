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
import type { SecretBox } from '../../security/secret-box';
import type { FileStorage } from '../../storage';
import { ensureDailyJob } from '../consignment-terms';
import { newSigningSecret, secretContext as webhookSecretContext } from '../webhooks';
import { ident, storeTables, type TableInfo } from './catalogue';
import {
  ArchiveRefused,
  checkManifest,
  MANIFEST_FILE,
  PRIVATE_DIR,
  type StoreArchiveManifest,
  tableFile,
  UPLOADS_DIR,
} from './format';
import { lineBatches, openArchive, readAll, type ZipArchive } from './read-archive';
import { decryptSecrets, SECRET_COLUMNS, SECRET_TABLES, SECRETS_FILE, seal } from './secrets';

const BATCH_ROWS = 1000;
/** Uploads are images of at most a few MB; anything much larger is not one of ours. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface ImportedStore {
  storeId: number;
  handle: string;
  tables: { name: string; rows: number }[];
  uploads: number;
  /** What the person moving the store must know (logins reset, connections to make again). */
  notes: string[];
}

export interface ImportOptions {
  /** Replaces the archive's handle when that one is taken here. */
  handle?: string;
  /** Opens secrets.enc; an archive that carries its sign-in secrets is refused without it. */
  passphrase?: string;
  /** This installation's secret box: the archive's provider secrets are sealed with it again. */
  box?: SecretBox;
}

export const SECRETS_LEFT_OUT =
  'This archive carries no sign-in secrets: every login (staff and consigners) sets a new password with "Forgot password", API keys and the Shopify and Linnworks connections are made again, and each webhook endpoint has a new signing secret (Settings → Webhooks).';

/** The decrypted secrets by table: whole rows of secret tables, and secret column values by the row's old id. */
interface OpenedSecrets {
  rows: Map<string, Record<string, unknown>[]>;
  values: Map<string, Map<string, Record<string, unknown>>>;
}

async function openSecrets(
  archive: ZipArchive,
  manifest: StoreArchiveManifest,
  options: ImportOptions,
): Promise<OpenedSecrets | null> {
  if (manifest.secrets.mode !== 'encrypted') return null;
  if (!options.passphrase) {
    throw new ArchiveRefused(
      "This archive's sign-in secrets are encrypted: give the passphrase chosen at export (--passphrase-file <file> or STORE_ARCHIVE_PASSPHRASE).",
    );
  }
  if (!options.box) throw new Error('importStoreArchive needs the secret box to seal the archive secrets');
  const lines = await decryptSecrets(
    await readAll(await archive.open(SECRETS_FILE)),
    manifest.secrets,
    options.passphrase,
  );
  const opened: OpenedSecrets = { rows: new Map(), values: new Map() };
  for (const line of lines) {
    if ('row' in line) {
      opened.rows.set(line.t, [...(opened.rows.get(line.t) ?? []), line.row]);
    } else {
      const byId = opened.values.get(line.t) ?? new Map();
      byId.set(String(line.id), line.values);
      opened.values.set(line.t, byId);
    }
  }
  return opened;
}

/** The row with its secret columns filled from secrets.enc (sealed with this installation's box), or reset. */
function withSecrets(
  table: string,
  row: Record<string, unknown>,
  storeId: number,
  secrets: OpenedSecrets | null,
  box: SecretBox | undefined,
): Record<string, unknown> {
  const values = secrets?.values.get(table)?.get(String(row.id));
  if (values && box) Object.assign(row, seal({ table, row: { ...values }, storeId, box }));
  else for (const column of SECRET_COLUMNS[table] ?? []) row[column] = null;
  // An endpoint must sign with something: without the archive's secret it gets a new one.
  if (table === 'webhook_endpoints' && row.secret_sealed == null) {
    if (!box) throw new Error('importStoreArchive needs the secret box to give webhook endpoints a secret');
    row.secret_sealed = box.seal(newSigningSecret(), webhookSecretContext(storeId));
  }
  return row;
}

async function* secretBatches(
  rows: Record<string, unknown>[],
  table: string,
  storeId: number,
  box: SecretBox,
) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    yield rows
      .slice(i, i + BATCH_ROWS)
      .map((row) => JSON.stringify(seal({ table, row: { ...row }, storeId, box })));
  }
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

async function readManifest(archive: ZipArchive): Promise<StoreArchiveManifest> {
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse((await readAll(await archive.open(MANIFEST_FILE))).toString('utf8'));
  } catch (err) {
    throw err instanceof ArchiveRefused ? err : new ArchiveRefused('The archive manifest is not JSON.');
  }
  const manifest = checkManifest(manifestJson);
  const missing = manifest.tables
    .filter((t) => t.rows > 0 && !archive.entries.has(t.file))
    .map((t) => t.file);
  if (missing.length) throw new ArchiveRefused(`The archive has no ${[...new Set(missing)].join(', ')}.`);
  return manifest;
}

/**
 * Everything store:import can check before it opens a database: the zip reads, the manifest is this format, every
 * listed file is there and the passphrase opens the secrets.
 */
export async function checkStoreArchive(file: string, options: Pick<ImportOptions, 'passphrase'>) {
  const archive = await openArchive(file);
  try {
    const manifest = await readManifest(archive);
    // The box is needed only to seal; checking the passphrase does not seal anything.
    await openSecrets(archive, manifest, { ...options, box: {} as SecretBox });
    return manifest;
  } finally {
    archive.close();
  }
}

interface ImportArchiveOptions extends ImportOptions {
  storage: FileStorage;
  file: string;
}

/** Imports the archive at `file` as a new store; `handle` replaces the archive's when that one is taken here. */
export async function importStoreArchive(
  db: Db,
  { storage, file, ...options }: ImportArchiveOptions,
): Promise<ImportedStore> {
  const archive = await openArchive(file);
  try {
    const manifest = await readManifest(archive);
    const tables = await storeTables(db);
    const byName = new Map(tables.map((t) => [t.name, t]));
    const unknown = manifest.tables.filter((t) => t.name !== 'stores' && !byName.has(t.name) && t.rows > 0);
    if (unknown.length) {
      throw new ArchiveRefused(`This installation has no table ${unknown.map((t) => t.name).join(', ')}.`);
    }
    const listed = new Map(manifest.tables.map((t) => [t.name, t]));
    const secrets = await openSecrets(archive, manifest, options);
    const notes = secrets ? [] : [SECRETS_LEFT_OUT];
    return await db.transaction(async (tx) => {
      const store = await insertStoreRow(tx, archive, options.handle, (row, id) =>
        withSecrets('stores', row, id, secrets, options.box),
      );
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
        let batches: AsyncIterable<string[]>;
        if (SECRET_TABLES.has(table.name)) {
          if (entry.file !== SECRETS_FILE || !secrets || !options.box) continue;
          batches = secretBatches(secrets.rows.get(table.name) ?? [], table.name, store.id, options.box);
        } else {
          batches = lineBatches(await archive.open(entry.file), BATCH_ROWS);
        }
        for await (let batch of batches) {
          if (SECRET_COLUMNS[table.name]) {
            batch = batch.map((line) =>
              JSON.stringify(
                withSecrets(table.name, parseLine(line, entry.file), store.id, secrets, options.box),
              ),
            );
          }
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
      return { storeId: store.id, handle: store.handle, tables: counts, uploads, notes };
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

function parseLine(line: string, file: string): Record<string, unknown> {
  try {
    const row = JSON.parse(line) as unknown;
    if (row && typeof row === 'object' && !Array.isArray(row)) return row as Record<string, unknown>;
  } catch {}
  throw new ArchiveRefused(`${file} holds a line that is not a JSON row.`);
}

async function insertStoreRow(
  tx: Tx,
  archive: ZipArchive,
  handle: string | undefined,
  secretsOf: (row: Record<string, unknown>, storeId: number) => Record<string, unknown>,
) {
  const text = (await readAll(await archive.open(tableFile('stores')))).toString('utf8');
  const first = text.split('\n')[0] ?? '';
  if (!first) throw new ArchiveRefused('The archive holds no store.');
  const row = parseLine(first, tableFile('stores'));
  const known = await tx.execute(sql`select attname::text as name from pg_attribute
    where attrelid = 'stores'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`);
  const writable = new Set((known.rows as { name: string }[]).map((r) => r.name));
  const columns = Object.keys(row).filter((c) => c !== 'id' && writable.has(c));
  const values = columns.map((c) =>
    c === 'handle' ? sql`coalesce(${handle ?? null}::text, r.handle)` : sql.raw(`r.${ident(c)}`),
  );
  const line = JSON.stringify({ ...row, storefront_access_token: null });
  const result = await tx.execute(sql`insert into stores (${sql.raw(columns.map(ident).join(', '))})
    select ${sql.join(values, sql`, `)} from json_populate_record(null::stores, ${line}::json) r
    returning id, handle, time_zone as "timeZone"`);
  const store = result.rows[0] as { id: number; handle: string; timeZone: string };
  // The store's secrets are sealed to its new id, known only now.
  const token = secretsOf({ ...row }, store.id).storefront_access_token;
  if (typeof token === 'string') {
    await tx.execute(sql`update stores set storefront_access_token = ${token} where id = ${store.id}`);
  }
  return store;
}
