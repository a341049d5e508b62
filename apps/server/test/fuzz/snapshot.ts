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
