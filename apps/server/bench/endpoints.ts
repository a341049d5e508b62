import { type SQL, sql } from 'drizzle-orm';
import { filterQuery } from '../src/features/inventory/filters';
import { ITEM_COLUMNS, ITEM_FROM } from '../src/features/inventory/item-sql';
import { filterOptionsSql, paginatedSql } from '../src/features/inventory/queries';
import { reportEndpoints } from './report-endpoints';

/**
 * The endpoints `npm run bench` measures, each beside the SQL it runs, so the report shows what the HTTP layer
 * costs on top of the database. Later features add their rows here.
 */
export interface BenchEndpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (ctx: BenchContext) => string;
  /** Extra request headers (e.g. the Accept-Encoding every browser sends). */
  headers?: Record<string, string>;
  /** Paths asked in turn instead of `path` (each request a different one); bareSql runs the first. */
  rotate?: (ctx: BenchContext) => string[];
  auth: boolean;
  body?: (ctx: BenchContext) => unknown;
  bareSql: (ctx: BenchContext) => SQL;
}

export interface BenchContext {
  storeId: number;
  handle: string;
  ownerUserId: string;
  /** Some of the seeded consigners (not the store account). */
  consignerIds: number[];
}

export const endpoints: BenchEndpoint[] = [
  {
    name: 'GET /api/me',
    method: 'GET',
    path: () => '/api/me',
    auth: true,
    bareSql: (c) => sql`
      select u.*, c.*, e.* from users u
      left join consigners c on c.user_id = u.id and c.deleted_at is null
      left join employees e on e.user_id = u.id and e.deleted_at is null
      where u.id = ${c.ownerUserId} and u.store_id = ${c.storeId} limit 1`,
  },
  {
    name: 'GET /open/stores/{domain}',
    method: 'GET',
    path: (c) => `/open/stores/${c.handle}`,
    auth: false,
    bareSql: (c) => sql`select * from stores where handle = ${c.handle} limit 1`,
  },
  {
    // The same search again: ids from the store's in-memory index, cards and prices read fresh (one statement).
    name: 'GET /api/products?search (word, repeated)',
    method: 'GET',
    path: () => '/api/products?search=jordan&pageSize=20',
    auth: true,
    bareSql: (c) => sql`
      select (select version from catalogue_versions where store_id = ${c.storeId}) as v,
        p.id, p.title, p.sku, p.brand, p.image,
        (select min(i.price) from inventories i where i.store_id = p.store_id and i.product_id = p.id
          and i.status = 'Active' and i.deleted_at is null) as price
      from products p where p.store_id = ${c.storeId}
        and p.id in (select id from products where store_id = ${c.storeId} order by id limit 20)`,
  },
  {
    // 20,000 distinct searches (title numbers, SKU parts), none repeated within a run. The bare SQL is what the
    // search costs without the in-memory index (the fallback while it is built or outdated).
    name: 'GET /api/products?search (word, every request new)',
    method: 'GET',
    path: () => '/api/products?search=jordan&pageSize=20',
    rotate: () =>
      Array.from({ length: 20_000 }, (_, i) => {
        const term = i % 2 === 0 ? `colorway ${i + 1}` : `sku-00${10_000 + i}`;
        return `/api/products?search=${encodeURIComponent(term)}&pageSize=20`;
      }),
    auth: true,
    bareSql: (c) => sql`
      with found as (
        (select 0 as tier, id, title from products
          where store_id = ${c.storeId} and review_status = 'active' and lower(sku) = 'jordan' limit 20)
        union all
        (select 1 as tier, id, title from products
          where store_id = ${c.storeId} and review_status = 'active' and search_text like '%jordan%'
            and lower(sku) <> 'jordan' order by title, id limit 20)
      )
      select f.id, (select count(*) from (select 1 from products where store_id = ${c.storeId}
          and review_status = 'active' and search_text like '%jordan%' limit 1001) c) as total,
        (select min(i.price) from inventories i where i.store_id = ${c.storeId} and i.product_id = f.id
          and i.status = 'Active' and i.deleted_at is null) as price
      from found f order by tier, title, id limit 20`,
  },
  {
    // Misspelt words, each request another one: corrected from the catalogue dictionary, then searched.
    name: 'GET /api/products?search (typo, every request new)',
    method: 'GET',
    path: () => '/api/products?search=jordn&pageSize=20',
    rotate: () =>
      ['jordn', 'jrdan', 'dnuk', 'yezy', 'adidsa', 'nkie', 'colorwy', 'balanse', 'aisc', 'retor'].flatMap(
        (w) => Array.from({ length: 40 }, (_, i) => `/api/products?search=${w}&pageSize=20&page=${i + 1}`),
      ),
    auth: true,
    bareSql: (c) => sql`
      select word from product_words where store_id = ${c.storeId} and word % 'jordn'
      order by word <-> 'jordn', word limit 3`,
  },
  {
    name: 'GET /api/products (first page)',
    method: 'GET',
    path: () => '/api/products?pageSize=20',
    auth: true,
    bareSql: (c) => sql`
      select p.id, p.title, p.sku, p.brand, p.image,
        (select min(i.price) from inventories i where i.store_id = p.store_id and i.product_id = p.id
          and i.status = 'Active' and i.deleted_at is null) as price
      from products p where p.store_id = ${c.storeId} and p.review_status = 'active'
        and (select count(*) from (select 1 from products c where c.store_id = ${c.storeId}
          and c.review_status = 'active' limit 1001) c) >= 0
      order by p.title, p.id limit 20`,
  },
  {
    name: 'GET /api/consigners?search',
    method: 'GET',
    path: () => '/api/consigners?search=number%204&pageSize=20',
    auth: true,
    bareSql: (c) => sql`
      with page as (
        select c.* from consigners c
        where c.store_id = ${c.storeId} and c.deleted_at is null and c.search_text like '%number 4%'
        order by last_name, first_name, id limit 20
      )
      select page.*, (select count(*) from (select 1 from consigners c where c.store_id = ${c.storeId}
          and c.deleted_at is null and c.search_text like '%number 4%' limit 1001) n) as total, s.sales, s.payouts
      from page left join lateral (
        select sum(coalesce(i.sold_price, i.price)) as sales, sum(i.payout_amount) as payouts from inventories i
        where i.store_id = page.store_id and i.consigner_id = page.id and i.status in ('Sold', 'Paid')
          and i.deleted_at is null
      ) s on true`,
  },
  {
    // 20,000 distinct searches (names, e-mails), none repeated within a run; bare SQL as above.
    name: 'GET /api/consigners?search (every request new)',
    method: 'GET',
    path: () => '/api/consigners?search=number%204&pageSize=20',
    rotate: () =>
      Array.from({ length: 20_000 }, (_, i) => {
        const term = i % 2 === 0 ? `number ${i + 1}` : `seller${i + 1}@`;
        return `/api/consigners?search=${encodeURIComponent(term)}&pageSize=20`;
      }),
    auth: true,
    bareSql: (c) => sql`
      select c.id from consigners c
      where c.store_id = ${c.storeId} and c.deleted_at is null and c.search_text like '%number 4%'
      order by last_name, first_name, id limit 20`,
  },
  {
    name: 'GET /api/consigners (first page)',
    method: 'GET',
    path: () => '/api/consigners?pageSize=20',
    auth: true,
    bareSql: (c) => sql`
      with page as (
        select c.* from consigners c where c.store_id = ${c.storeId} and c.deleted_at is null
        order by c.last_name, c.first_name, c.id limit 20
      )
      select page.*, (select count(*) from (select 1 from consigners where store_id = ${c.storeId}
          and deleted_at is null limit 1001) n) as total,
        s.sales, s.payouts
      from page left join lateral (
        select sum(coalesce(i.sold_price, i.price)) as sales, sum(i.payout_amount) as payouts from inventories i
        where i.store_id = page.store_id and i.consigner_id = page.id and i.status in ('Sold', 'Paid')
          and i.deleted_at is null
      ) s on true`,
  },
  ...inventoryEndpoints(),
  ...reportEndpoints(),
];

