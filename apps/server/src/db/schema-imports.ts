/**
 * CSV / XLSX imports (issue 17 §1): the uploaded files, the column mappings a store saved, and the key of every
 * row an import wrote, so importing the same file again writes nothing new. Tenant tables: store_id leads every
 * key.
 */
import type { ImportKind } from '@backroom/domain/schemas/imports';
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './schema-stores';

const storeRef = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const importFiles = pgTable(
  'import_files',
  {
    storeId: storeRef(),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').$type<ImportKind>().notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    /** Where the bytes are in the storage interface (private: never served by /uploads). */
    storageKey: text('storage_key').notNull(),
    columns: text('columns').array().notNull(),
    sampleRows: jsonb('sample_rows').$type<string[][]>().notNull(),
    /** The last import job of this file and, for row-by-row imports with failures, the error file's key. */
    jobId: integer('job_id'),
    errorFileKey: text('error_file_key'),
    createdBy: uuid('created_by'),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ name: 'import_files_pk', columns: [t.storeId, t.id] })],
);

export const importMappings = pgTable(
  'import_mappings',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    kind: text('kind').$type<ImportKind>().notNull(),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    primaryKey({ name: 'import_mappings_pk', columns: [t.storeId, t.id] }),
    uniqueIndex('import_mappings_store_name_uq').on(t.storeId, t.kind, sql`lower(${t.name})`),
  ],
);

/**
 * One row an import wrote: `rowKey` is a hash of the row's mapped values and its occurrence among equal rows of
 * the file, so the same file (or the same rows in another order) maps to the same keys.
 */
export const importedRows = pgTable(
  'imported_rows',
  {
    storeId: storeRef(),
    kind: text('kind').$type<ImportKind>().notNull(),
    rowKey: text('row_key').notNull(),
    /** The consigner or item the row made. */
    entityId: integer('entity_id').notNull(),
    fileId: uuid('file_id').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ name: 'imported_rows_pk', columns: [t.storeId, t.kind, t.rowKey] }),
    foreignKey({
      name: 'imported_rows_file_fk',
      columns: [t.storeId, t.fileId],
      foreignColumns: [importFiles.storeId, importFiles.id],
    }).onDelete('cascade'),
  ],
);
