/**
 * A Linnworks sync of 1,000 processed orders (issue #15 "Tests and numbers"), on PostgreSQL, against the local
 * fake Linnworks over real HTTP (5 pages of 200): 600 orders name an item by its code, 300 by SKU and size,
 * 100 name nothing of ours. Times the first sync (1,000 new orders) and a second one over the same window
 * (1,000 replays that must change nothing).
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx apps/server/bench/linnworks-sync.ts
 */
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { credentialsToSave, writeConnection } from '../src/features/linnworks/connection';
import { createLinnworksApi } from '../src/features/linnworks/provider';
import { runSync } from '../src/features/linnworks/sync';
import { createStore } from '../src/features/stores/service';
import { secretBoxFor } from '../src/security/secret-box';
import { fakeOrder, startFakeLinnworks } from '../test/fake-linnworks';
import { throwawayDatabase } from './throwaway-database';

const ORDERS = Number(process.env.LINNWORKS_ORDERS ?? 1000);

async function main() {
  const { database, drop } = await throwawayDatabase('linnworks');
  const fake = await startFakeLinnworks();
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
      LINNWORKS_PROVIDER: 'linnworks',
      LINNWORKS_API_URL: fake.url,
    });
    const { db } = database;
    const store = await createStore(db, env, {
      name: 'Linnworks bench',
      email: 'o@lw.test',
      handle: 'lwbench',
    });
    await db.execute(sql`
      insert into consigners (store_id, email, first_name, last_name, is_active, accepted_tos)
      select ${store.id}, 'c' || g || '@lw.test', 'First' || g, 'Last' || g, true, true from generate_series(1, 100) g`);
    await db.execute(sql`
      insert into products (store_id, product_template_id, title, brand, sku, category)
      select ${store.id}, (select id from product_templates where store_id = ${store.id} limit 1),
        'Bench shoe ' || g, 'Nike', 'LW-SKU-' || g, 'Sneakers' from generate_series(1, 300) g`);
    // Items 1-600 are sold by code; items 601-900 by SKU and size (one product each, size 10).
    await db.execute(sql`
      with c as (select id, row_number() over (order by id) as n from consigners
                 where store_id = ${store.id} and not is_store_account),
           p as (select id, row_number() over (order by id) as n from products where store_id = ${store.id})
      insert into inventories (store_id, code, product_id, consigner_id, status, price, option1_value, accepted_on)
      select ${store.id}, 'lwbench_' || g, p.id, c.id, 'Active', 15000, '10', now() - interval '1 day'
      from generate_series(1, 900) g
      join c on c.n = 1 + (g % 100) join p on p.n = case when g > 600 then g - 600 else 1 + (g % 300) end`);
    await db.execute(sql`analyze`);

    const account = fake.account();
    for (let i = 1; i <= ORDERS; i++) {
      const item =
        i <= 600
          ? { SKU: `lwbench_${i}`, Title: `Pair ${i}`, Quantity: 1, PricePerUnit: 150 }
          : i <= 900
            ? {
                SKU: `LW-SKU-${i - 600}`,
                Title: `Pair ${i}`,
                Quantity: 1,
                PricePerUnit: 150,
                AdditionalInfo: [{ Property: 'Size', PropertyValue: '10' }],
              }
            : { SKU: `OTHER-${i}`, Title: `Not ours ${i}`, Quantity: 1, PricePerUnit: 20 };
      account.orders.push(
        fakeOrder([item], { processedOn: new Date(Date.now() - 3_600_000 + i * 1000 - ORDERS * 1000) }),
      );
    }
    const box = secretBoxFor(env);
    const input = {
      applicationId: account.applicationId,
      applicationSecret: account.applicationSecret,
      installationToken: account.token,
    };
    await writeConnection(db, {
      box,
      storeId: store.id,
      credentials: credentialsToSave(box, input, null),
      existing: null,
    });
    const deps = { db, api: createLinnworksApi(env), box };

    let t = performance.now();
    const first = await runSync(deps, store);
    const firstMs = performance.now() - t;
    // The next sync overlaps: read the same window again.
    await db.execute(
      sql`update linnworks_connections set synced_through = null where store_id = ${store.id}`,
    );
    t = performance.now();
    const second = await runSync(deps, store);
    const secondMs = performance.now() - t;
    const sold = await db.execute(
      sql`select count(*)::int as n from inventories where store_id = ${store.id} and status = 'Sold'`,
    );
    const ordersCount = await db.execute(
      sql`select count(*)::int as n from orders where store_id = ${store.id}`,
    );
    console.log(
      `first sync: ${JSON.stringify(first)} in ${(firstMs / 1000).toFixed(2)} s (${(firstMs / ORDERS).toFixed(1)} ms/order)`,
    );
    console.log(`second sync (all replays): ${JSON.stringify(second)} in ${(secondMs / 1000).toFixed(2)} s`);
    console.log(
      `orders: ${(ordersCount.rows[0] as { n: number }).n}, items sold: ${(sold.rows[0] as { n: number }).n}, Linnworks calls: ${fake.calls.length}`,
    );
  } finally {
    await fake.close();
    await drop();
  }
}

await main();
