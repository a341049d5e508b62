/** Reads of the inventory feature: lists, one item, filter options, lowest prices. */

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { fromMinor } from '@backroom/domain/money';
import { CONSIGNER_VISIBLE_STATUSES, INVENTORY_STATUSES } from '@backroom/domain/statuses';
import { type SQL, sql } from 'drizzle-orm';
import {
  ITEM_COLUMNS,
  ITEM_FROM,
  ITEM_LOOKUPS,
  type ItemRow,
  selectItems,
  toItemRows,
} from '../../core/item-sql';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { executeNamed, prebuilt } from '../../db/prebuilt';
import { filterOptionVersions } from '../../db/schema';
import { estimate, memoryBudget } from '../../memory/budget';
import { type ListFilters, matchingProductIds, ORDER_BY, type Scope, whereOf } from './filters';

const gzipAsync = promisify(gzip);

/**
 * Counting every match of a broad filter in a million-item store costs more than the page itself, so the
 * count is exact up to COUNT_CAP items or ten pages beyond the current one, whichever is more; past that the
 * answer says `countCapped` and the count is that lower bound (the pager can always move on).
 */
export const COUNT_CAP = 1000;
export const countLimit = (page: { pageSize: number; currentPage: number }) =>
  Math.max(COUNT_CAP, (page.currentPage + 10) * page.pageSize);

