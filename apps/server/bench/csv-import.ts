/**
 * CSV import of 100,000 item rows (issue 17 §1, issue 35), on PostgreSQL, against the real server: the compiled
 * build (apps/server/dist/main.js, built first when missing or stale) run with plain node in a child process in
 * production mode, as `npm run start:prod` runs it. This process seeds the store, makes the file and talks HTTP:
 * it signs in as the owner, uploads the CSV (multipart), starts the dry-run job and the all-or-nothing import job
 * (then the same file again, which creates nothing) and polls each job to its end through GET /api/jobs/{id}.
 *
 * Per step it prints the wall time, the server process's CPU time (utime + stime from /proc/<pid>/stat, its worker
 * threads included), its resident memory at the step's start (VmRSS) and its peak during the step (VmHWM from
 * /proc/<pid>/status, the peak reset before each step through /proc/<pid>/clear_refs), and the load average
 * before and after. The file lives in this process, not in the server.
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test IMPORT_ROWS=100000 npx tsx apps/server/bench/csv-import.ts
 * IMPORT_ROWS: the file's rows (100,000 by default). NODE_OPTIONS is passed on to the server (e.g.
 * --max-old-space-size=256); SERVER_NODE_OPTIONS instead sets it for the server alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/features/auth/passwords';
import { createStore } from '../src/features/stores/service';
import { PRODUCTION_LINKS_ENV } from '../test/cluster';
import { multipartFile } from '../test/import-helpers';
import { BENCH_JWT_SECRET, type BenchServer, startBenchServer } from './server';
import { throwawayDatabase } from './throwaway-database';

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const SIZES = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12'];
const OWNER = { handle: 'csvbench', email: 'owner@csv.test', password: 'bench-pass-csv-1' };
const POLL_MS = 250;
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
const load = () => os.loadavg()[0]!.toFixed(1);

/** The server's CPU seconds so far (user + system, all its threads), from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  return ticks / 100; // USER_HZ: 100 on Linux
}

/** VmRSS and VmHWM (peak) of the server in kB, from /proc/<pid>/status. */
function memoryKb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets the server's peak RSS to its current RSS (Linux ≥ 4.0); false when the kernel refused. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function timed<T>(server: BenchServer, label: string, run: () => Promise<T>): Promise<T> {
  const pid = server.process.pid!;
  const peakReset = resetPeak(pid);
  const loadBefore = load();
  const rssBefore = memoryKb(pid).rss;
  const cpuBefore = cpuSeconds(pid);
  const start = performance.now();
  const out = await run();
  const wall = (performance.now() - start) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const { rss, peak } = memoryKb(pid);
  console.log(
    `${label}: wall ${wall.toFixed(1)} s, server CPU ${cpu.toFixed(1)} s (${Math.round((100 * cpu) / wall)}%), ` +
      `server RSS ${mb(rssBefore)} → peak ${mb(peak)}${peakReset ? '' : ' (peak since start)'} → ${mb(rss)} after, ` +
      `load ${loadBefore} → ${load()}`,
  );
  return out;
}

interface JobAnswer {
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  progressTotal: number;
  lastError: string | null;
  result: Record<string, unknown> | null;
}

