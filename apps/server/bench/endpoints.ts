import { filterQuery } from '@backroom/domain/contract/inventory-requests';
import { type Query, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { ITEM_COLUMNS, ITEM_FROM } from '../src/core/item-sql';
import { principalQuery } from '../src/core/principal';
import { storeByHandleQuery } from '../src/core/store';
import type { Db } from '../src/db/client';
import { withValues } from '../src/db/prebuilt';
import * as schema from '../src/db/schema';
import { consignerPageQuery } from '../src/features/consigners/queries';
import { filterOptionsVersionQuery, paginatedSql, runsPrepared } from '../src/features/inventory/queries';
import { cardsQuery } from '../src/features/products/search';
import { scanSql } from '../src/features/register/items';
import { named } from './named';
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
  /** Paths asked in turn instead of `path` (each request a different one); bareSql is the first one's. */
  rotate?: (ctx: BenchContext) => string[];
  auth: boolean;
  body?: (ctx: BenchContext) => unknown;
  /**
   * The statements the endpoint sends to PostgreSQL for `path` (or the first of `rotate`), in order, once its caches
   * are warm; bench-sql.test.ts records the endpoint's own and checks they are the same text.
   */
  bareSql: (ctx: BenchContext) => SQL[];
}

export interface BenchContext {
  /** Inventory items seeded (codes bench_1 … bench_items). */
  items: number;
  storeId: number;
  handle: string;
  ownerUserId: string;
  /** Some of the seeded consigners (not the store account). */
  consignerIds: number[];
  /** The first page of the catalogue (20 products by title): the ids whose cards a product row reads. */
  productIds: number[];
  /** Codes of up to 1,000 Active items, spread over the store: what a register scans. */
  activeCodes: string[];
}

/** The Active codes a bench context scans: every n-th Active item, so the rotation covers the whole table. */
export const activeCodesSql = (storeId: number, items: number) => sql`select code from inventories
  where store_id = ${storeId} and status = 'Active' and deleted_at is null and id % ${Math.max(1, Math.floor(items / 5000))} = 0
  order by id limit 1000`;

/**
 * What an endpoint sends to PostgreSQL, run bare beside it: for a signed-in call, loading its user (every such
 * request does, before the handler), then the handler's statements.
 */
export function benchStatements(ep: BenchEndpoint, c: BenchContext): SQL[] {
  return [...(ep.auth ? [principalSql(c)] : []), ...ep.bareSql(c)];
}

/** Builds the server's own queries without a connection. */
const mockDb = drizzle.mock({ schema }) as unknown as Db;

/** A prepared query of the server (placeholders) as the SQL it runs with these values. */
const prepared = (query: { toSQL(): Query }, values: Record<string, unknown>): SQL =>
  named(withValues(query.toSQL(), values));

const principalSql = (c: BenchContext) =>
  prepared(principalQuery(mockDb), { userId: c.ownerUserId, storeId: c.storeId });
const productCards = (c: BenchContext) =>
  prepared(cardsQuery(mockDb), { storeId: c.storeId, ids: c.productIds });
const consignerPage = (c: BenchContext) =>
  prepared(consignerPageQuery(mockDb), { storeId: c.storeId, ids: c.consignerIds.slice(0, 20) });

