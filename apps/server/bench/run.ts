/**
 * npm run bench: a large store on PostgreSQL, then each endpoint under load (autocannon) beside the same SQL
 * run bare through the driver at the same concurrency. Sizes: BENCH_ITEMS, BENCH_PRODUCTS, BENCH_CONSIGNERS.
 *
 * `npm run bench -- --smoke` (or BENCH_SMOKE=1), which `npm test` runs: a tiny store, a few requests per endpoint
 * and one small PDF, so a change that breaks the bench fails the tests; it exits non-zero when a table cannot be
 * made or any request does not answer 2xx.
 */
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadEnv } from '../src/config/env';
import { CONNECTION_OPTIONS, type Database, openPostgres } from '../src/db/client';
import { statementName } from '../src/db/prebuilt';
import { stores, users } from '../src/db/schema';
import { activeCodesSql, type BenchContext, benchStatements, endpoints } from './endpoints';
import { runsNamed } from './named';
import { PDF_LABELS, pdfUnderLoad } from './pdf-load';
import { BENCH_HANDLE, BENCH_OWNER, seedLargeStore } from './seed-large';
import { serializationTable } from './serialization';
import { type BenchServer, startBenchServer } from './server';

const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (SMOKE ? 2 : 20));
/** Smoke: each endpoint this many requests (and its bare SQL this many times) instead of DURATION_S seconds. */
const SMOKE_REQUESTS = 4;
/** Reuse a database seeded by an earlier run with BENCH_KEEP=1 (its name is printed), and keep it. */
const REUSE_DB = process.env.BENCH_DB;
const KEEP_DB = process.env.BENCH_KEEP === '1' || Boolean(REUSE_DB);
/** Only the endpoints whose name matches this regular expression. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const sizes = {
  items: Number(process.env.BENCH_ITEMS ?? (SMOKE ? 2_000 : 1_000_000)),
  products: Number(process.env.BENCH_PRODUCTS ?? (SMOKE ? 200 : 20_000)),
  consigners: Number(process.env.BENCH_CONSIGNERS ?? (SMOKE ? 100 : 5_000)),
};

interface BareStatement {
  sql: string;
  params: unknown[];
  named: boolean;
}

/**
 * The endpoint's statements, one after the other, as the endpoint runs them. `asSent` false: every one sent
 * unnamed on a plain connection (the issue's measure: parsed and planned with its values on each run). true: as
 * the server sends them, a named one under its name on a connection opened as the server's named statements' pool
 * opens them (db/client.ts CONNECTION_OPTIONS: one generic plan), the rest on the plain one.
 */
async function bareSql(url: string, statements: BareStatement[], asSent: boolean) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const planOncePool = new pg.Pool({ connectionString: url, max: 10, options: CONNECTION_OPTIONS });
  const usesPlanOnce = asSent && statements.some((s) => s.named);
  const latencies: number[] = [];
  const started = Date.now();
  const end = started + DURATION_S * 1000;
  let rounds = 0;
  const more = () => (SMOKE ? rounds++ < SMOKE_REQUESTS : Date.now() < end);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (more()) {
        const client = await pool.connect();
        const planOnce = usesPlanOnce ? await planOncePool.connect() : client;
        const t = performance.now();
        try {
          for (const s of statements) {
            if (!asSent || !s.named) await client.query(s.sql, s.params);
            else await planOnce.query({ name: statementName(s.sql), text: s.sql, values: s.params });
          }
        } finally {
          client.release();
          if (planOnce !== client) planOnce.release();
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  await planOncePool.end();
  await pool.end();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  const seconds = SMOKE ? (Date.now() - started) / 1000 : DURATION_S;
  return { rps: latencies.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99) };
}

async function seed(db: Database['db'], env: ReturnType<typeof loadEnv>) {
  const t0 = performance.now();
  const { store, timings } = await seedLargeStore(db, env, sizes);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `Seeded ${sizes.items.toLocaleString()} items, ${sizes.products.toLocaleString()} products, ${sizes.consigners.toLocaleString()} consigners in ${seconds.toFixed(1)} s`,
    timings,
  );
  return store;
}

async function findBenchStore(db: Database['db']) {
  const [store] = await db.select().from(stores).where(eq(stores.handle, BENCH_HANDLE));
  if (!store) throw new Error(`BENCH_DB has no store ${BENCH_HANDLE}`);
  return store;
}

