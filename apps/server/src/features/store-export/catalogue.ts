/**
 * What a store archive holds and how its rows point at each other, read from the database's own catalogue
 * (docs/operations.md "Moving a store"): every table with store_id, its columns, whether its id comes from a
 * sequence, and which columns hold another table's id (foreign keys, plus the few references no key declares).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The job queue stays behind: the export itself runs there, and the target runs its own jobs. */
export const NOT_EXPORTED: ReadonlySet<string> = new Set(['jobs']);

/**
 * Kept by triggers from other rows (stats, paid buckets, search words, version counters): in the archive for
 * completeness, but on import the triggers rebuild them as the rows they come from go in.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'inventory_stats',
  'inventory_stat_deltas',
  'paid_payout_buckets',
  'filter_option_versions',
  'catalogue_versions',
  'product_words',
]);

export type Reference =
  | { kind: 'id'; target: string }
  /** An int[] of ids. */
  | { kind: 'ids'; target: string }
  /** Points at a different table depending on another column's value. */
  | { kind: 'byColumn'; column: string; targets: Record<string, string> }
  /** Points at something that is not carried (a job): set to null on import. */
  | { kind: 'dropped' };

/** References no foreign key declares; a test checks each still names real columns. */
export const SOFT_REFERENCES: Record<string, Record<string, Reference>> = {
  inventories: { terms_id: { kind: 'id', target: 'consignment_terms' } },
  scans: {
    inventory_ids: { kind: 'ids', target: 'inventories' },
    missing_ids: { kind: 'ids', target: 'inventories' },
    over_scanned_ids: { kind: 'ids', target: 'inventories' },
  },
  imported_rows: {
    entity_id: {
      kind: 'byColumn',
      column: 'kind',
      targets: { consigners: 'consigners', items: 'inventories' },
    },
  },
  import_files: { job_id: { kind: 'dropped' } },
  inventory_stats: { location_id: { kind: 'id', target: 'locations' } },
  inventory_stat_deltas: { location_id: { kind: 'id', target: 'locations' } },
  // The cashier of a counter sale; the sale outlives the employee's removal.
  register_sales: { employee_id: { kind: 'id', target: 'employees' } },
  register_returns: { employee_id: { kind: 'id', target: 'employees' } },
  register_return_lines: { inventory_id: { kind: 'id', target: 'inventories' } },
  register_shifts: {
    opened_by: { kind: 'id', target: 'employees' },
    closed_by: { kind: 'id', target: 'employees' },
  },
  register_cash_moves: { employee_id: { kind: 'id', target: 'employees' } },
  store_credit_entries: {
    sale_id: { kind: 'id', target: 'register_sales' },
    return_id: { kind: 'id', target: 'register_returns' },
    employee_id: { kind: 'id', target: 'employees' },
  },
};

export interface TableInfo {
  name: string;
  /** Columns that can be written (generated columns are left out), in table order. */
  columns: string[];
  /** The sequence behind `id` when the table's ids are shared by all stores (they are remapped on import). */
  idSequence: string | null;
  /** `id` is GENERATED ALWAYS: an insert with ids needs OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  references: Record<string, Reference>;
  /** Every table a foreign key of this one points at, whatever the key's columns (e.g. (store_id, version)). */
  dependsOn: string[];
  derived: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const ident = quote;

/** Every tenant table of the store's data, each after the tables it points at. */
export async function storeTables(db: DbOrTx): Promise<TableInfo[]> {
  const tables = await db.execute(sql`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum) as columns,
      case when exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'id')
        then pg_get_serial_sequence(quote_ident(c.relname), 'id') end as "idSequence",
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'id' and a.attidentity = 'a')
        as "identityAlways"
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'store_id')`);
  const keys = await db.execute(sql`
    select f.conrelid::regclass::text as "table", f.confrelid::regclass::text as target,
      array(select a.attname::text from unnest(f.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.n order by k.i) as columns,
      array(select a.attname::text from unnest(f.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.n order by k.i) as "targetColumns"
    from pg_constraint f
    where f.contype = 'f' and f.connamespace = current_schema()::regnamespace`);
  const infos = new Map<string, TableInfo>();
  for (const row of tables.rows as Omit<TableInfo, 'references' | 'dependsOn' | 'derived'>[]) {
    if (NOT_EXPORTED.has(row.name)) continue;
    infos.set(row.name, {
      ...row,
      references: { ...SOFT_REFERENCES[row.name] },
      dependsOn: [],
      derived: DERIVED_TABLES.has(row.name),
    });
  }
  for (const key of keys.rows as {
    table: string;
    target: string;
    columns: string[];
    targetColumns: string[];
  }[]) {
    const info = infos.get(key.table);
    if (!info || key.target === 'stores') continue;
    // Insert order follows every key, not only those onto `id` (agreement_signatures → agreement_versions).
    if (key.target !== key.table && !info.dependsOn.includes(key.target)) info.dependsOn.push(key.target);
    key.targetColumns.forEach((targetColumn, i) => {
      if (targetColumn === 'id') info.references[key.columns[i]!] = { kind: 'id', target: key.target };
    });
  }
  return inDependencyOrder([...infos.values()]);
}

function targetsOf(table: TableInfo): string[] {
  return Object.values(table.references)
    .flatMap((r) =>
      r.kind === 'id' || r.kind === 'ids'
        ? [r.target]
        : r.kind === 'byColumn'
          ? Object.values(r.targets)
          : [],
    )
    .concat(table.dependsOn);
}

function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting')
      throw new Error(`Tables reference each other in a cycle at ${table.name}`);
    state.set(table.name, 'visiting');
    for (const target of targetsOf(table)) {
      const next = byName.get(target);
      if (next && next !== table) visit(next);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}
