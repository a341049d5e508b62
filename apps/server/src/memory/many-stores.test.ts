import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTemplate } from '../../test/catalogue-factories';
import { call, makeStore } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { consigners, products } from '../db/schema';
import { consignerIndexes, searchConsignersSql } from '../features/consigners/queries';
import { productIndexes, searchSql } from '../features/products/search';
import { memoryBudget } from './budget';

const STORES = 6;
const MODELS = ['Air Jordan 1', 'Dunk Low', 'Yeezy Boost 350', 'Air Max 90', 'Gel-Lyte III', 'Chuck 70'];
const COLOURS = ['Chicago', 'Panda', 'Bred', 'Onyx', 'Triple White', 'Volt', 'Sail', 'Zebra', 'Mocha', 'Fog'];
const SEARCHES = ['', 'jordan', 'dunk low', 'panda', 'jordn', 'sku-0', 'zzzqqq'];
const CONSIGNER_SEARCHES = ['', 'anna', 'smith', '3'];

let ctx: TestContext;
const shops: Awaited<ReturnType<typeof makeStore>>[] = [];

type ProductPage = { products: { id: number }[]; total: number; totalCapped: boolean };
type ConsignerPage = { consigners: { id: number }[]; total: number };

beforeAll(async () => {
  // About two stores' search indexes fit: the others are evicted and answered through SQL.
  ctx = await createTestApp({ MEMORY_BUDGET_MB: '0.2' });
  for (let s = 0; s < STORES; s++) {
    const shop = await makeStore(ctx);
    const templateId = (await firstTemplate(ctx, shop.store.id)).id;
    await ctx.deps.db.insert(products).values(
      Array.from({ length: 80 }, (_, i) => ({
        storeId: shop.store.id,
        productTemplateId: templateId,
        title: `${MODELS[(i + s) % MODELS.length]} ${COLOURS[i % COLOURS.length]} ${s}-${i}`,
        brand: i % 2 ? 'Nike' : 'Jordan',
        sku: `SKU-${s}${String(i).padStart(3, '0')}`,
        category: 'Sneakers',
      })),
    );
    await ctx.deps.db.insert(consigners).values(
      Array.from({ length: 25 }, (_, i) => ({
        storeId: shop.store.id,
        email: `seller${i}@store${s}.test`,
        firstName: ['Anna', 'Ben', 'Cleo', 'Dev', 'Eli'][i % 5]!,
        lastName: ['Smith', 'Jones', 'Brown'][i % 3]!,
        isActive: true,
        acceptedTos: true,
      })),
    );
    shops.push(shop);
  }
});
afterAll(() => ctx.close());

describe('many stores in a small memory budget', () => {
  it('answers every store as SQL does while the caches stay within the budget', async () => {
    const db = ctx.deps.db;
    const budget = memoryBudget.maxBytes;
    expect(budget).toBe(Math.floor(0.2 * 1024 * 1024));
    let indexedStores = 0;
    for (let round = 0; round < 2; round++) {
      for (const shop of shops) {
        const store = shop.store;
        await productIndexes(db).refresh(store.id);
        await consignerIndexes(db).refresh(store.id);
        if (productIndexes(db).peek(store.id)) indexedStores++;
        for (const search of SEARCHES) {
          const q = { page: 1, pageSize: 10, reviewStatus: 'active' as const, search: search || undefined };
          const res = await call<ProductPage>(ctx, {
            url: `/api/products?pageSize=10${search ? `&search=${encodeURIComponent(search)}` : ''}`,
            handle: shop.handle,
            token: shop.ownerToken,
          });
          expect(res.status).toBe(200);
          const bySql = await searchSql(db, store.id, q);
          const answer = { ids: res.body.data.products.map((p) => p.id), total: res.body.data.total };
          expect(answer, `${store.handle} products "${search}"`).toEqual({
            ids: bySql.found.ids,
            total: bySql.found.total,
          });
          expect(memoryBudget.use().bytes).toBeLessThanOrEqual(budget);
        }
        for (const search of CONSIGNER_SEARCHES) {
          const res = await call<ConsignerPage>(ctx, {
            url: `/api/consigners?pageSize=10${search ? `&search=${search}` : ''}`,
            handle: shop.handle,
            token: shop.ownerToken,
          });
          expect(res.status).toBe(200);
          const bySql = await searchConsignersSql(db, store, {
            page: 1,
            pageSize: 10,
            search: search || undefined,
          });
          const answer = { ids: res.body.data.consigners.map((c) => c.id), total: res.body.data.total };
          expect(answer, `${store.handle} consigners "${search}"`).toEqual({
            ids: bySql.consigners.map((c) => c.id),
            total: bySql.total,
          });
          expect(memoryBudget.use().bytes).toBeLessThanOrEqual(budget);
        }
      }
    }
    const use = memoryBudget.use();
    // The budget did the limiting: indexes were built and held, and older stores' entries were evicted.
    expect(indexedStores).toBeGreaterThan(0);
    expect(use.kinds['product indexes']?.evictions).toBeGreaterThan(0);
    expect(use.bytes).toBeLessThanOrEqual(budget);
    expect(use.bytes).toBeGreaterThan(budget / 4);
  });
});