export const endpoints: BenchEndpoint[] = [
  {
    // The signed-in user is the whole answer: the statement every signed-in request runs (benchStatements).
    name: 'GET /api/me',
    method: 'GET',
    path: () => '/api/me',
    auth: true,
    bareSql: () => [],
  },
  {
    name: 'GET /open/stores/{domain}',
    method: 'GET',
    path: (c) => `/open/stores/${c.handle}`,
    auth: false,
    bareSql: (c) => [prepared(storeByHandleQuery(mockDb), { handle: c.handle })],
  },
  {
    // The same search again: ids from the store's in-memory index, cards and prices read fresh (one statement).
    name: 'GET /api/products?search (word, repeated)',
    method: 'GET',
    path: () => '/api/products?search=jordan&pageSize=20',
    auth: true,
    bareSql: (c) => [productCards(c)],
  },
  {
    // 20,000 distinct searches (title numbers, SKU parts), none repeated within a run: found in the store's
    // in-memory index, so the database reads only the page's cards (the SQL fallback runs while it is rebuilt).
    name: 'GET /api/products?search (word, every request new)',
    method: 'GET',
    path: () => '/api/products?search=jordan&pageSize=20',
    rotate: () =>
      Array.from({ length: 20_000 }, (_, i) => {
        const term = i % 2 === 0 ? `colorway ${i + 1}` : `sku-00${10_000 + i}`;
        return `/api/products?search=${encodeURIComponent(term)}&pageSize=20`;
      }),
    auth: true,
    bareSql: (c) => [productCards(c)],
  },
  {
    // Misspelt words, each request another page: corrected once per word from the catalogue dictionary (cached
    // per catalogue version), then found in the in-memory index; the database reads the page's cards.
    name: 'GET /api/products?search (typo, every request new)',
    method: 'GET',
    path: () => '/api/products?search=jordn&pageSize=20',
    rotate: () =>
      ['jordn', 'jrdan', 'dnuk', 'yezy', 'adidsa', 'nkie', 'colorwy', 'balanse', 'aisc', 'retor'].flatMap(
        (w) => Array.from({ length: 40 }, (_, i) => `/api/products?search=${w}&pageSize=20&page=${i + 1}`),
      ),
    auth: true,
    bareSql: (c) => [productCards(c)],
  },
  {
    name: 'GET /api/products (first page)',
    method: 'GET',
    path: () => '/api/products?pageSize=20',
    auth: true,
    bareSql: (c) => [productCards(c)],
  },
  {
    // The page from the store's in-memory consigner index; the database reads the page's rows with their sales.
    name: 'GET /api/consigners?search',
    method: 'GET',
    path: () => '/api/consigners?search=number%204&pageSize=20',
    auth: true,
    bareSql: (c) => [consignerPage(c)],
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
    bareSql: (c) => [consignerPage(c)],
  },
  {
    name: 'GET /api/consigners (first page)',
    method: 'GET',
    path: () => '/api/consigners?pageSize=20',
    auth: true,
    bareSql: (c) => [consignerPage(c)],
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
    bareSql: (c) => {
      const filters = filterQuery.parse(query);
      const page = { pageSize: 20, currentPage: 1 };
      const statement = paginatedSql(filters, scope(c), page);
      return [runsPrepared(filters, scope(c), page) ? named(statement) : statement];
    },
  });
  return [
    paginated('Active, newest', { status: 'Active' }),
    paginated('Active at a location', { status: 'Active', location: 'Shelf 3' }),
    paginated('Pending, lowest price', { status: 'Pending', sortOption: 'lowestPrice' }),
    // Matches on a store of any size (Colorway 12, 120-129, 1200-…): a page with rows, counted in the same statement.
    paginated('search by title', { status: 'All', search: 'colorway 12' }),
    // The lists' default: the last 7 days, also counted on every date (the "46 of 426 shown" note).
    paginated('All, last 7 days', {
      status: 'All',
      dateRangeStart: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
      dateRangeEnd: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    }),
    {
      // Served from the per-version cache after the first call: the call reads the version only.
      name: 'GET /api/inventories/filterOptions',
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      path: () => '/api/inventories/filterOptions',
      auth: true,
      bareSql: (c) => [prepared(filterOptionsVersionQuery(mockDb), { storeId: c.storeId })],
    },
    {
      name: 'GET /api/inventories/code/{code} (1,000 codes in turn)',
      method: 'GET',
      path: () => '/api/inventories/code/bench_123457',
      rotate: (c) =>
        Array.from({ length: 1000 }, (_, i) => `/api/inventories/code/bench_${((i * 997) % c.items) + 1}`),
      auth: true,
      bareSql: (c) => [
        named(sql`select ${ITEM_COLUMNS} from ${ITEM_FROM}
            where i.store_id = ${c.storeId} and i.code = ${'bench_1'} and i.deleted_at is null`),
      ],
    },
    {
      // Issue 34's target: adding a scanned item to a sale, p95 ≤ 50 ms on a 1,000,000-item store.
      name: 'GET /api/register/scan?code (1,000 Active codes in turn)',
      method: 'GET',
      path: (c) => `/api/register/scan?code=${encodeURIComponent(c.activeCodes[0]!)}`,
      rotate: (c) => c.activeCodes.map((code) => `/api/register/scan?code=${encodeURIComponent(code)}`),
      auth: true,
      bareSql: (c) => [named(scanSql(c.storeId, c.activeCodes[0]!))],
    },
  ];
}
