/**
 * The store archive (docs/operations.md "Store exports"): a zip of
 *   manifest.json            this file's StoreArchiveManifest
 *   tables/{table}.jsonl     one JSON object per row (PostgreSQL's row_to_json), one table per file
 *   uploads/{name}           the store's uploaded images and thumbnails
 *   private/imports/{name}   the store's import files and their error files (private: never served)
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DbOrTx, MIGRATIONS_DIR } from '../../db/client';
import type { ManifestSecrets } from './secrets';

export const ARCHIVE_FORMAT = 'backroom-store-export';
/** Raised when a reader of the previous version could no longer import the archive. */
export const ARCHIVE_FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const UPLOADS_DIR = 'uploads/';
export const PRIVATE_DIR = 'private/';

export interface ArchiveTable {
  name: string;
  file: string;
  rows: number;
  /** Rebuilt by triggers on import rather than copied. */
  derived: boolean;
}

export interface StoreArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** The last schema migration of the exporting database (e.g. "0031_citus_distribution"). */
  schemaMigration: string;
  createdAt: string;
  store: { id: number; handle: string; name: string };
  tables: ArchiveTable[];
  uploads: { files: number };
  privateFiles: { files: number };
  /** Version 2: the sign-in secrets are in secrets.enc, encrypted with the owner's passphrase, or left out. */
  secrets: ManifestSecrets;
}

interface JournalEntry {
  tag: string;
  when: number;
}

export function migrationJournal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The tag of the newest migration the database has run. */
export async function schemaMigration(db: DbOrTx): Promise<string> {
  const result = await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const at = Number((result.rows[0] as { at: string | null }).at);
  const entry = migrationJournal().find((e) => e.when === at);
  if (!entry) throw new Error(`The database's last migration (${at}) is not in this build's journal`);
  return entry.tag;
}

/** Archive exports and imports refuse with this; the message is for the person running them. */
export class ArchiveRefused extends Error {}

export function checkManifest(value: unknown): StoreArchiveManifest {
  const manifest = value as Partial<StoreArchiveManifest> | null;
  if (!manifest || manifest.format !== ARCHIVE_FORMAT)
    throw new ArchiveRefused('This is not a Backroom store archive.');
  if (manifest.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveRefused(
      `This archive has format version ${manifest.formatVersion}; this installation reads version ${ARCHIVE_FORMAT_VERSION} only.`,
    );
  }
  const known = migrationJournal().map((e) => e.tag);
  if (!manifest.schemaMigration || !known.includes(manifest.schemaMigration)) {
    throw new ArchiveRefused(
      `This archive comes from a schema (${manifest.schemaMigration}) this installation does not have: upgrade it first.`,
    );
  }
  const tablesListed =
    Array.isArray(manifest.tables) &&
    manifest.tables.every(
      (t) =>
        t &&
        typeof t.name === 'string' &&
        typeof t.file === 'string' &&
        Number.isSafeInteger(t.rows) &&
        t.rows >= 0,
    );
  const secrets = manifest.secrets as { mode?: unknown; iv?: unknown; salt?: unknown } | undefined;
  const secretsNamed =
    secrets?.mode === 'omitted' ||
    (secrets?.mode === 'encrypted' && typeof secrets.iv === 'string' && typeof secrets.salt === 'string');
  const store = manifest.store as Partial<StoreArchiveManifest['store']> | undefined;
  if (!tablesListed || !secretsNamed || !Number.isSafeInteger(store?.id) || typeof store?.handle !== 'string')
    throw new ArchiveRefused('The archive manifest is incomplete.');
  return manifest as StoreArchiveManifest;
}
