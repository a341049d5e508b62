import { type SQL, sql } from 'drizzle-orm';

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
];