async function main() {
  if (!ONLY || ONLY.test('serialization')) {
    console.log('Writing answers: JSON.stringify (before) and through the response schema (after)');
    console.table(serializationTable(SMOKE ? 50 : 2000));
  }
  const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const dbName = REUSE_DB ?? `backroom_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if (!REUSE_DB) await admin.query(`create database ${dbName}`);
  const url = Object.assign(new URL(base), { pathname: `/${dbName}` }).toString();
  let server: BenchServer | null = null;
  try {
    const database = openPostgres(url);
    await database.migrate();
    const env = loadEnv({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' });
    // A reused database may just have been migrated: fresh statistics, as autovacuum would give it in time.
    if (REUSE_DB) await database.db.execute(sql`analyze`);
    const store = REUSE_DB ? await findBenchStore(database.db) : await seed(database.db, env);
    if (KEEP_DB) console.log(`Keeping database ${dbName} (BENCH_DB=${dbName} reuses it)`);
    const [owner] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.storeId, store.id), eq(users.email, BENCH_OWNER)));
    const sellers = await database.db.execute(
      sql`select id from consigners where store_id = ${store.id} and not is_store_account order by id limit 50`,
    );
    const productPage = await database.db.execute(
      sql`select id from products where store_id = ${store.id} and review_status = 'active' order by title, id limit 20`,
    );
    const active = await database.db.execute(activeCodesSql(store.id, sizes.items));
    const labelIds = await database.db.execute(
      sql`select id from inventories where store_id = ${store.id} order by id limit ${PDF_LABELS}`,
    );
    await database.close();

    server = await startBenchServer(url);
    const { origin, token } = server;
    const ctx: BenchContext = {
      items: sizes.items,
      storeId: store.id,
      handle: BENCH_HANDLE,
      ownerUserId: owner!.id,
      consignerIds: (sellers.rows as { id: number }[]).map((r) => Number(r.id)),
      productIds: (productPage.rows as { id: number }[]).map((r) => Number(r.id)),
      activeCodes: (active.rows as { code: string }[]).map((r) => r.code),
    };

    const rows = [];
    const failures: string[] = [];
    for (const ep of endpoints.filter((e) => !ONLY || ONLY.test(e.name))) {
      // A rotating endpoint asks for a different path on every request (cold caches, many distinct queries).
      const rotation = ep.rotate?.(ctx);
      let turn = 0;
      const result = await autocannon({
        url: `${origin}${ep.path(ctx)}`,
        ...(rotation
          ? {
              requests: [
                {
                  setupRequest: (req: { path?: string }) => {
                    req.path = rotation[turn++ % rotation.length];
                    return req;
                  },
                },
              ],
            }
          : {}),
        method: ep.method,
        connections: CONNECTIONS,
        ...(SMOKE ? { amount: SMOKE_REQUESTS } : { duration: DURATION_S }),
        headers: {
          'x-store-handle': BENCH_HANDLE,
          'content-type': 'application/json',
          ...ep.headers,
          ...(ep.auth ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(ep.body ? { body: JSON.stringify(ep.body(ctx)) } : {}),
      });
      if (result.non2xx > 0 || result.errors > 0 || result.requests.total === 0) {
        failures.push(
          `${ep.name}: ${result.non2xx} non-2xx, ${result.errors} errors of ${result.requests.total}`,
        );
      }
      const dialect = new PgDialect();
      const statements = benchStatements(ep, ctx).map((query) => ({
        ...dialect.sqlToQuery(query),
        named: runsNamed(query),
      }));
      // The measure: every statement sent unnamed (parsed and planned on each run). Beside it, when the
      // server prepares any of them, "as sent": the same statements sent as the server sends them (its names, its
      // connection options: one generic plan), so that ratio is the framework's cost alone.
      const bare = await bareSql(url, statements, false);
      const asSent = statements.some((s) => s.named) ? await bareSql(url, statements, true) : bare;
      rows.push({
        endpoint: ep.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p90 ms': result.latency.p90,
        'p97.5 ms': result.latency.p97_5,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        'bare SQL q/s': Math.round(bare.rps),
        'bare p50 ms': Number(bare.p50.toFixed(2)),
        'bare p95 ms': Number(bare.p95.toFixed(2)),
        'bare p99 ms': Number(bare.p99.toFixed(2)),
        ratio: Number((result.requests.average / bare.rps).toFixed(2)),
        'bare as sent q/s': Math.round(asSent.rps),
        'ratio as sent': Number((result.requests.average / asSent.rps).toFixed(2)),
      });
    }
    const each = SMOKE ? `${SMOKE_REQUESTS} requests` : `${DURATION_S} s`;
    console.log(`\n${CONNECTIONS} connections, ${each} each, PostgreSQL, 1 server process`);
    console.table(rows);
    if (!ONLY || ONLY.test('pdf')) {
      // Measured on servers of their own; the smoke run asks the one already running.
      if (!SMOKE) {
        await server.stop();
        server = null;
      }
      const ids = (labelIds.rows as { id: number }[]).map((r) => Number(r.id));
      failures.push(...(await pdfUnderLoad(url, ids, server ?? undefined)));
    }
    if (failures.length > 0) throw new Error(`Requests that failed:\n  ${failures.join('\n  ')}`);
    if (SMOKE) console.log(`\nBench smoke: every table made, every request answered 2xx`);
  } finally {
    await server?.stop();
    if (!KEEP_DB) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
