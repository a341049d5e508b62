/**
 * The daily terms clock over a large store (issue 16): TERMS_ITEMS consigned items (1,000,000) accepted over the
 * last 120 days on 90-day terms with markdowns on days 30 and 60, seeded with generate_series as yesterday's run
 * left them. Times today's run (what a normal day has due: markdowns, warnings, expiries, expiry actions), then
 * a second run the same day (nothing more to do).
 *   npm run bench:terms (DATABASE_URL names the PostgreSQL server; the machine's by default)
 */
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { consigners, products } from '../src/db/schema';
import { runTermsClock } from '../src/features/consignment-terms/clock';
import { createStore } from '../src/features/stores/service';
import { throwawayDatabase } from './throwaway-database';

const ITEMS = Number(process.env.TERMS_ITEMS ?? 1_000_000);
const TERMS = {
  name: 'House terms',
  termDays: 90,
  expiryAction: 'return',
  convertPayoutPercent: 0,
  graceDays: 14,
  renewalFee: 1500,
  minDaysBeforeChange: 0,
  floorPercent: 0,
  noMarkdownFrom: null,
  markdowns: [
    { afterDays: 30, percentOff: 10, absorbedBy: 'store', consignerSharePercent: 0 },
    { afterDays: 60, percentOff: 25, absorbedBy: 'consigner', consignerSharePercent: 0 },
  ],
  ageSplits: [],
};

async function main() {
  const { database, drop } = await throwawayDatabase('terms');
  const db = database.db;
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
    });
    const store = await createStore(db, env, {
      name: 'Terms bench',
      email: 'owner@terms-bench.test',
      handle: 'termsbench',
    });
    const [consigner] = await db
      .insert(consigners)
      .values({ storeId: store.id, email: 'seller@terms-bench.test', firstName: 'Sam', lastName: 'Seller' })
      .returning();
    const [product] = await db
      .insert(products)
      .values({ storeId: store.id, title: 'Bench sneaker' })
      .returning();
    const seedStart = performance.now();
    // As yesterday's run left them: markdown steps applied, warnings sent, ended terms marked, past-grace done.
    await db.execute(sql`
      insert into inventories (store_id, product_id, consigner_id, code, status, price, sale_type, accepted_on,
        terms_id, terms_version, terms, terms_listed_price, terms_started_on, terms_expires_on,
        terms_markdown_step, terms_warned_on, terms_expired_on, terms_action_on)
      select ${store.id}, ${product!.id}, ${consigner!.id}, 'tb_' || g, 'Active', 20000, 'Consignment',
        (current_date - (g % 120)) + time '12:00',
        1, 1, ${JSON.stringify(TERMS)}::jsonb, 20000, current_date - (g % 120), current_date - (g % 120) + 90,
        (case when (g % 120) - 1 >= 60 then 2 when (g % 120) - 1 >= 30 then 1 else 0 end),
        (case when (g % 120) - 1 >= 83 then current_date - 1 end),
        (case when (g % 120) - 1 >= 90 then current_date - (g % 120) + 90 end),
        (case when (g % 120) - 1 >= 104 then current_date - 1 end)
      from generate_series(1, ${ITEMS}) g`);
    await db.execute(sql`analyze inventories`);
    const seedMs = performance.now() - seedStart;
    const t0 = performance.now();
    const today = await runTermsClock(db, store.id);
    const runMs = performance.now() - t0;
    const t1 = performance.now();
    const again = await runTermsClock(db, store.id);
    const againMs = performance.now() - t1;
    console.log(
      `terms clock over ${ITEMS.toLocaleString('en-US')} items (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    );
    console.log(`  today's run: ${(runMs / 1000).toFixed(1)} s`, today);
    console.log(`  second run the same day: ${(againMs / 1000).toFixed(1)} s`, again);
  } finally {
    await drop();
  }
}

await main();
