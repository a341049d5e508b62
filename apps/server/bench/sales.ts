/**
 * The Sales and money targets (issue 8), on PostgreSQL: a store with SALES_CONSIGNERS consigners (1,000) and
 * SALES_ITEMS sold items (20,000). Measures Ready to pay (GET /api/payouts/readyToPay, compact as the screen
 * loads it and full, 10 runs each, and one consigner's details as on expand), creating one
 * payout of every item (POST /api/payouts/pay), and Shopify webhooks over real HTTP: the time to the 200 and
 * the time until the item reads Sold (worker running, 30 deliveries).
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx apps/server/bench/sales.ts
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { employees, stores, users } from '../src/db/schema';
import { shopifySignature } from '../src/features/orders/webhooks';
import { readyToPayJson } from '../src/features/payouts/ready';
import { createStore } from '../src/features/stores/service';
import { throwawayDatabase } from './throwaway-database';

const CONSIGNERS = Number(process.env.SALES_CONSIGNERS ?? 1000);
const ITEMS = Number(process.env.SALES_ITEMS ?? 20_000);
const WEBHOOKS = Number(process.env.SALES_WEBHOOKS ?? 30);
const SECRET = 'bench-shopify-secret';
const SHOP = 'bench.myshopify.com';

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};
const fmt = (values: number[]) =>
  `p50 ${pct(values, 50).toFixed(1)} ms, p95 ${pct(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function main() {
  const { database, drop } = await throwawayDatabase('sales');
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
      SHOPIFY_API_SECRET: SECRET,
    });
    const { db } = database;
    const store = await createStore(db, env, {
      name: 'Sales bench',
      email: 'owner@sales.test',
      handle: 'salesbench',
    });
    await db.update(stores).set({ shop: SHOP }).where(eq(stores.id, store.id));

    let t = performance.now();
    await db.execute(sql`
      insert into consigners (store_id, email, first_name, last_name, is_active, accepted_tos, balance_owed)
      select ${store.id}, 'c' || g || '@sales.test', 'First' || g, 'Last' || g, true, true, case when g % 10 = 0 then 500 else 0 end
      from generate_series(1, ${CONSIGNERS}) g`);
    await db.execute(sql`
      insert into products (store_id, product_template_id, title, brand, sku, category)
      select ${store.id}, (select id from product_templates where store_id = ${store.id} limit 1),
        'Bench shoe ' || g, 'Nike', 'SKU-' || g, 'Sneakers' from generate_series(1, 200) g`);
    await db.execute(sql`
      with c as (select id, row_number() over (order by id) as n from consigners
                 where store_id = ${store.id} and not is_store_account),
           p as (select id, row_number() over (order by id) as n from products where store_id = ${store.id})
      insert into inventories (store_id, code, product_id, consigner_id, status, price, payout_amount, option1_value,
        sold_on, sold_price)
      select ${store.id}, 'salesbench_' || g, p.id, c.id, 'Sold', 10000 + (g % 50) * 100, 8000 + (g % 50) * 80,
        (5 + g % 8)::text, now() - (g % 90) * interval '1 day', 10000 + (g % 50) * 100
      from generate_series(1, ${ITEMS}) g
      join c on c.n = 1 + (g % ${CONSIGNERS}) join p on p.n = 1 + (g % 200)`);
    await db.execute(sql`analyze`);
    console.log(
      `Seeded ${CONSIGNERS} consigners, ${ITEMS} sold items in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const built = await buildApp({ db, env, logger: false });
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@sales.test'));
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, owner!.id));
    const [emp] = await db.select().from(employees).where(eq(employees.userId, owner!.id));
    const token = await built.deps.signer.sign({ userId: owner!.id, storeId: store.id });
    const headers = { authorization: `Bearer ${token}`, 'x-store-handle': 'salesbench' };
    void emp;

    // The screen's list (compact: ids and payouts per consigner), the full answer, one consigner's details.
    let ids: number[] = [];
    let firstConsigner = 0;
    for (const items of ['compact', 'full'] as const) {
      const times: number[] = [];
      for (let run = 0; run < 10; run++) {
        t = performance.now();
        const res = await built.app.inject({
          method: 'GET',
          url: `/api/payouts/readyToPay?items=${items}`,
          headers,
        });
        times.push(performance.now() - t);
        const data = res.json().data as {
          consigners: { consigner: { id: number }; itemIds?: number[]; inventories?: { id: number }[] }[];
          itemCount: number;
        };
        if (run > 0) continue;
        if (items === 'compact') {
          ids = data.consigners.flatMap((c) => c.itemIds ?? []);
          firstConsigner = data.consigners[0]!.consigner.id;
        }
        console.log(
          `Ready to pay (${items}): ${data.consigners.length} consigners, ${data.itemCount} items, ${(res.body.length / 1e6).toFixed(2)} MB`,
        );
      }
      console.log(`GET /api/payouts/readyToPay?items=${items} (in-process, 10 runs): ${fmt(times)}`);
    }
    const expandTimes: number[] = [];
    for (let run = 0; run < 10; run++) {
      t = performance.now();
      await built.app.inject({
        method: 'GET',
        url: `/api/payouts/readyToPay?consigner=${firstConsigner}`,
        headers,
      });
      expandTimes.push(performance.now() - t);
    }
    console.log(`  one consigner's details on expand (10 runs): ${fmt(expandTimes)}`);
    const [storeRow] = await db.select().from(stores).where(eq(stores.id, store.id));
    const sqlTimes: number[] = [];
    for (let run = 0; run < 10; run++) {
      t = performance.now();
      await readyToPayJson(db, storeRow!, { search: undefined, items: 'compact' });
      sqlTimes.push(performance.now() - t);
    }
    console.log(`  of which the one SQL statement (compact): ${fmt(sqlTimes)}`);

    t = performance.now();
    const created = await built.app.inject({
      method: 'POST',
      url: '/api/payouts/pay',
      headers,
      payload: { inventoriesToPay: ids },
    });
    const createMs = performance.now() - t;
    console.log(
      `POST /api/payouts/pay of ${ids.length} items: ${created.statusCode} in ${createMs.toFixed(0)} ms`,
    );

    // Webhooks over real HTTP with the worker running.
    await db.execute(sql`
      insert into inventories (store_id, code, product_id, consigner_id, status, price, option1_value, shopify_id)
      select ${store.id}, 'hook_' || g, (select min(id) from products where store_id = ${store.id}),
        (select min(id) from consigners where store_id = ${store.id} and not is_store_account), 'Active', 15000, '9',
        (800000 + g)::text from generate_series(1, ${WEBHOOKS}) g`);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    built.worker.start();
    const port = (built.app.server.address() as AddressInfo).port;
    const ack: number[] = [];
    const sold: number[] = [];
    for (let g = 1; g <= WEBHOOKS; g++) {
      const body = JSON.stringify({
        id: 500000 + g,
        name: `#B${g}`,
        financial_status: 'paid',
        line_items: [
          { id: 600000 + g, variant_id: 800000 + g, title: 'Bench', price: '150.00', total_discount: '0.00' },
        ],
      });
      const start = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/open/webhooks/shopify`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'orders/paid',
          'x-shopify-shop-domain': SHOP,
          'x-shopify-hmac-sha256': shopifySignature(SECRET, body),
        },
        body,
      });
      await res.text();
      ack.push(performance.now() - start);
      for (;;) {
        const row = await db.execute(
          sql`select status from inventories where store_id = ${store.id} and code = ${`hook_${g}`}`,
        );
        if ((row.rows[0] as { status: string }).status === 'Sold') break;
        if (performance.now() - start > 5000) throw new Error('item not Sold within 5 s');
        await new Promise((r) => setTimeout(r, 5));
      }
      sold.push(performance.now() - start);
    }
    console.log(`Webhook acknowledged (HTTP, ${WEBHOOKS} deliveries): ${fmt(ack)}`);
    console.log(`Webhook to item Sold: ${fmt(sold)}`);
    await built.worker.stop();
    await built.app.close();
  } finally {
    await drop();
  }
}

await main();
