/** The local storefront's reads: Active items grouped by product, the lowest price per product and size first. */

import type { ShopProductCard, ShopSize } from '@backroom/domain/contract/shop';
import { compareSizes } from '@backroom/domain/format';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { likePattern, offsetOf, type Page } from '../../http/pagination';

const ACTIVE = sql`i.status = 'Active' and i.deleted_at is null`;

export async function listShopProducts(db: DbOrTx, store: StoreRow, q: Page & { search?: string }) {
  const search = q.search ? sql`and p.search_text like ${likePattern(q.search.toLowerCase())}` : sql``;
  const result = await db.execute(sql`
    select p.id, p.title, p.brand, p.sku, p.image, min(i.price) as price, count(*)::int as item_count,
      count(*) over ()::int as total
    from inventories i join products p on p.store_id = i.store_id and p.id = i.product_id
    where i.store_id = ${store.id} and ${ACTIVE} ${search}
    group by p.store_id, p.id
    order by min(i.price), p.title, p.id
    limit ${q.pageSize} offset ${offsetOf(q)}`);
  const rows = result.rows as Record<string, unknown>[];
  return {
    products: rows.map(
      (r): ShopProductCard => ({
        id: Number(r.id),
        title: String(r.title),
        brand: String(r.brand),
        sku: String(r.sku),
        image: (r.image as string | null) ?? null,
        price: fromMinor(Number(r.price), store.currency),
        itemCount: Number(r.item_count),
      }),
    ),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}

export async function shopProduct(db: DbOrTx, store: StoreRow, productId: number) {
  // A product still under review is on sale once one of its items is Active (the list shows it too).
  const products = await db.execute(sql`
    select id, title, brand, sku, image, image_list, category from products
    where store_id = ${store.id} and id = ${productId} and (review_status = 'active' or exists (
      select 1 from inventories i where i.store_id = ${store.id} and i.product_id = ${productId} and ${ACTIVE}))`);
  const product = products.rows[0] as Record<string, unknown> | undefined;
  if (!product) return null;
  const sizes = await db.execute(sql`
    select distinct on (i.option1_value, i.option2_value, i.option3_value)
      i.id, i.option1_value, i.option2_value, i.option3_value, i.price,
      count(*) over (partition by i.option1_value, i.option2_value, i.option3_value)::int as available
    from inventories i
    where i.store_id = ${store.id} and i.product_id = ${productId} and ${ACTIVE}
    order by i.option1_value, i.option2_value, i.option3_value, i.price, i.id`);
  const list = (sizes.rows as Record<string, unknown>[]).map(
    (r): ShopSize => ({
      inventoryId: Number(r.id),
      option1Value: (r.option1_value as string | null) ?? null,
      option2Value: (r.option2_value as string | null) ?? null,
      option3Value: (r.option3_value as string | null) ?? null,
      price: fromMinor(Number(r.price), store.currency),
      available: Number(r.available),
    }),
  );
  list.sort((a, b) => compareSizes(a.option1Value, b.option1Value) || a.price - b.price);
  return {
    product: {
      id: Number(product.id),
      title: String(product.title),
      brand: String(product.brand),
      sku: String(product.sku),
      image: (product.image as string | null) ?? null,
      imageList: (product.image_list as string[] | null) ?? [],
      category: String(product.category),
    },
    sizes: list,
  };
}
