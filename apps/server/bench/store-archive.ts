/**
 * npm run bench:archive: a large store's archive written (export) and imported into a second database that
 * already holds a store, each timed, with this process's resident memory sampled every 20 ms. BENCH_ITEMS sets
 * the store's size (default 100,000; the 1,000,000 takes several times longer on a loaded 2-core box);
 * BENCH_EXPORT_ONLY=1 stops after the export.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { importStoreArchive } from '../src/features/store-export/import-archive';
import { writeStoreArchive } from '../src/features/store-export/write-archive';
import { createStore } from '../src/features/stores/service';
import { LocalDiskStorage } from '../src/storage/local';
import { seedLargeStore } from './seed-large';
import { throwawayDatabase } from './throwaway-database';

const items = Number(process.env.BENCH_ITEMS ?? 100_000);
const sizes = { items, products: Math.max(10, items / 10), consigners: Math.max(10, items / 100) };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-archive-bench-'));
const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const storage = new LocalDiskStorage(dataDir);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function measured<T>(fn: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const load = os.loadavg()[0]!;
  const t0 = performance.now();
  try {
    const value = await fn();
    return {
      value,
      seconds: (performance.now() - t0) / 1000,
      rssBefore: mb(before),
      rssPeak: mb(peak),
      load,
    };
  } finally {
    clearInterval(sampler);
  }
}

type Measured = Awaited<ReturnType<typeof measured>>;
const row = (step: string, m: Measured, rows: number, bytes: number) => ({
  step,
  rows,
  'archive MB': Number((bytes / 1e6).toFixed(1)),
  seconds: Number(m.seconds.toFixed(1)),
  'RSS before MB': m.rssBefore,
  'RSS peak MB': m.rssPeak,
  'load (1 min)': m.load,
});

const source = await throwawayDatabase('archive_src');
const target = await throwawayDatabase('archive_dst');
try {
  const seedStart = performance.now();
  const { store } = await seedLargeStore(source.database.db, env, sizes);
  console.log(`seeded ${items} items in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  await createStore(target.database.db, env, {
    name: 'Already here',
    email: 'owner@here.test',
    handle: 'here',
  });
  const key = `${store.id}/exports/1.zip`;
  const exported = await measured(() =>
    writeStoreArchive(source.database.db, { storage, storeId: store.id, key }),
  );
  const { manifest, bytes } = exported.value;
  const report = [
    row(
      'export',
      exported,
      manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      bytes,
    ),
  ];
  if (!process.env.BENCH_EXPORT_ONLY) {
    const file = path.join(dataDir, 'private', key);
    const imported = await measured(() => importStoreArchive(target.database.db, { storage, file }));
    report.push(
      row(
        'import',
        imported,
        imported.value.tables.reduce((sum, t) => sum + t.rows, 0),
        bytes,
      ),
    );
    const copied = await target.database.db.execute(
      sql`select count(*)::int as n from inventories where store_id = ${imported.value.storeId}`,
    );
    console.log(`imported inventories: ${(copied.rows[0] as { n: number }).n} of ${items}`);
  }
  console.table(report);
  console.log(`load now ${os.loadavg().join(' ')}`);
} finally {
  await source.drop();
  await target.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
