/**
 * API keys of the open REST API (issue #17.3). Only a SHA-256 of the secret is stored: the secret is 256 random
 * bits, so a fast hash is enough (nothing to guess from a dictionary). `id` is the key's public part.
 */
import type { ApiKeyScope } from '@backroom/domain/api-keys';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './schema-stores';

export const apiKeys = pgTable(
  'api_keys',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'api_keys_pk', columns: [t.storeId, t.id] }),
    // A request that names no store finds its key by the public id alone.
    index('api_keys_id_idx').on(t.id),
    foreignKey({
      name: 'api_keys_created_by_fk',
      columns: [t.storeId, t.createdBy],
      foreignColumns: [users.storeId, users.id],
    }).onDelete('cascade'),
  ],
);