/** A count written into a statement's text; anything but a whole number ≥ 0 is a bug, never SQL. */
function whole(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number for a statement: ${n}`);
  return sql.raw(String(n));
}

/** Pages up to this one run prepared (runsPrepared). */
const PREPARED_PAGES = 3;

/**
 * Whether a page's statement runs prepared under a name (db/prebuilt.ts statementName), planned once per
 * connection. Nearly every request asks for one of the first pages, and each page is its own text (its offset is
 * written in), so later pages run unnamed. So do the filters whose values change the best plan, which one kept
 * plan cannot follow: a search (how many products match), a date range (a day or ten years), one consigner or
 * product (the store account may hold most of the items), and a consigner's own list.
 */
export const runsPrepared = (f: ListFilters, scope: Scope, page: { currentPage: number }) =>
  page.currentPage <= PREPARED_PAGES &&
  !f.search &&
  !hasDateRange(f) &&
  !f.consigner &&
  !f.productId &&
  scope.consignerId === null;

/**
 * The page and its (capped) count in one statement. The page's ids are sorted and cut on the inventory table
 * alone, then joined to products, consigners and places: only the rows shown pay for the joins.
 */
export function paginatedSql(
  f: ListFilters,
  scope: Scope,
  page: { pageSize: number; currentPage: number },
): SQL {
  // A search's product ids are looked up once for the page and the count.
  const search = f.search
    ? sql`sp as materialized (select ${matchingProductIds(scope.storeId, f.search)} as ids),`
    : sql``;
  const ids = f.search ? sql`(select ids from sp)::int[]` : undefined;
  const where = whereOf(f, scope, ids);
  const order = ORDER_BY[f.sortOption];
  // The limits are written into the text: PostgreSQL keeps a prepared statement's generic plan only when it knows
  // them (with parameters it estimates a tenth of the table and plans every run again).
  const capped = (w: SQL) =>
    sql`(select count(*) from (select 1 from inventories i where ${w} limit ${whole(countLimit(page) + 1)}) c)::int`;
  // A list cut to a date range also counts its matches on every date, so the screen can say what the range hides.
  const undated = hasDateRange(f) ? sql`${capped(whereOf(withoutDates(f), scope, ids))}` : sql`null::int`;
  return sql`
    with ${search} page as (
      select i.id from inventories i where ${where}
      order by ${order} limit ${whole(page.pageSize)} offset ${whole((page.currentPage - 1) * page.pageSize)}
    )
    select ${capped(where)} as total_count, ${undated} as undated_count,
           ${ITEM_COLUMNS}
    from page join inventories i on i.store_id = ${scope.storeId} and i.id = page.id ${ITEM_LOOKUPS}
    order by ${order}`;
}

export async function paginatedItems(
  db: DbOrTx,
  {
    filters: f,
    scope,
    page,
  }: { filters: ListFilters; scope: Scope; page: { pageSize: number; currentPage: number } },
): Promise<PaginatedItems> {
  const limit = countLimit(page);
  const statement = paginatedSql(f, scope, page);
  const result = await (runsPrepared(f, scope, page) ? executeNamed(db, statement) : db.execute(statement));
  const raw = result.rows as Record<string, unknown>[];
  let n = raw.length > 0 ? Number(raw[0]!.total_count) : 0;
  let undated = raw.length > 0 && raw[0]!.undated_count !== null ? Number(raw[0]!.undated_count) : null;
  if (raw.length === 0) {
    // A page past the end (or an empty range) still reports how many there are.
    const count = (w: SQL) =>
      sql`(select count(*) from (select 1 from inventories i where ${w} limit ${limit + 1}) c)::int`;
    const undatedSql = hasDateRange(f) ? count(whereOf(withoutDates(f), scope)) : sql`null::int`;
    const counted = await db.execute(sql`select ${count(whereOf(f, scope))} as n, ${undatedSql} as undated`);
    const row = counted.rows[0] as { n: number; undated: number | null };
    n = Number(row.n);
    undated = row.undated === null ? null : Number(row.undated);
  }
  return {
    rows: toItemRows(raw, COUNT_COLUMNS),
    count: Math.min(n, limit),
    countCapped: n > limit,
    undatedCount: undated === null ? null : Math.min(undated, limit),
    undatedCountCapped: undated !== null && undated > limit,
  };
}

/** The counts paginatedSql puts beside each row of the page. */
const COUNT_COLUMNS = new Set(['total_count', 'undated_count']);

export interface PaginatedItems {
  rows: ItemRow[];
  count: number;
  countCapped: boolean;
  /** With a date range: the matches on every date (capped like `count`); null without one. */
  undatedCount: number | null;
  undatedCountCapped: boolean;
}

const hasDateRange = (f: ListFilters) => Boolean(f.dateRangeStart || f.dateRangeEnd);
const withoutDates = (f: ListFilters): ListFilters => ({
  ...f,
  dateRangeStart: undefined,
  dateRangeEnd: undefined,
});

export const LIST_LIMIT = 1000;

export function listItems(db: DbOrTx, f: ListFilters, scope: Scope): Promise<ItemRow[]> {
  return selectItems(db, whereOf(f, scope), sql`order by ${ORDER_BY[f.sortOption]} limit ${LIST_LIMIT}`);
}

/** An item by id (removed ones are gone); a consigner only finds their own. */
export async function itemById(
  db: DbOrTx,
  { storeId, id, consignerId }: { storeId: number; id: number; consignerId: number | null },
) {
  const own = consignerId === null ? sql`` : sql`and i.consigner_id = ${consignerId}`;
  const [row] = await selectItems(
    db,
    sql`i.store_id = ${storeId} and i.id = ${id} and i.deleted_at is null ${own}`,
  );
  return row ?? null;
}

/**
 * An item by its code, for staff (any consigner's) and for a consigner (their own): built once each, and prepared
 * (the store's unique code index finds the one row whatever the store's size).
 */
const byCode = (own: SQL) =>
  prebuilt<{ storeId: number; code: string; consignerId?: number }>(
    () => sql`select ${ITEM_COLUMNS} from ${ITEM_FROM}
      where i.store_id = ${sql.placeholder('storeId')} and i.code = ${sql.placeholder('code')}
        and i.deleted_at is null ${own}`,
    { named: true },
  );
const itemByCodeStatements = {
  staff: byCode(sql``),
  consigner: byCode(sql`and i.consigner_id = ${sql.placeholder('consignerId')}`),
};

/** An item by its label code (removed ones are gone); a consigner only finds their own. */
export async function itemByCode(
  db: DbOrTx,
  { storeId, code, consignerId }: { storeId: number; code: string; consignerId: number | null },
) {
  const result =
    consignerId === null
      ? await itemByCodeStatements.staff.execute(db, { storeId, code })
      : await itemByCodeStatements.consigner.execute(db, { storeId, code, consignerId });
  const [row] = toItemRows(result.rows);
  return row ?? null;
}

/**
 * filterOptions in one statement that answers the finished JSON text: a store may have thousands of
 * consigners, and building the list in the database spares the server parsing and re-serialising it.
 */
export function filterOptionsSql(storeId: number, consignerId: number | null): SQL {
  const consignerWhere =
    consignerId === null
      ? sql`store_id = ${storeId} and deleted_at is null`
      : sql`store_id = ${storeId} and id = ${consignerId}`;
  const statuses = consignerId === null ? INVENTORY_STATUSES : CONSIGNER_VISIBLE_STATUSES;
  const optionValues = (column: string) => sql`coalesce((
      select json_agg(v order by first_template, first_position) from (
        select u.v, min(t.id) as first_template, min(u.n) as first_position
        from product_templates t, unnest(t.${sql.raw(column)}) with ordinality as u(v, n)
        where t.store_id = ${storeId}
        group by u.v) o), '[]'::json)`;
  return sql`
    select json_build_object(
      'consigners', coalesce((
        select json_agg(json_build_object('label', trim(first_name || ' ' || last_name), 'value', id, 'id', id,
          'isStoreAccount', is_store_account) order by last_name, first_name, id)
        from consigners where ${consignerWhere}), '[]'::json),
      'statuses', ${JSON.stringify(statuses)}::json,
      'locations', coalesce((
        select json_agg(json_build_object('id', id, 'label', name, 'name', name, 'value', name) order by id)
        from locations where store_id = ${storeId}), '[]'::json),
      'subLocations', coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name, 'locationName', l.name)
          order by l.name, s.name)
        from sub_locations s join locations l on l.store_id = s.store_id and l.id = s.location_id
        where s.store_id = ${storeId}), '[]'::json),
      'option1Values', ${optionValues('option1_values')},
      'option2Values', ${optionValues('option2_values')},
      'option3Values', ${optionValues('option3_values')}
    )::text as options`;
}

/** The finished filterOptions answer: the envelope's JSON text, and the same bytes gzipped once. */
export interface FilterOptionsAnswer {
  json: string;
  gzip: Buffer;
}

/**
 * Answers of filterOptions per store, scope and version (a big store's lists a megabyte or two of consigners):
 * triggers bump filter_option_versions on every change to what it lists (migration 0013), so a cached answer
 * is never stale, on this instance or another. It is compressed once, not per request.
 */
const filterOptionsCaches = perDatabase((_db: DbOrTx) =>
  memoryBudget.cache<string, FilterOptionsAnswer>(
    'filter options',
    (a, key) => estimate.object + estimate.string(key) + estimate.string(a.json) + a.gzip.byteLength,
  ),
);

/** The version the cached answers are keyed by: a warm filterOptions call runs only this. */
export const filterOptionsVersionQuery = (db: DbOrTx) =>
  db
    .select({ version: filterOptionVersions.version })
    .from(filterOptionVersions)
    .where(storeScoped(filterOptionVersions, sql.placeholder('storeId')));

// Built and prepared once per database handle: building the select cost more server time than the cached
// answer's send (issue 35).
const filterOptionsVersionStatement = perDatabase((db: DbOrTx) =>
  filterOptionsVersionQuery(db).prepare('filter_options_version'),
);

export async function filterOptionsAnswer(
  db: DbOrTx,
  storeId: number,
  consignerId: number | null,
): Promise<FilterOptionsAnswer> {
  const [row] = await filterOptionsVersionStatement(db).execute({ storeId });
  const key = `${storeId}:${consignerId ?? 'staff'}:${row?.version ?? 0}`;
  const filterOptionsCache = filterOptionsCaches(db);
  const cached = filterOptionsCache.get(key);
  if (cached) return cached;
  const result = await db.execute(filterOptionsSql(storeId, consignerId));
  const json = `{"data":${(result.rows[0] as { options: string }).options},"error":null}`;
  const answer = { json, gzip: await gzipAsync(json) };
  filterOptionsCache.set(key, answer);
  return answer;
}

export interface Variant {
  productId: number;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
}

/** getLowestPriceForVariant: the lowest Active price of the product with these option values, minor units. */
export async function lowestPriceForVariant(db: DbOrTx, storeId: number, v: Variant): Promise<number | null> {
  const result = await db.execute(sql`
    select min(price) as lowest from inventories
    where store_id = ${storeId} and product_id = ${v.productId} and status = 'Active' and deleted_at is null
      and coalesce(option1_value, '') = ${v.option1Value ?? ''}
      and coalesce(option2_value, '') = ${v.option2Value ?? ''}
      and coalesce(option3_value, '') = ${v.option3Value ?? ''}`);
  const lowest = (result.rows[0] as { lowest: number | string | null }).lowest;
  return lowest === null ? null : Number(lowest);
}

/** Lowest Active price and Active count per variant of the products with these SKUs (Requested cards). */
export async function lowestPricesBySku(
  db: DbOrTx,
  { storeId, skus, currency }: { storeId: number; skus: string[]; currency: string },
) {
  if (skus.length === 0) return [];
  const result = await db.execute(sql`
    select p.sku, i.product_id, i.option1_value, i.option2_value, i.option3_value,
           min(i.price) as lowest, count(*)::int as in_stock
    from products p join inventories i on i.store_id = p.store_id and i.product_id = p.id
    where p.store_id = ${storeId} and p.sku in (${sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    )})
      and i.status = 'Active' and i.deleted_at is null
    group by p.sku, i.product_id, i.option1_value, i.option2_value, i.option3_value
    order by p.sku, i.option1_value, i.option2_value, i.option3_value`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    sku: r.sku as string,
    productId: Number(r.product_id),
    option1Value: r.option1_value as string | null,
    option2Value: r.option2_value as string | null,
    option3Value: r.option3_value as string | null,
    lowestPrice: fromMinor(Number(r.lowest), currency),
    inStock: Number(r.in_stock),
  }));
}
