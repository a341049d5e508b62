import { fromMinor } from '@backroom/domain/money';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { consigners, inventories, locations, productGtins, products, subLocations } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

export async function findProduct(db: DbOrTx, storeId: number, id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(storeScoped(products, storeId, eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

export function listGtins(db: DbOrTx, storeId: number, productId: number) {
  return db
    .select({ size: productGtins.size, gtin: productGtins.gtin })
    .from(productGtins)
    .where(storeScoped(productGtins, storeId, eq(productGtins.productId, productId)))
    .orderBy(asc(productGtins.id));
}

/** Other products with the same SKU (spec 3 §2.2: listed with a MERGE action). */
export function duplicatesOf(db: DbOrTx, product: ProductRow) {
  if (!product.sku.trim()) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      brand: products.brand,
      image: products.image,
      reviewStatus: products.reviewStatus,
    })
    .from(products)
    .where(storeScoped(products, product.storeId, eq(products.sku, product.sku), ne(products.id, product.id)))
    .orderBy(asc(products.id));
}

const INVENTORY_LIMIT = 1000;

interface ProductInventoriesOptions {
  storeId: number;
  productId: number;
  currency: string;
  onlyConsignerId?: number;
}

/** The product's inventory units (newest change first); a consigner sees only their own. */
export async function productInventories(
  db: DbOrTx,
  { storeId, productId, currency, onlyConsignerId }: ProductInventoriesOptions,
) {
  const rows = await db
    .select({
      id: inventories.id,
      code: inventories.code,
      status: inventories.status,
      option1Value: inventories.option1Value,
      option2Value: inventories.option2Value,
      option3Value: inventories.option3Value,
      price: inventories.price,
      payoutAmount: inventories.payoutAmount,
      consignerId: inventories.consignerId,
      consignerFirstName: consigners.firstName,
      consignerLastName: consigners.lastName,
      isStoreAccount: consigners.isStoreAccount,
      location: locations.name,
      subLocation: subLocations.name,
      soldOn: inventories.soldOn,
      updatedAt: inventories.updatedAt,
    })
    .from(inventories)
    .innerJoin(
      consigners,
      and(eq(consigners.storeId, inventories.storeId), eq(consigners.id, inventories.consignerId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.storeId, inventories.storeId), eq(locations.id, inventories.locationId)),
    )
    .leftJoin(
      subLocations,
      and(eq(subLocations.storeId, inventories.storeId), eq(subLocations.id, inventories.subLocationId)),
    )
    .where(
      storeScoped(
        inventories,
        storeId,
        eq(inventories.productId, productId),
        sql`${inventories.deletedAt} is null`,
        onlyConsignerId === undefined ? undefined : eq(inventories.consignerId, onlyConsignerId),
      ),
    )
    .orderBy(desc(inventories.updatedAt), desc(inventories.id))
    .limit(INVENTORY_LIMIT);
  return rows.map(({ consignerFirstName, consignerLastName, isStoreAccount, ...r }) => ({
    ...r,
    price: fromMinor(r.price, currency),
    payoutAmount: fromMinor(r.payoutAmount, currency),
    consigner: {
      id: r.consignerId,
      firstName: consignerFirstName,
      lastName: consignerLastName,
      isStoreAccount,
    },
  }));
}

/** Lowest Active price per variant (option values), with how many units are listed at all. */
export async function lowestVariantPrices(
  db: DbOrTx,
  { storeId, productId, currency }: { storeId: number; productId: number; currency: string },
) {
  const rows = await db
    .select({
      option1Value: inventories.option1Value,
      option2Value: inventories.option2Value,
      option3Value: inventories.option3Value,
      price: sql<number>`min(${inventories.price})`,
      quantity: sql<number>`count(*)::int`,
    })
    .from(inventories)
    .where(
      storeScoped(
        inventories,
        storeId,
        eq(inventories.productId, productId),
        eq(inventories.status, 'Active'),
        sql`${inventories.deletedAt} is null`,
      ),
    )
    .groupBy(inventories.option1Value, inventories.option2Value, inventories.option3Value)
    .orderBy(inventories.option1Value, inventories.option2Value, inventories.option3Value);
  return rows.map((r) => ({
    ...r,
    price: fromMinor(Number(r.price), currency),
    quantity: Number(r.quantity),
  }));
}

/** Lowest Active price and the latest sale of a product, minor units. */
export async function priceSummary(db: DbOrTx, storeId: number, productId: number) {
  const result = await db.execute(sql`
    select
      (select min(price) from inventories where store_id = ${storeId} and product_id = ${productId}
         and status = 'Active' and deleted_at is null) as lowest,
      (select coalesce(sold_price, price) from inventories where store_id = ${storeId}
         and product_id = ${productId} and sold_on is not null and deleted_at is null
         order by sold_on desc limit 1) as last_sale`);
  const row = result.rows[0] as { lowest: number | string | null; last_sale: number | string | null };
  return {
    lowest: row.lowest === null ? null : Number(row.lowest),
    lastSale: row.last_sale === null ? null : Number(row.last_sale),
  };
}
