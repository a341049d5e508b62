import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root';
import { lockDataDir } from './lock';
import { readPgliteTemplate } from './pglite-template';
import * as schema from './schema';

/** Both drivers share the query builder; we type against node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The advisory lock key the migrations run under ("Backroom migrations"). */
const MIGRATION_LOCK = 0x4272_6d67;

/**
 * Set on the connections of the generic-plan pool only (`planOnceDb`). A statement the server prepares under a
 * name (db/prebuilt.ts `named`) runs there and keeps one generic plan instead of being planned again on each run:
 * PostgreSQL's own choice planned the inventory page on every run (its generic estimate is 1.5 times the custom
 * one's, for the same plan), two thirds of the statement's cost (issue 35). Not on every connection: the setting
 * also gives every statement sent unnamed with parameters a generic plan (PostgreSQL's plan cache handles the
 * unnamed statement too), and a plan made without the values can be far worse: the CSV import's check of 2,000 row
 * keys with `= any($3)` went from 26 ms to 3 s a chunk (session 20).
 */
export const CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** The generic-plan twin of each PostgreSQL handle (openPostgres), for the statements the server names. */
const planOnceTwins = new WeakMap<object, Db>();

/**
 * Where a named statement runs: the handle's generic-plan twin (its own pool, CONNECTION_OPTIONS), or the handle
 * itself inside a transaction (its one connection) and on PGlite (no twin), where it is planned as usual.
 */
export function planOnceDb(db: DbOrTx): DbOrTx {
  return planOnceTwins.get(db) ?? db;
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // The named statements' pool, opened as they need it: half the size, since they are the short ones. The option
  // is sent with the connection's start (libpq's `options`), so no statement runs before it.
  const planOncePool = new pg.Pool({
    connectionString: url,
    max: Math.max(1, Math.ceil(max / 2)),
    options: CONNECTION_OPTIONS,
  });
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash the
  // process: the pool drops it and opens another on the next query.
  pool.on('error', () => {});
  planOncePool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  planOnceTwins.set(db, drizzlePg(planOncePool, { schema }));
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Instances started together (systemd starting two at boot) migrate one at a time: the others wait on
      // this advisory lock, then find nothing left to run. Its own connection: the pool may have only one.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.end();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), planOncePool.end()]);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export async function openDatabase(env: { DATABASE_URL?: string; dataDir: string }): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const isNew = !fs.existsSync(path.join(env.dataDir, 'pglite'));
  return openPglite({ dataDir: env.dataDir, loadDataDir: (isNew && readPgliteTemplate()) || undefined });
}
