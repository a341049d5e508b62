import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { makeSalesShop } from '../../test/sales-factories';
import { type Database, openPostgres } from './client';

/**
 * The restore docs/operations.md "Backups" describes, tested: pg_dump (custom format) of a seeded database,
 * pg_restore into a fresh one, the migrations find nothing to do, and every table has the same rows.
 */
const run = promisify(execFile);
const hasPgDump = await run('pg_dump', ['--version']).then(
  () => true,
  () => false,
);
const url = process.env.DATABASE_URL;

describe.skipIf(!url || !hasPgDump)('backup and restore with pg_dump / pg_restore', () => {
  let ctx: TestContext;
  let restored: Database | null = null;
  const restoredName = `backroom_restore_${randomBytes(4).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-backup-'));
  const urlOf = (name: string) => Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const shop = await makeSalesShop(ctx);
    const sold = await shop.soldItem(shop.seller.consigner.id, 15000);
    await shop.createPayout([sold.id]);
    await shop.item({ price: 9000 });
  }, 60_000);
  afterAll(async () => {
    await restored?.close();
    await admin(`drop database if exists ${restoredName} with (force)`).catch(() => {});
    await ctx?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const COUNTS = `
    select c.relname as "table", (xpath('/row/n/text()',
      query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text::int as n
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') order by 1`;

  it('restores a custom-format dump into a fresh database with every row and no migration left to run', async () => {
    const { rows } = await ctx.deps.db.execute(sql`select current_database() as name`);
    const source = urlOf((rows[0] as { name: string }).name);
    const dump = path.join(dir, 'backroom.dump');
    // The app's stats folder keeps writing: count in the very snapshot pg_dump reads.
    const snapshot = new pg.Client({ connectionString: source });
    await snapshot.connect();
    let original: { table: string; n: number }[];
    try {
      await snapshot.query('begin isolation level repeatable read read only');
      const id = (await snapshot.query('select pg_export_snapshot() as id')).rows[0].id as string;
      original = (await snapshot.query(COUNTS)).rows;
      await run('pg_dump', ['--format=custom', '--no-owner', `--snapshot=${id}`, `--file=${dump}`, source]);
    } finally {
      await snapshot.end();
    }
    expect(fs.statSync(dump).size).toBeGreaterThan(0);
    await admin(`create database ${restoredName}`);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restoredName)}`, dump]);
    restored = openPostgres(urlOf(restoredName), 2);
    const migrations = async (db: Database['db']) =>
      (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0];
    const before = await migrations(restored.db);
    await restored.migrate();
    expect(await migrations(restored.db)).toEqual(before);
    expect(await migrations(restored.db)).toEqual(await migrations(ctx.deps.db));
    expect(original.find((t) => t.table === 'inventories')!.n).toBeGreaterThan(0);
    expect(original.find((t) => t.table === 'payouts')!.n).toBeGreaterThan(0);
    expect((await restored.db.execute(sql.raw(COUNTS))).rows).toEqual(original);
  }, 120_000);
});
