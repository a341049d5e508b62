/**
 * Outbound webhooks (issue #17 part 2). Tenant tables: store_id leads every primary key, unique index and
 * foreign key, so a row can only ever point at rows of its own store.
 *
 * - webhook_endpoints: where a store sends events; the signing secret is sealed (security/secret-box.ts).
 * - webhook_events: the outbox. A change writes its events in its own transaction; `data` is the payload.
 * - webhook_deliveries: one event to one endpoint; `ordering_key` (the item, order, payout...) keeps a later
 *   event for the same thing waiting until the earlier one is delivered or given up.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stores } from './schema-stores';

const storeRef = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** After a roll, the previous secret (sealed) signs deliveries too until previous_secret_expires_at. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** The first failed delivery since the last success; a day of failures disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'webhook_endpoints_pk', columns: [t.storeId, t.id] })],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    storeId: storeRef(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    orderingKey: text('ordering_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'webhook_events_pk', columns: [t.storeId, t.id] })],
);

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed' | 'skipped';

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    storeId: storeRef(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    orderingKey: text('ordering_key').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': after this another worker may take the delivery over (its sender died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'webhook_deliveries_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.storeId, t.endpointId],
      foreignColumns: [webhookEndpoints.storeId, webhookEndpoints.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_event_fk',
      columns: [t.storeId, t.eventId],
      foreignColumns: [webhookEvents.storeId, webhookEvents.id],
    }).onDelete('cascade'),
    // The delivery log of an endpoint, newest first.
    index('webhook_deliveries_log_idx').on(t.storeId, t.endpointId, t.id),
    // "Is an earlier event for this item still on its way?"
    index('webhook_deliveries_open_idx')
      .on(t.storeId, t.endpointId, t.orderingKey, t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
