/**
 * npm run bench:archive: a large store's archive written (export) and imported into a second database that
 * already holds a store, each timed, with this process's resident memory sampled every 20 ms. BENCH_ITEMS sets
 * the store's size (default 100,000; the 1,000,000 takes several times longer on a loaded 2-core box).
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
  global.gc?.();
  const key = `${store.id}/exports/1.zip`;
  const exported = await measured(() => writeStoreArchive(source.database.db, storage, store.id, key));
  const file = path.join(dataDir, 'private', key);
  const imported = await measured(() => importStoreArchive(target.database.db, storage, file));
  const rows = exported.value.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const copied = await target.database.db.execute(
    sql`select count(*)::int as n from inventories where store_id = ${imported.value.storeId}`,
  );
  console.table([
    {
      step: 'export',
      rows,
      'archive MB': Number((exported.value.bytes / 1e6).toFixed(1)),
      seconds: Number(exported.seconds.toFixed(1)),
      'RSS before MB': exported.rssBefore,
      'RSS peak MB': exported.rssPeak,
      'load (1 min)': exported.load,
    },
    {
      step: 'import',
      rows: imported.value.tables.reduce((sum, t) => sum + t.rows, 0),
      'archive MB': Number((exported.value.bytes / 1e6).toFixed(1)),
      seconds: Number(imported.seconds.toFixed(1)),
      'RSS before MB': imported.rssBefore,
      'RSS peak MB': imported.rssPeak,
      'load (1 min)': imported.load,
    },
  ]);
  console.log(
    `imported inventories: ${(copied.rows[0] as { n: number }).n} of ${items}; load now ${os.loadavg().join(' ')}`,
  );
} finally {
  await source.drop();
  await target.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
