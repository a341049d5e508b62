import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { StoreRow } from '../src/core/store';
import { consigners, inventories, locations, products, productTemplates } from '../src/db/schema';
import type { TestContext } from './helpers';

type ProductInsert = typeof products.$inferInsert;
type InventoryInsert = typeof inventories.$inferInsert;

export async function firstTemplate(ctx: TestContext, storeId: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(productTemplates)
    .where(eq(productTemplates.storeId, storeId))
    .orderBy(asc(productTemplates.id))
    .limit(1);
  return row!;
}

export async function firstLocation(ctx: TestContext, storeId: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(locations)
    .where(eq(locations.storeId, storeId))
    .orderBy(asc(locations.id))
    .limit(1);
  return row!;
}

export async function storeAccount(ctx: TestContext, storeId: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(consigners)
    .where(and(eq(consigners.storeId, storeId), eq(consigners.isStoreAccount, true)));
  return row!;
}

/** A catalogue product straight in the table (the API path is tested in products.test.ts). */
export async function makeProduct(ctx: TestContext, store: StoreRow, overrides: Partial<ProductInsert> = {}) {
  const template = await firstTemplate(ctx, store.id);
  const [row] = await ctx.deps.db
    .insert(products)
    .values({
      storeId: store.id,
      productTemplateId: template.id,
      title: `Product ${randomBytes(3).toString('hex')}`,
      brand: 'Nike',
      sku: `SKU-${randomBytes(3).toString('hex')}`,
      category: 'Sneakers',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An inventory item of a product and consigner (minor units). */
export async function makeItem(
  ctx: TestContext,
  store: StoreRow,
  item: { productId: number; consignerId: number } & Partial<InventoryInsert>,
) {
  const [row] = await ctx.deps.db
    .insert(inventories)
    .values({
      storeId: store.id,
      code: `${store.handle}_${randomBytes(4).toString('hex')}`,
      status: 'Active',
      price: 10000,
      option1Value: '10',
      option2Value: 'New',
      category: 'Sneakers',
      ...item,
    })
    .returning();
  return row!;
}
