/**
 * Terms for stock on hand over a large store (issue 29, item 9): TERMS_STOCK_ITEMS live consigned items (1,000,000)
 * accepted before the store had terms, then default terms. Times the preview count, the job's run over every item
 * (batches of 5,000, one transaction each, with their inventory logs), and a second run (nothing left to do).
 *   npm run bench:terms-stock (DATABASE_URL names the PostgreSQL server; the machine's by default)
 */
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { consigners, consignmentTerms, jobs, products } from '../src/db/schema';
import { applyStockJob, previewStock } from '../src/features/consignment-terms/stock';
import { createStore } from '../src/features/stores/service';
import { throwawayDatabase } from './throwaway-database';

const ITEMS = Number(process.env.TERMS_STOCK_ITEMS ?? 1_000_000);
const TERMS = {
  termDays: 90,
  expiryAction: 'return' as const,
  convertPayoutPercent: 0,
  graceDays: 14,
  renewalFee: 1500,
  minDaysBeforeChange: 30,
  floorPercent: 0,
  noMarkdownFrom: null,
  markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'store' as const, consignerSharePercent: 0 }],
  ageSplits: [],
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { database, drop } = await throwawayDatabase('termsstock');
  const db = database.db;
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
    });
    const store = await createStore(db, env, {
      name: 'Stock bench',
      email: 'owner@stock-bench.test',
      handle: 'stockbench',
    });
    const [consigner] = await db
      .insert(consigners)
      .values({ storeId: store.id, email: 'seller@stock-bench.test', firstName: 'Sam', lastName: 'Seller' })
      .returning();
    const [product] = await db
      .insert(products)
      .values({ storeId: store.id, title: 'Bench sneaker' })
      .returning();
    const seedStart = performance.now();
    await db.execute(sql`
      insert into inventories (store_id, product_id, consigner_id, code, status, price, sale_type, accepted_on)
      select ${store.id}, ${product!.id}, ${consigner!.id}, 'sb_' || g,
        case when g % 10 = 0 then 'Sold' else 'Active' end, 20000, 'Consignment',
        (current_date - (g % 400)) + time '12:00'
      from generate_series(1, ${ITEMS}) g`);
    await db
      .insert(consignmentTerms)
      .values({ storeId: store.id, name: 'House terms', isDefault: true, terms: TERMS });
    await db.execute(sql`analyze inventories`);
    const seedMs = performance.now() - seedStart;

    const t0 = performance.now();
    const preview = await previewStock(db, store);
    const previewMs = performance.now() - t0;

    const who = {
      actor: { kind: 'system' as const },
      name: 'Bench',
      consignerId: null,
      employeeId: null,
      userId: null,
    };
    const [job] = await db
      .insert(jobs)
      .values({
        name: 'consignment-terms.applyToStock',
        storeId: store.id,
        payload: { who, total: preview.count },
      })
      .returning();
    let reports = 0;
    const t1 = performance.now();
    const result = await applyStockJob({
      job: job!,
      db,
      progress: async () => {
        reports++;
      },
    });
    const applyMs = performance.now() - t1;
    const t2 = performance.now();
    const again = await applyStockJob({ job: job!, db, progress: async () => {} });
    const againMs = performance.now() - t2;
    const [logs] = (
      await db.execute(sql`select count(*)::int as n from inventory_logs where store_id = ${store.id}`)
    ).rows as { n: number }[];

    console.log(
      `terms for stock on hand over ${ITEMS.toLocaleString('en-US')} items (seeded in ${seconds(seedMs)})`,
    );
    console.log(
      `  preview: ${seconds(previewMs)}, ${preview.count.toLocaleString('en-US')} items without terms`,
    );
    console.log(
      `  apply (job, batches of 5,000): ${seconds(applyMs)}`,
      result,
      `${reports} progress reports, ${logs!.n} logs`,
    );
    console.log(`  second run: ${seconds(againMs)}`, again);
  } finally {
    await drop();
  }
}

await main();