/**
 * Inventory lists (spec 2 §7): the bare SQL is the very statement the endpoint runs (built by the same
 * function), so the ratio is the cost of auth, validation, mapping and JSON.
 */
function inventoryEndpoints(): BenchEndpoint[] {
  const scope = (c: BenchContext) => ({ storeId: c.storeId, timeZone: 'UTC', consignerId: null });
  const paginated = (name: string, query: Record<string, string>): BenchEndpoint => ({
    name: `GET /api/inventories/paginatedInventories (${name})`,
    method: 'GET',
    path: () => `/api/inventories/paginatedInventories?${new URLSearchParams({ ...query, pageSize: '20' })}`,
    auth: true,
    bareSql: (c) => paginatedSql(filterQuery.parse(query), scope(c), { pageSize: 20, currentPage: 1 }),
  });
  return [
    paginated('Active, newest', { status: 'Active' }),
    paginated('Active at a location', { status: 'Active', location: 'Shelf 3' }),
    paginated('Pending, lowest price', { status: 'Pending', sortOption: 'lowestPrice' }),
    paginated('search by title', { status: 'All', search: 'colorway 12345' }),
    {
      // Served from the per-version cache after the first call; the bare SQL builds it from scratch.
      name: 'GET /api/inventories/filterOptions',
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      path: () => '/api/inventories/filterOptions',
      auth: true,
      bareSql: (c) => filterOptionsSql(c.storeId, null),
    },
    {
      name: 'GET /api/inventories/code/{code} (1,000 codes in turn)',
      method: 'GET',
      path: () => '/api/inventories/code/bench_123457',
      rotate: () =>
        Array.from({ length: 1000 }, (_, i) => `/api/inventories/code/bench_${((i * 997) % 1_000_000) + 1}`),
      auth: true,
      bareSql: (c) =>
        sql`select ${ITEM_COLUMNS} from ${ITEM_FROM}
            where i.store_id = ${c.storeId} and i.code = 'bench_123457' and i.deleted_at is null`,
    },
  ];
}
