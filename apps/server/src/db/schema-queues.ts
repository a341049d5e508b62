/**
 * The platform's queues: durable jobs and the e-mail outbox. store_id is null for the platform's own work, and
 * the worker picks across stores on purpose, so these two are keyed by id alone (distribution.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, stores } from './schema-stores';

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the e-mail (e.g. the signed agreement as PDF), base64. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; base64: string }[]>()
      .notNull()
      .default([]),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_emails_store_idx').on(t.storeId, t.createdAt),
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    result: jsonb('result'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_ready_idx').on(t.status, t.runAt),
    index('jobs_store_idx').on(t.storeId, t.createdAt),
    // One export per store at a time (issue 28.3), held by the database whatever the number of requests.
    uniqueIndex('jobs_one_store_export_uq')
      .on(t.storeId)
      .where(
        sql`${t.name} in ('stores.export', 'stores.data-export') and ${t.status} in ('queued', 'running')`,
      ),
  ],
);
