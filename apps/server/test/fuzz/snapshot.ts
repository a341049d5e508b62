/** A fingerprint of every table: row count and a hash of the rows, to prove a refused request wrote nothing. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

export type Snapshot = Map<string, string>;

/**
 * Report counters: readers fold the delta rows into the totals, so these change on a later read without any
 * request writing them (their sums are what the reports show, and the report tests check those).
 */
const DERIVED = new Set(['inventory_stats', 'inventory_stat_deltas']);
/** Attempt counters: a refused sign-in or reset is counted on purpose, so the limit holds across instances. */
const COUNTERS = new Set(['rate_limit_counters']);

const queries = new Map<string, string>();

async function tables(db: Db): Promise<{ name: string; tenant: boolean }[]> {
  const result = await db.execute(sql`
    select t.tablename as name,
      exists (select 1 from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.tablename and c.column_name = 'store_id') as tenant
    from pg_tables t where t.schemaname = 'public' and t.tablename not like '__drizzle%' order by 1`);
  return (result.rows as { name: string; tenant: boolean }[]).filter(
    (t) => !DERIVED.has(t.name) && !COUNTERS.has(t.name),
  );
}

/** Every table, or with `storeId` only that store's rows of the tenant tables. */
export async function snapshot(db: Db, storeId?: number): Promise<Snapshot> {
  const key = String(storeId ?? 'all');
  let query = queries.get(key);
  if (!query) {
    const list = (await tables(db)).filter((t) => storeId === undefined || t.tenant);
    const where = (tenant: boolean) =>
      storeId !== undefined && tenant ? ` where x.store_id = ${Number(storeId)}` : '';
    query = list
      .map(
        (t) =>
          `select '${t.name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from "${t.name}" x${where(t.tenant)}`,
      )
      .join(' union all ');
    queries.set(key, query);
  }
  const result = await db.execute(sql.raw(query));
  return new Map((result.rows as { t: string; h: string }[]).map((r) => [r.t, r.h]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}

/**
 * The hostile suites' write check for thousands of requests: a row trigger on every table (but the derived and
 * counter tables above) notes each row written, with its store, in `test_writes`; takeWrites reads and clears the
 * notes after each request. A write that a refused request rolled back leaves no note, as it leaves no row. What
 * snapshot() proves by hashing every table (O(rows) per request), this proves in O(rows written).
 */
export async function watchWrites(db: Db): Promise<void> {
  const list = await tables(db);
  await db.execute(
    sql.raw(`create table if not exists test_writes (table_name text not null, written_store bigint);
      create or replace function test_note_write() returns trigger language plpgsql as $$
      begin
        if TG_OP in ('UPDATE', 'DELETE') then
          insert into test_writes values (TG_TABLE_NAME, (to_jsonb(OLD) ->> 'store_id')::bigint);
        end if;
        if TG_OP in ('INSERT', 'UPDATE') then
          insert into test_writes values (TG_TABLE_NAME, (to_jsonb(NEW) ->> 'store_id')::bigint);
        end if;
        return null;
      end $$;
      create or replace function test_note_truncate() returns trigger language plpgsql as $$
      begin
        insert into test_writes values (TG_TABLE_NAME, -1);
        return null;
      end $$;`),
  );
  for (const { name } of list.filter((t) => t.name !== 'test_writes')) {
    await db.execute(
      sql.raw(`create or replace trigger test_note_write after insert or update or delete on "${name}"
        for each row execute function test_note_write();
        create or replace trigger test_note_truncate after truncate on "${name}"
        for each statement execute function test_note_truncate();`),
    );
  }
}

/**
 * The tables written since the last call (with `storeId`: only that store's rows of tenant tables, or a whole table
 * emptied, noted as store -1), and forgets them.
 */
export async function takeWrites(db: Db, storeId?: number): Promise<string[]> {
  const result = await db.execute(sql`delete from test_writes returning table_name, written_store`);
  const rows = result.rows as { table_name: string; written_store: string | number | null }[];
  const mine = rows.filter(
    (r) =>
      storeId === undefined || (r.written_store !== null && [-1, storeId].includes(Number(r.written_store))),
  );
  return [...new Set(mine.map((r) => r.table_name))].sort();
}
