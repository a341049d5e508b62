import { type SQL, sql } from 'drizzle-orm';
import { filterQuery } from '../src/features/inventory/filters';
import { ITEM_COLUMNS, ITEM_FROM } from '../src/features/inventory/item-sql';
import { filterOptionsSql, paginatedSql } from '../src/features/inventory/queries';

/**
 * The endpoints `npm run bench` measures, each beside the SQL it runs, so the report shows what the HTTP layer
 * costs on top of the database. Later features add their rows here.
 */
export interface BenchEndpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (ctx: BenchContext) => string;
  auth: boolean;
  body?: (ctx: BenchContext) => unknown;
  bareSql: (ctx: BenchContext) => SQL;
}

export interface BenchContext {
  storeId: number;
  handle: string;
  ownerUserId: string;
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
    name: 'GET /api/products?search (word)',
    method: 'GET',
    path: () => '/api/products?search=jordan&pageSize=20',
    auth: true,
    bareSql: (c) => sql`
      select p.id, p.title, p.sku, p.brand, p.image,
        (select min(i.price) from inventories i where i.store_id = p.store_id and i.product_id = p.id
          and i.status = 'Active' and i.deleted_at is null) as price
      from products p
      where p.store_id = ${c.storeId} and p.review_status = 'active'
        and p.search_text like '%jordan%'
        and (select count(*) from products c where c.store_id = ${c.storeId} and c.review_status = 'active'
          and c.search_text like '%jordan%') >= 0
      order by lower(p.sku) = 'jordan' desc, lower(p.title) like 'jordan%' desc, p.title, p.id limit 20`,
  },
  {
    // No substring matches, so the endpoint runs the exact query, then the trigram fallback (bare: fallback only).
    name: 'GET /api/products?search (typo)',
    method: 'GET',
    path: () => '/api/products?search=jordn&pageSize=20',
    auth: true,
    bareSql: (c) => sql`
      select p.id, p.title, p.sku, p.brand, p.image,
        (select min(i.price) from inventories i where i.store_id = p.store_id and i.product_id = p.id
          and i.status = 'Active' and i.deleted_at is null) as price
      from products p
      where p.store_id = ${c.storeId} and p.review_status = 'active'
        and (p.search_text like '%jordn%' or 'jordn' <% p.search_text)
        and (select count(*) from products c where c.store_id = ${c.storeId} and c.review_status = 'active'
          and (c.search_text like '%jordn%' or 'jordn' <% c.search_text)) >= 0
      order by word_similarity('jordn', p.search_text) desc, p.id limit 20`,
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
        and (select count(*) from products c where c.store_id = ${c.storeId} and c.review_status = 'active') >= 0
      order by p.title, p.id limit 20`,
  },
  {
    name: 'GET /api/consigners?search',
    method: 'GET',
    path: () => '/api/consigners?search=number%204&pageSize=20',
    auth: true,
    bareSql: (c) => sql`
      with m as (
        select c.* from consigners c
        where c.store_id = ${c.storeId} and c.deleted_at is null
          and (c.first_name ilike '%number 4%' or c.last_name ilike '%number 4%' or c.email ilike '%number 4%'
            or c.phone ilike '%number 4%' or (c.first_name || ' ' || c.last_name) ilike '%number 4%')
      ), page as (select * from m order by last_name, first_name, id limit 20)
      select page.*, (select count(*) from m) as total, s.sales, s.payouts
      from page left join lateral (
        select sum(coalesce(i.sold_price, i.price)) as sales, sum(i.payout_amount) as payouts from inventories i
        where i.store_id = page.store_id and i.consigner_id = page.id and i.status in ('Sold', 'Paid')
          and i.deleted_at is null
      ) s on true`,
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
      select page.*, (select count(*) from consigners where store_id = ${c.storeId} and deleted_at is null) as total,
        s.sales, s.payouts
      from page left join lateral (
        select sum(coalesce(i.sold_price, i.price)) as sales, sum(i.payout_amount) as payouts from inventories i
        where i.store_id = page.store_id and i.consigner_id = page.id and i.status in ('Sold', 'Paid')
          and i.deleted_at is null
      ) s on true`,
  },
  ...inventoryEndpoints(),
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
      name: 'GET /api/inventories/filterOptions',
      method: 'GET',
      path: () => '/api/inventories/filterOptions',
      auth: true,
      bareSql: (c) => filterOptionsSql(c.storeId, null),
    },
    {
      name: 'GET /api/inventories/code/{code}',
      method: 'GET',
      path: () => '/api/inventories/code/bench_123457',
      auth: true,
      bareSql: (c) =>
        sql`select ${ITEM_COLUMNS} from ${ITEM_FROM}
            where i.store_id = ${c.storeId} and i.code = 'bench_123457' and i.deleted_at is null`,
    },
  ];
}
