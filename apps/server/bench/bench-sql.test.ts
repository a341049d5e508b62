/**
 * `npm run bench` sets each endpoint beside its "bare SQL" (endpoints.ts, report-endpoints.ts), and the ratio of the
 * two only means something if the bare SQL is what the endpoint runs. Here each endpoint is called on a small bench
 * store, the statements it sends to PostgreSQL are recorded, and they must be the bench row's statements: the same
 * texts (whitespace aside), in the same order. Left out: finding the store the request names, which the HTTP layer
 * caches for a second (once a second is nothing under the bench's load); here the cache is emptied before the
 * request, so that statement comes first every time. Loading the signed-in user is in (benchStatements). On
 * PostgreSQL each statement must also run under a name exactly when the bare one does (bench/named.ts).
 */
import { sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeByHandleQuery } from '../src/core/store';
import { serverWork } from '../src/db/statement-origin';
import { forgetStoreCache } from '../src/http/store-resolution';
import { createTestApp, type TestContext } from '../test/helpers';
import { activeCodesSql, type BenchContext, benchStatements, endpoints } from './endpoints';
import { runsNamed } from './named';
import { BENCH_HANDLE, BENCH_OWNER, BENCH_PASSWORD, seedLargeStore } from './seed-large';

const SIZES = { items: 300, products: 40, consigners: 20 };
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The test app runs on PostgreSQL when DATABASE_URL is set (test/helpers.ts), on PGlite otherwise. */
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
let bench: BenchContext;
let token: string;
let recording: string[] | null = null;
let storeLookup: string;
const restore: (() => void)[] = [];

/**
 * Records each statement as drizzle executes it, in the caller's async context: the server's request handling only
 * (not the test's own statements, not the job worker's), on either driver.
 */
function patch(prototype: { execute: (...args: unknown[]) => unknown }) {
  const original = prototype.execute;
  prototype.execute = function (
    this: { queryString: string; rawQueryConfig?: { name?: string } },
    ...args: unknown[]
  ) {
    if (recording && serverWork.getStore() === 'request') {
      // node-postgres says whether the statement runs under a name (prepared once per connection); PGlite has none.
      const named = ON_POSTGRES && Boolean(this.rawQueryConfig?.name);
      recording.push(`${named ? 'named: ' : ''}${normalise(this.queryString)}`);
    }
    return original.apply(this, args);
  };
  restore.push(() => {
    prototype.execute = original;
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  const { store } = await seedLargeStore(ctx.deps.db, ctx.deps.env, SIZES);
  const owner = await ctx.deps.db.execute(
    sql`select id from users where store_id = ${store.id} and email = ${BENCH_OWNER}`,
  );
  const sellers = await ctx.deps.db.execute(
    sql`select id from consigners where store_id = ${store.id} and not is_store_account order by id limit 50`,
  );
  const productPage = await ctx.deps.db.execute(
    sql`select id from products where store_id = ${store.id} and review_status = 'active' order by title, id limit 20`,
  );
  const active = await ctx.deps.db.execute(activeCodesSql(store.id, SIZES.items));
  bench = {
    items: SIZES.items,
    storeId: store.id,
    handle: BENCH_HANDLE,
    ownerUserId: String((owner.rows[0] as { id: string }).id),
    consignerIds: (sellers.rows as { id: number }[]).map((r) => Number(r.id)),
    productIds: (productPage.rows as { id: number }[]).map((r) => Number(r.id)),
    activeCodes: (active.rows as { code: string }[]).map((r) => r.code),
  };
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/open/auth/login',
    headers: { 'x-store-handle': BENCH_HANDLE },
    payload: { email: BENCH_OWNER, password: BENCH_PASSWORD },
  });
  token = login.json().data.token;
  storeLookup = normalise(storeByHandleQuery(ctx.deps.db).toSQL().sql);
  patch(NodePgPreparedQuery.prototype as never);
  patch(PglitePreparedQuery.prototype as never);
});

afterAll(async () => {
  for (const undo of restore.splice(0)) undo();
  await ctx?.close();
});

/** The statements one request sends, its caches warmed by two earlier requests (as under the bench's load). */
async function statementsOf(method: string, url: string, warm: string[], auth: boolean) {
  const headers = {
    'x-store-handle': BENCH_HANDLE,
    ...(auth ? { authorization: `Bearer ${token}` } : {}),
  };
  for (const path of warm) {
    const res = await ctx.app.inject({ method: method as 'GET', url: path, headers });
    expect(res.statusCode, `${method} ${path}`).toBe(200);
  }
  forgetStoreCache();
  recording = [];
  const res = await ctx.app.inject({ method: method as 'GET', url, headers });
  const sent = recording;
  recording = null;
  if (!auth) return sent;
  expect(sent[0]?.replace(/^named: /, ''), 'the store lookup first').toBe(storeLookup);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return sent.slice(1);
}

describe('npm run bench: each row runs bare exactly the SQL its endpoint runs', () => {
  it.each(endpoints.map((ep) => [ep.name, ep] as const))('%s', async (_name, ep) => {
    const rotation = ep.rotate?.(bench);
    const url = rotation ? rotation[0]! : ep.path(bench);
    const warm = rotation ? [rotation[1]!, rotation[2]!] : [url, url];
    const sent = await statementsOf(ep.method, url, warm, ep.auth);
    const dialect = new PgDialect();
    const bare = benchStatements(ep, bench).map((s) => {
      const named = ON_POSTGRES && runsNamed(s);
      return `${named ? 'named: ' : ''}${normalise(dialect.sqlToQuery(s).sql)}`;
    });
    expect(sent).toEqual(bare);
  });
});
