/**
 * CSV import of 100,000 item rows (issue 17 §1), on PostgreSQL: upload through the route, the dry run (a durable
 * job since issue 35), the all-or-nothing import as the durable job, and the same file again (nothing new). Prints
 * each step's wall and CPU time (of this process: server and job), the process's peak resident memory and heap
 * while it runs (sampled every 50 ms) and the load average before and after.
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx apps/server/bench/csv-import.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { users } from '../src/db/schema';
import { createStore } from '../src/features/stores/service';
import { multipartFile } from '../test/import-helpers';
import { throwawayDatabase } from './throwaway-database';

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const SIZES = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12'];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function memoryWatch() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return `peak RSS ${mb(peak.rss)}, peak heap ${mb(peak.heap)}`;
    },
  };
}

const load = () => os.loadavg()[0]!.toFixed(1);

/** Wall time, the process's CPU time (server and job run in this process) and the load average around it. */
async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const watch = memoryWatch();
  const loadBefore = load();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const out = await run();
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  console.log(
    `${label}: ${wall.toFixed(1)} s, CPU ${cpuS.toFixed(1)} s, ${watch.stop()}, load ${loadBefore} → ${load()}`,
  );
  return out;
}

async function main() {
  const { database, drop } = await throwawayDatabase('csvimport');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-bench-import-'));
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
    });
    const { db } = database;
    const store = await createStore(db, env, {
      name: 'Import bench',
      email: 'owner@csv.test',
      handle: 'csvbench',
    });
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
    console.log(`File: ${ROWS.toLocaleString('en-US')} rows, ${mb(csv.length)}`);

    const built = await buildApp({ db, env, logger: false });
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@csv.test'));
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, owner!.id));
    const token = await built.deps.signer.sign({ userId: owner!.id, storeId: store.id });
    const headers = { authorization: `Bearer ${token}`, 'x-store-handle': 'csvbench' };
    const body = multipartFile(csv, 'items.csv');
    const rest = process.memoryUsage();
    console.log(`App built, at rest: RSS ${mb(rest.rss)}, heap ${mb(rest.heapUsed)}; load ${load()}`);

    const file = await timed('Upload (stored, header and first rows read)', async () => {
      const res = await built.app.inject({
        method: 'POST',
        url: '/api/imports/items/files',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data as { id: string; suggestedMapping: Record<string, string> };
    });
    const mapping = file.suggestedMapping;
    await timed('Dry run (a job: every row checked, nothing written)', async () => {
      const res = await built.app.inject({
        method: 'POST',
        url: `/api/imports/items/files/${file.id}/dryRun`,
        headers,
        payload: { mapping },
      });
      if (res.statusCode !== 202) throw new Error(res.body);
      await built.worker.drain();
      const job = await db.execute(
        sql`select status, progress, progress_total, result from jobs where id = ${res.json().data.jobId}`,
      );
      const row = job.rows[0] as { progress: number; progress_total: number; result: { ready: number } };
      if (row.result?.ready !== ROWS) throw new Error(JSON.stringify(row).slice(0, 500));
      console.log(`  progress ${row.progress} of ${row.progress_total}`);
    });
    for (const round of ['Import, all-or-nothing (creates)', 'Same file again (creates nothing)']) {
      await timed(round, async () => {
        const res = await built.app.inject({
          method: 'POST',
          url: `/api/imports/items/files/${file.id}/run`,
          headers,
          payload: { mapping, mode: 'allOrNothing' },
        });
        if (res.statusCode !== 202) throw new Error(res.body);
        await built.worker.drain();
        const job = await db.execute(
          sql`select status, result from jobs where id = ${res.json().data.jobId}`,
        );
        console.log(`  ${JSON.stringify(job.rows[0])}`);
      });
    }
    const count = await db.execute(
      sql`select count(*)::int as n from inventories where store_id = ${store.id}`,
    );
    console.log(`Items in the store: ${(count.rows[0] as { n: number }).n}`);
    await built.app.close();
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
