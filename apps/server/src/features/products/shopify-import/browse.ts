/** GET /api/products/shopifyProducts: a page of the shop's products, each marked imported or SKU-taken. */
import { inArray, sql } from 'drizzle-orm';
import type { StoreRow } from '../../../core/store';
import { storeScoped } from '../../../core/store-scope';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import type { StorefrontCatalogue } from '../../../storefront/catalogue';
import { productSku, variantSize } from './map-product';

export const SEARCH_PAGE_SIZE = 20;

export async function browseShopifyProducts(
  db: Db,
  {
    catalogue,
    store,
    query,
  }: { catalogue: StorefrontCatalogue; store: StoreRow; query: { search?: string; after?: string } },
) {
  const page = await catalogue.searchProducts(store, { ...query, first: SEARCH_PAGE_SIZE });
  const rows = page.products.map((p) => ({
    id: p.id,
    title: p.title,
    vendor: p.vendor,
    productType: p.productType,
    sku: productSku(p.variants),
    image: p.images[0] ?? null,
    variantCount: p.variants.length,
    sizes: [...new Set(p.variants.map((v) => variantSize(v, 'Size')).filter((s): s is string => !!s))],
    barcodes: p.variants.filter((v) => v.barcode).length,
  }));
  const ids = rows.map((r) => r.id);
  const skus = rows.map((r) => r.sku.toLowerCase()).filter(Boolean);
  const [linked, sameSku] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ id: products.id, shopifyId: products.shopifyId })
          .from(products)
          .where(storeScoped(products, store.id, inArray(products.shopifyId, ids))),
    skus.length === 0
      ? []
      : db
          .select({ id: products.id, title: products.title, sku: sql<string>`lower(${products.sku})` })
          .from(products)
          .where(
            storeScoped(
              products,
              store.id,
              sql`${products.shopifyId} is null`,
              inArray(sql`lower(${products.sku})`, skus),
            ),
          ),
  ]);
  const productOf = new Map(linked.map((l) => [l.shopifyId, l.id]));
  const skuOwner = new Map(sameSku.map((s) => [s.sku, { productId: s.id, title: s.title }]));
  return {
    products: rows.map((r) => ({
      ...r,
      productId: productOf.get(r.id) ?? null,
      skuMatch: productOf.has(r.id) ? null : (skuOwner.get(r.sku.toLowerCase()) ?? null),
    })),
    nextCursor: page.nextCursor,
  };
}
