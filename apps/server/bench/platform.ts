/**
 * npm run bench:platform: a platform of 1,000 stores (platform-seed.ts; sizes by env, BENCH_SCALE=0.1 for a
 * quick run), then the mixed workload (platform-workload.ts) through the real server twice: with the memory
 * budget off (MEMORY_BUDGET_MB very large) and on (the default 256; BENCH_BUDGETS lists others). Reports the
 * server's resident memory (peak, from /proc) and p95 per kind of request, and the load average.
 *
 * BENCH_SECONDS (default 60) per run, BENCH_BUSY_SHARE (0.8), BENCH_DB / BENCH_KEEP=1 as in `npm run bench`.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadEnv } from '../src/config/env';
import { TokenSigner } from '../src/core/tokens';
import { openPostgres } from '../src/db/client';
import { platformSizes, seedPlatform } from './platform-seed';
import { memoryOf, type PlatformStore, runWorkload } from './platform-workload';
import { startBenchServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BUSY_SHARE = Number(process.env.BENCH_BUSY_SHARE ?? 0.8);
/** MEMORY_BUDGET_MB of each run: 100000 is "off" (nothing this bench holds comes near it), 256 the default. */
const BUDGETS = (process.env.BENCH_BUDGETS ?? '100000,256').split(',').map((mb) => mb.trim());
const REUSE_DB = process.env.BENCH_DB;
const KEEP_DB = process.env.BENCH_KEEP === '1' || Boolean(REUSE_DB);
/** The bench server's JWT_SECRET (server.ts): the bench signs each store owner's token itself. */
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function platformStores(url: string): Promise<PlatformStore[]> {
  const database = openPostgres(url, 2);
  try {
    const rows = await database.db.execute<{
      id: number;
      handle: string;
      user_id: string;
      session_version: number;
      items: number;
      products: number;
      consigners: number;
      template_id: number;
    }>(sql`
      select s.id, s.handle, u.id as user_id, u.session_version, z.items, z.products, z.consigners,
             (select min(t.id) from product_templates t where t.store_id = s.id) as template_id
      from bench_platform_sizes z join stores s on s.id = z.store_id
      join users u on u.store_id = s.id and u.email = 'owner@' || s.handle || '.test'
      order by z.rank`);
    const signer = new TokenSigner(JWT_SECRET);
    return Promise.all(
      rows.rows.map(async (r) => ({
        id: Number(r.id),
        handle: r.handle,
        token: await signer.sign(
          { userId: r.user_id, storeId: Number(r.id), sessionVersion: Number(r.session_version) },
          4 * 3600,
        ),
        items: Number(r.items),
        products: Number(r.products),
        consigners: Number(r.consigners),
        templateId: Number(r.template_id),
      })),
    );
  } finally {
    await database.close();
  }
}

async function measure(url: string, stores: PlatformStore[], label: string, budgetMb: string) {
  const server = await startBenchServer(url, { MEMORY_BUDGET_MB: budgetMb, PDF_RENDER_THREADS: '0' }, false);
  const pid = server.process.pid!;
  try {
    const idle = memoryOf(pid);
    let peakSampled = idle.rssMb;
    const sampler = setInterval(() => {
      peakSampled = Math.max(peakSampled, memoryOf(pid).rssMb);
    }, 250);
    const loadBefore = load();
    const results = await runWorkload(server.origin, stores, {
      seconds: SECONDS,
      busyShare: BUSY_SHARE,
      seed: 42,
    });
    clearInterval(sampler);
    const end = memoryOf(pid);
    console.log(
      `\n${label} (MEMORY_BUDGET_MB=${budgetMb}): RSS at start ${idle.rssMb} MB, at end ${end.rssMb} MB,` +
        ` peak ${Math.max(end.peakMb, peakSampled)} MB; load average before ${loadBefore}, after ${load()}`,
    );
    console.table(results);
    return {
      label,
      rssStart: idle.rssMb,
      rssEnd: end.rssMb,
      rssPeak: Math.max(end.peakMb, peakSampled),
      results,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const sizes = platformSizes();
  const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const dbName = REUSE_DB ?? `backroom_platform_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if (!REUSE_DB) await admin.query(`create database ${dbName}`);
  const url = Object.assign(new URL(base), { pathname: `/${dbName}` }).toString();
  try {
    if (!REUSE_DB) {
      const database = openPostgres(url, 10);
      await database.migrate();
      const env = loadEnv({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' });
      const t0 = performance.now();
      console.log('Seeding', sizes, `load average ${load()}`);
      const { timings, totals } = await seedPlatform(database.db, env, sizes);
      console.log(
        `Seeded ${totals.stores} stores: ${totals.items.toLocaleString()} items, ${totals.products.toLocaleString()}` +
          ` products, ${totals.consigners.toLocaleString()} consigners in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
        timings,
        `load average ${load()}`,
      );
      await database.close();
    }
    if (KEEP_DB) console.log(`Keeping database ${dbName} (BENCH_DB=${dbName} reuses it)`);
    const stores = await platformStores(url);
    console.log(`${stores.length} stores; ${Math.round(BUSY_SHARE * 100)}% of requests to 10 busy stores`);
    const runs = [];
    for (const mb of BUDGETS) {
      runs.push(await measure(url, stores, Number(mb) >= 100_000 ? 'budget off' : `budget ${mb} MB`, mb));
    }
    console.log(`\nSummary (${SECONDS} s per run, ${stores.length} stores)`);
    console.table(
      runs.flatMap((r) =>
        r.results.map((k) => ({
          run: r.label,
          'RSS peak MB': r.rssPeak,
          kind: k.kind,
          'req/s': k['req/s'],
          'p95 ms': k['p95 ms'],
          non2xx: k.non2xx,
        })),
      ),
    );
  } finally {
    if (!KEEP_DB) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
