import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { KEYED_BY_ID_ALONE, REFERENCE_TABLES } from './distribution';

/**
 * Reads the migrated database's catalogue and checks the rules that let it be distributed by store (Citus, with
 * `store_id` as the distribution column; issue #18.3, docs/operations.md): a table without `store_id` must be a
 * declared reference table; a tenant table's primary key, unique constraints and unique indexes include
 * `store_id`, and so does every foreign key to another tenant table. Older tables that still break a rule are
 * listed in `KEYED_BY_ID_ALONE`, a list that may only shrink.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Constraint {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f' | 'i';
  columns: string[];
  referencedTable: string | null;
  referencedColumns: string[];
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await ctx.deps.db.execute(query)).rows as T[];
}

async function tablesWithStoreId() {
  const tables = await rows<{ table: string; has_store: boolean }>(sql`
    select c.relname as table,
           exists (select 1 from pg_attribute a
                   where a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped) as has_store
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like '\\_\\_%'`);
  return tables;
}

async function constraints(): Promise<Constraint[]> {
  const keyed = await rows<{
    table: string;
    name: string;
    kind: 'p' | 'u' | 'f';
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
  }>(sql`
    select t.relname as table, con.conname as name, con.contype as kind,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(num, pos)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.pos) as columns,
           rt.relname as ref_table,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(num, pos)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.pos) as ref_columns
    from pg_constraint con
    join pg_class t on t.oid = con.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    left join pg_class rt on rt.oid = con.confrelid
    where n.nspname = 'public' and con.contype in ('p', 'u', 'f')`);
  // Unique indexes made with CREATE UNIQUE INDEX (not constraints) count too.
  const indexes = await rows<{ table: string; name: string; columns: string[] }>(sql`
    select t.relname as table, i.relname as name,
           array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality k(num, pos)
                 join pg_attribute a on a.attrelid = t.oid and a.attnum = k.num order by k.pos) as columns
    from pg_index ix
    join pg_class i on i.oid = ix.indexrelid
    join pg_class t on t.oid = ix.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and ix.indisunique and not ix.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = ix.indexrelid)`);
  return [
    ...keyed.map((c) => ({
      table: c.table,
      name: c.name,
      kind: c.kind,
      columns: c.columns,
      referencedTable: c.ref_table,
      referencedColumns: c.ref_columns ?? [],
    })),
    ...indexes.map((i) => ({
      table: i.table,
      name: i.name,
      kind: 'i' as const,
      columns: i.columns,
      referencedTable: null,
      referencedColumns: [],
    })),
  ];
}

/** Every rule the catalogue breaks, as `table: what` lines. */
async function violations() {
  const tables = await tablesWithStoreId();
  const tenant = new Set(tables.filter((t) => t.has_store).map((t) => t.table));
  const found: string[] = [];
  for (const t of tables) {
    if (!t.has_store && !REFERENCE_TABLES.has(t.table)) {
      found.push(`${t.table}: no store_id and not a declared reference table`);
    }
  }
  const all = await constraints();
  for (const table of tenant) {
    if (!all.some((c) => c.table === table && c.kind === 'p')) found.push(`${table}: no primary key`);
  }
  for (const c of all) {
    if (!tenant.has(c.table)) continue;
    if (c.kind === 'f') {
      if (!c.referencedTable || !tenant.has(c.referencedTable)) continue; // to a reference table: allowed
      const storeAt = c.columns.indexOf('store_id');
      if (storeAt < 0 || c.referencedColumns[storeAt] !== 'store_id') {
        found.push(`${c.table}: foreign key ${c.name} to ${c.referencedTable} without store_id`);
      }
    } else if (!c.columns.includes('store_id')) {
      const what = c.kind === 'p' ? 'primary key' : c.kind === 'u' ? 'unique constraint' : 'unique index';
      found.push(`${c.table}: ${what} ${c.name} without store_id`);
    }
  }
  return found.sort();
}

describe('the schema can be distributed by store', () => {
  it('breaks no distribution rule except the listed older ones', async () => {
    const found = await violations();
    const unlisted = found.filter((v) => !KEYED_BY_ID_ALONE.has(v));
    expect(unlisted, 'a new table or constraint breaks a rule in docs/operations.md').toEqual([]);
  });

  it('lists no older exception that the schema no longer has (the list only shrinks)', async () => {
    const found = new Set(await violations());
    expect([...KEYED_BY_ID_ALONE].filter((v) => !found.has(v))).toEqual([]);
  });

  it('clears only the id column, never store_id, when a composite foreign key sets null on delete', async () => {
    // Drizzle writes a plain ON DELETE SET NULL, which would null store_id (NOT NULL) and fail the delete: the
    // migration must say SET NULL (x_id), PostgreSQL 15's column list.
    const nullingStore = await rows<{ name: string }>(sql`
      select con.conname as name
      from pg_constraint con join pg_namespace n on n.oid = con.connamespace
      where n.nspname = 'public' and con.contype = 'f' and con.confdeltype = 'n'
        and exists (select 1 from unnest(con.conkey) k(num)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                    where a.attname = 'store_id')
        and exists (select 1 from unnest(coalesce(con.confdelsetcols, con.conkey)) k(num)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                    where a.attname = 'store_id')`);
    expect(nullingStore.map((c) => c.name)).toEqual([]);
  });

  it('declares only tables that exist and have no store_id as reference tables', async () => {
    const tables = await tablesWithStoreId();
    const withoutStore = new Set(tables.filter((t) => !t.has_store).map((t) => t.table));
    expect([...REFERENCE_TABLES].filter((t) => !withoutStore.has(t))).toEqual([]);
  });
});
