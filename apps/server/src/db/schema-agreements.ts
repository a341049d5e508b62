/**
 * The store's consignment agreement (issue 16): versions of its text and who signed which. Tenant tables: every
 * key and reference includes store_id, so a signature can never point at another store's consigner or version.
 */
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { consigners } from './schema-consigners';
import { stores } from './schema-stores';

/** One published version of the agreement; versions are never edited, a change publishes the next one. */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** What staff wrote (markdown) and the sanitised HTML shown to consigners. */
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'agreement_versions_pk', columns: [t.storeId, t.version] })],
);

export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: serial('id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    consignerId: integer('consigner_id').notNull(),
    version: integer('version').notNull(),
    typedName: text('typed_name').notNull(),
    /** 'drawn': `signature` is a PNG data URL of the drawing; 'typed': the typed name is the signature. */
    signatureKind: text('signature_kind').$type<'drawn' | 'typed'>().notNull(),
    signature: text('signature'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    /** Signed on the staff's screen at the counter, witnessed by this employee. */
    signedInStore: boolean('signed_in_store').notNull().default(false),
    witnessUserId: uuid('witness_user_id'),
    witnessName: text('witness_name'),
  },
  (t) => [
    primaryKey({ name: 'agreement_signatures_pk', columns: [t.storeId, t.id] }),
    unique('agreement_signatures_consigner_version_uq').on(t.storeId, t.consignerId, t.version),
    index('agreement_signatures_store_signed_idx').on(t.storeId, t.signedAt),
    foreignKey({
      name: 'agreement_signatures_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'agreement_signatures_version_fk',
      columns: [t.storeId, t.version],
      foreignColumns: [agreementVersions.storeId, agreementVersions.version],
    }),
  ],
);
