/**
 * npm run bench:platform: a platform of 1,000 stores (platform-seed.ts; sizes by env, BENCH_SCALE=0.1 for a
 * quick run), then the mixed workload (platform-workload.ts) through the real server (the compiled build, plain
 * node): one instance at each memory budget of BENCH_BUDGETS (default 256; 100000 is "off"), then 2 instances
 * behind HAProxy (deploy/haproxy.cfg) at the default budget. Reports each server's resident memory (peak, from
 * /proc), p95 per kind of request, p50/p95/p99 over all requests together with their req/s (issue 35's figure),
 * and the load average; a summary table at the end.
 *
 * BENCH_INSTANCES (default 1,2: the instance counts to run), BENCH_SECONDS (default 60) per run, BENCH_BUSY_SHARE
 * (0.8), BENCH_CONNECTIONS (default 16; a list such as 4,8,16 runs each), BENCH_KINDS (a pattern: only those kinds
 * of request), BENCH_DB / BENCH_KEEP=1 as in `npm run bench`.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadEnv } from '../src/config/env';
import { TokenSigner } from '../src/core/tokens';
import { openPostgres } from '../src/db/client';
import { findHaproxy, startProxy, stop } from '../test/cluster';
import { platformSizes, seedPlatform } from './platform-seed';
import { ALL_REQUESTS, memoryOf, type PlatformStore, runWorkload } from './platform-workload';
import { type BenchServer, startBenchServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BUSY_SHARE = Number(process.env.BENCH_BUSY_SHARE ?? 0.8);
/**
 * MEMORY_BUDGET_MB of each 1-instance run: 100000 is "off" (nothing this bench holds comes near it), 256 the
 * default. Runs of more instances use the default only.
 */
const BUDGETS = (process.env.BENCH_BUDGETS ?? '256').split(',').map((mb) => mb.trim());
const DEFAULT_BUDGET = '256';
/** Server instances of each run: 1 is the server alone, more are behind HAProxy. */
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map((n) => Number(n.trim()));
/** Connections of each run, all kinds together (default 16); a list (4,8,16) runs each in turn. */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '16').split(',').map((n) => Number(n.trim()));
/** Only the kinds of request matching this (e.g. `dashboard`), to see one kind's cost. */
const KINDS = process.env.BENCH_KINDS ? new RegExp(process.env.BENCH_KINDS, 'i') : undefined;
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

async function measure(
  url: string,
  stores: PlatformStore[],
  run: { instances: number; budgetMb: string; connections: number },
) {
  const { instances, budgetMb, connections } = run;
  const budget = Number(budgetMb) >= 100_000 ? 'off' : `${budgetMb} MB`;
  const label = `${instances} instance${instances > 1 ? 's behind HAProxy' : ''}, budget ${budget}, ${connections} connections`;
  const haproxy = instances > 1 ? findHaproxy() : null;
  if (instances > 1 && !haproxy) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const servers: BenchServer[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  try {
    for (let i = 0; i < instances; i++) {
      servers.push(
        await startBenchServer(
          url,
          { MEMORY_BUDGET_MB: budgetMb, PDF_RENDER_THREADS: '0' },
          { signIn: false, compiled: true },
        ),
      );
    }
    if (haproxy) {
      proxy = await startProxy(
        haproxy,
        servers.map((s) => ({
          port: Number(new URL(s.origin).port),
          staffPort: Number(new URL(s.staffOrigin).port),
          process: s.process,
          output: () => '',
        })),
      );
    }
    const pids = servers.map((s) => s.process.pid!);
    const idle = pids.map((pid) => memoryOf(pid).rssMb);
    const peakSampled = [...idle];
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => {
        peakSampled[i] = Math.max(peakSampled[i]!, memoryOf(pid).rssMb);
      });
    }, 250);
    const loadBefore = load();
    const results = await runWorkload(proxy?.url ?? servers[0]!.origin, stores, {
      seconds: SECONDS,
      busyShare: BUSY_SHARE,
      seed: 42,
      connectionScale: connections / 16,
      kinds: KINDS,
    });
    clearInterval(sampler);
    const loadAfter = load();
    const end = pids.map((pid) => memoryOf(pid));
    const rssPeak = end.map((m, i) => Math.max(m.peakMb, peakSampled[i]!));
    console.log(
      `\n${label}: RSS at start ${idle.join(' + ')} MB, at end ${end.map((m) => m.rssMb).join(' + ')} MB,` +
        ` peak ${rssPeak.join(' + ')} MB; load average before ${loadBefore}, after ${loadAfter}`,
    );
    console.table(results);
    return { label, instances, budget, connections, rssStart: idle, rssPeak, loadBefore, loadAfter, results };
  } finally {
    if (proxy) await stop(proxy.process);
    await Promise.all(servers.map((s) => s.stop()));
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
    for (const instances of INSTANCES) {
      for (const mb of instances === 1 ? BUDGETS : [DEFAULT_BUDGET]) {
        for (const connections of CONNECTIONS) {
          runs.push(await measure(url, stores, { instances, budgetMb: mb, connections }));
        }
      }
    }
    console.log(
      `\nSummary (${SECONDS} s per run, ${stores.length} stores; p50/p95/p99 ms over all requests)`,
    );
    // One row per run, indexed by its number.
    const summary = runs.map((r, i) => {
      const all = r.results.find((k) => k.kind === ALL_REQUESTS)!;
      const perKind = r.results.filter((k) => k !== all).map((k) => [`p95 ${k.kind}`, k['p95 ms']]);
      const row = {
        instances: r.instances,
        budget: r.budget,
        connections: r.connections,
        'req/s': all['req/s'],
        'p50 all': all['p50 ms'],
        'p95 all': all['p95 ms'],
        'p99 all': all['p99 ms'],
        ...Object.fromEntries(perKind),
        non2xx: all.non2xx,
        'RSS peak MB': r.rssPeak.join(' + '),
        'load 1m before': r.loadBefore.split(' ')[0],
        'load 1m after': r.loadAfter.split(' ')[0],
      };
      return [i + 1, row] as const;
    });
    console.table(Object.fromEntries(summary));
  } finally {
    if (!KEEP_DB) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
