/**
 * npm run bench: a large store on PostgreSQL, then each endpoint under load (autocannon) beside the same SQL
 * run bare through the driver at the same concurrency. Sizes: BENCH_ITEMS, BENCH_PRODUCTS, BENCH_CONSIGNERS.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadEnv } from '../src/config/env';
import { openPostgres } from '../src/db/client';
import { users } from '../src/db/schema';
import { type BenchContext, endpoints } from './endpoints';
import { BENCH_HANDLE, BENCH_OWNER, BENCH_PASSWORD, seedLargeStore } from './seed-large';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const sizes = {
  items: Number(process.env.BENCH_ITEMS ?? 1_000_000),
  products: Number(process.env.BENCH_PRODUCTS ?? 20_000),
  consigners: Number(process.env.BENCH_CONSIGNERS ?? 5_000),
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function bareSql(url: string, run: (client: pg.PoolClient) => Promise<unknown>) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const latencies: number[] = [];
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const client = await pool.connect();
        const t = performance.now();
        try {
          await run(client);
        } finally {
          client.release();
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return { rps: latencies.length / DURATION_S, p50: pct(50), p95: pct(95), p99: pct(99) };
}

async function main() {
  const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const dbName = `backroom_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = Object.assign(new URL(base), { pathname: `/${dbName}` }).toString();
  let server: ReturnType<typeof spawn> | null = null;
  try {
    const database = openPostgres(url);
    await database.migrate();
    const env = loadEnv({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const t0 = performance.now();
    const { store, timings } = await seedLargeStore(database.db, env, sizes);
    const seedSeconds = (performance.now() - t0) / 1000;
    console.log(
      `Seeded ${sizes.items.toLocaleString()} items, ${sizes.products.toLocaleString()} products, ${sizes.consigners.toLocaleString()} consigners in ${seedSeconds.toFixed(1)} s`,
      timings,
    );
    const [owner] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.storeId, store.id), eq(users.email, BENCH_OWNER)));
    await database.close();

    const port = await freePort();
    const staffPort = await freePort();
    server = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(port),
          STAFF_PORT: String(staffPort),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          NODE_ENV: 'production',
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${origin}/open/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-handle': BENCH_HANDLE },
      body: JSON.stringify({ email: BENCH_OWNER, password: BENCH_PASSWORD }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const ctx: BenchContext = { storeId: store.id, handle: BENCH_HANDLE, ownerUserId: owner!.id };

    const rows = [];
    for (const ep of endpoints) {
      const result = await autocannon({
        url: `${origin}${ep.path(ctx)}`,
        method: ep.method,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: {
          'x-store-handle': BENCH_HANDLE,
          'content-type': 'application/json',
          ...(ep.auth ? { authorization: `Bearer ${login.data.token}` } : {}),
        },
        ...(ep.body ? { body: JSON.stringify(ep.body(ctx)) } : {}),
      });
      const query = ep.bareSql(ctx);
      const compiled = new PgDialect().sqlToQuery(query);
      const bare = await bareSql(url, (client) => client.query(compiled.sql, compiled.params));
      rows.push({
        endpoint: ep.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p97.5 ms': result.latency.p97_5,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        'bare SQL q/s': Math.round(bare.rps),
        'bare p50 ms': Number(bare.p50.toFixed(2)),
        'bare p95 ms': Number(bare.p95.toFixed(2)),
        'bare p99 ms': Number(bare.p99.toFixed(2)),
        ratio: Number((result.requests.average / bare.rps).toFixed(2)),
      });
    }
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL, 1 server process`);
    console.table(rows);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