async function main() {
  const { database, url, drop } = await throwawayDatabase('csvimport', 2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-bench-import-'));
  let server: BenchServer | null = null;
  try {
    const { db } = database;
    // The server's own configuration (server.ts), so what the store's creation sealed it can open.
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: BENCH_JWT_SECRET,
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      ...PRODUCTION_LINKS_ENV,
    });
    const store = await createStore(db, env, {
      name: 'Import bench',
      email: OWNER.email,
      handle: OWNER.handle,
    });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(OWNER.password), emailVerified: true })
      .where(and(eq(users.storeId, store.id), eq(users.email, OWNER.email)));
    await db.execute(sql`
      insert into consigners (store_id, email, first_name, is_active)
      select ${store.id}, 'seller' || g || '@csv.test', 'Seller ' || g, true from generate_series(1, 200) g`);
    await db.execute(sql`
      insert into products (store_id, product_template_id, title, sku, category)
      select ${store.id}, (select id from product_templates where store_id = ${store.id} limit 1),
        'Sneaker ' || g, 'SKU-' || g, 'Sneakers'
      from generate_series(1, 500) g`);
    const lines = ['Consigner e-mail,Product SKU,Size,Price,Location,Item code'];
    for (let i = 1; i <= ROWS; i++) {
      lines.push(
        `seller${1 + (i % 200)}@csv.test,SKU-${1 + (i % 500)},${SIZES[i % SIZES.length]},${100 + (i % 400)}.00,Main Store,OLD-${i}`,
      );
    }
    const csv = Buffer.from(lines.join('\n'));
    const body = multipartFile(csv, 'items.csv');
    console.log(`File: ${ROWS.toLocaleString('en-US')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

    const nodeOptions = process.env.SERVER_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '';
    const startedAt = performance.now();
    server = await startBenchServer(
      url,
      { DATA_DIR: dataDir, LOG_LEVEL: 'error', WEB_DIST: '/nonexistent', NODE_OPTIONS: nodeOptions },
      { compiled: true, signIn: OWNER },
    );
    const pid = server.process.pid!;
    const atStart = memoryKb(pid);
    console.log(
      `Server: node ${path.relative(process.cwd(), server.process.spawnargs.at(-1)!)}, pid ${pid}` +
        `${nodeOptions ? `, NODE_OPTIONS=${nodeOptions}` : ''}; up and signed in after ` +
        `${((performance.now() - startedAt) / 1000).toFixed(1)} s (build included when it ran): ` +
        `RSS ${mb(atStart.rss)} (peak so far ${mb(atStart.peak)}), CPU ${cpuSeconds(pid).toFixed(1)} s; load ${load()}`,
    );
    const { origin } = server;
    const headers = { authorization: `Bearer ${server.token}`, 'x-store-handle': OWNER.handle };
    const api = async <T>(method: string, route: string, payload?: unknown, expect = 200): Promise<T> => {
      const res = await fetch(`${origin}${route}`, {
        method,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await res.text();
      if (res.status !== expect) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 500)}`);
      return (JSON.parse(text) as { data: T }).data;
    };
    /** Polls the job until it is done; fails when it failed. */
    const finished = async (jobId: number): Promise<JobAnswer> => {
      for (;;) {
        const job = await api<JobAnswer>('GET', `/api/jobs/${jobId}`);
        if (job.status === 'done') return job;
        if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.lastError}`);
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    };

    const file = await timed(server, 'Upload (multipart; stored, header and first rows read)', async () => {
      const res = await fetch(`${origin}/api/imports/items/files`, {
        method: 'POST',
        headers: { ...headers, 'content-type': body.contentType },
        body: body.payload,
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${text.slice(0, 500)}`);
      return (JSON.parse(text) as { data: { id: string; suggestedMapping: Record<string, string> } }).data;
    });
    const mapping = file.suggestedMapping;
    await timed(server, 'Dry run (job: count, then every row checked)', async () => {
      const { jobId } = await api<{ jobId: number }>(
        'POST',
        `/api/imports/items/files/${file.id}/dryRun`,
        { mapping },
        202,
      );
      const job = await finished(jobId);
      const ready = (job.result as { ready?: number } | null)?.ready;
      if (ready !== ROWS) throw new Error(`dry run: ${JSON.stringify(job).slice(0, 500)}`);
      console.log(`  progress ${job.progress} of ${job.progressTotal}, ${ready} rows ready`);
    });
    for (const round of ['Import, all-or-nothing (creates)', 'Same file again (creates nothing)']) {
      await timed(server, round, async () => {
        const { jobId } = await api<{ jobId: number }>(
          'POST',
          `/api/imports/items/files/${file.id}/run`,
          { mapping, mode: 'allOrNothing' },
          202,
        );
        const job = await finished(jobId);
        console.log(`  ${JSON.stringify(job.result)}`);
      });
    }
    const count = await db.execute(
      sql`select count(*)::int as n from inventories where store_id = ${store.id}`,
    );
    console.log(`Items in the store: ${(count.rows[0] as { n: number }).n}`);
  } finally {
    await server?.stop();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
