/**
 * Shopify product import of a 1,000-product shop (issue 15 §2), on PostgreSQL against the local fake Shopify:
 * paging through the shop as the screen does (20 a page), reading the products alone (the fake's HTTP), the
 * first import (creates) and a second one (updates), each as the durable job the route starts.
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx apps/server/bench/shopify-import.ts
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { stores, users } from '../src/db/schema';
import { createStore } from '../src/features/stores/service';
import { FAKE_TOKEN, fakeSneaker, startFakeShopify } from '../test/fake-shopify';
import { throwawayDatabase } from './throwaway-database';

const PRODUCTS = Number(process.env.IMPORT_PRODUCTS ?? 1000);
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function main() {
  const { database, drop } = await throwawayDatabase('import');
  const fake = await startFakeShopify(Array.from({ length: PRODUCTS }, (_, i) => fakeSneaker(1 + i)));
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
      STOREFRONT: 'shopify',
      SHOPIFY_API_SECRET: 'bench-shopify-secret',
      SHOPIFY_API_URL: fake.url,
    });
    const { db } = database;
    const store = await createStore(db, env, {
      name: 'Import bench',
      email: 'owner@import.test',
      handle: 'importbench',
    });
    await db
      .update(stores)
      .set({ shop: 'bench.myshopify.com', storefrontAccessToken: FAKE_TOKEN })
      .where(eq(stores.id, store.id));
    const built = await buildApp({ db, env, logger: false });
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@import.test'));
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, owner!.id));
    const token = await built.deps.signer.sign({ userId: owner!.id, storeId: store.id });
    const headers = { authorization: `Bearer ${token}`, 'x-store-handle': 'importbench' };
    const template = await db.execute(
      sql`select id from product_templates where store_id = ${store.id} limit 1`,
    );
    const templateId = Number((template.rows[0] as { id: number }).id);

    let start = performance.now();
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const res = await built.app.inject({
        url: `/api/products/shopifyProducts${after ? `?after=${encodeURIComponent(after)}` : ''}`,
        headers,
      });
      const data = res.json().data as { products: { id: string }[]; nextCursor: string | null };
      ids.push(...data.products.map((p) => p.id));
      after = data.nextCursor;
    } while (after);
    console.log(
      `Browse all ${ids.length} products (${Math.ceil(ids.length / 20)} pages of 20): ${seconds(start)}`,
    );

    start = performance.now();
    const [storeRow] = await db.select().from(stores).where(eq(stores.id, store.id));
    await built.deps.storefront.catalogue!.productsByIds(storeRow!, ids);
    console.log(
      `Read ${ids.length} products by id from the fake (${Math.ceil(ids.length / 8)} calls): ${seconds(start)}`,
    );

    for (const round of ['first import (creates)', 'second import (updates)']) {
      start = performance.now();
      const res = await built.app.inject({
        method: 'POST',
        url: '/api/products/shopifyProducts',
        headers,
        payload: { shopifyProductIds: ids, productTemplateId: templateId },
      });
      if (res.statusCode !== 202) throw new Error(res.body);
      await built.worker.drain();
      const job = await db.execute(sql`select result from jobs where id = ${res.json().data.jobId}`);
      const result = (job.rows[0] as { result: { imported: unknown[] } }).result;
      console.log(`Import of ${ids.length}, ${round}: ${seconds(start)}, ${result.imported.length} imported`);
    }
    await built.app.close();
  } finally {
    await fake.close();
    await drop();
  }
}

await main();
