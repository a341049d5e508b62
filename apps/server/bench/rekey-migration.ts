/**
 * How long the re-keying migrations (#18.3: 0031–0033, every older table keyed by (store_id, id)) take on an
 * existing database: migrates a throwaway database up to the migration before them, seeds a large store the way
 * `npm run bench` does (REKEY_ITEMS items, 100,000 by default), then times the remaining migrations, which drop and
 * rebuild the keys, indexes and foreign keys of the seeded tables.
 *   node --import tsx apps/server/bench/rekey-migration.ts (DATABASE_URL names the server; the machine's by default)
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { loadEnv } from '../src/config/env';
import { MIGRATIONS_DIR, openPostgres } from '../src/db/client';
import { seedLargeStore } from './seed-large';

const FIRST_REKEY = '0031_rekey_catalogue';
const ITEMS = Number(process.env.REKEY_ITEMS ?? 100_000);

/** A copy of the migrations folder whose journal ends before `tag`. */
function migrationsBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rekey-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function main() {
  const url = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `backroom_rekey_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 4);
  const before = migrationsBefore(FIRST_REKEY);
  try {
    await migrate(database.db, { migrationsFolder: before });
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
    });
    const sizes = {
      items: ITEMS,
      products: Math.max(100, ITEMS / 50),
      consigners: Math.max(50, ITEMS / 200),
    };
    const seedStart = performance.now();
    await seedLargeStore(database.db, env, sizes);
    const seedMs = Math.round(performance.now() - seedStart);
    const size = await database.db.execute(
      sql`select pg_size_pretty(pg_database_size(current_database())) as s`,
    );
    const start = performance.now();
    await database.migrate();
    const migrateMs = Math.round(performance.now() - start);
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.log(
      JSON.stringify(
        { sizes, seedMs, databaseSize: (size.rows[0] as { s: string }).s, rekeyMigrationMs: migrateMs, load },
        null,
        2,
      ),
    );
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
