/**
 * Store requests (spec 2 §2.7): staff see the sizes a location has 0 stock in (Request Items) and ask for them
 * as Consignment ([low, high] range) or Buying (fixed price) requests; consigners (and the public catalogue
 * link) see the open requests. A request has no consigner in the domain until one accepts it; the table keeps
 * it on the store account meanwhile.
 */
import type { StoreRequestProduct, ZeroStockProduct } from '@backroom/domain/contract/store-requests';
import { compareSizes } from '@backroom/domain/format';
import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { fromMinor } from '@backroom/domain/money';
import type { SaleType } from '@backroom/domain/statuses';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../http/pagination';

export const REQUEST_LIMIT = 2000;

/** The [low, high] store request range of a raw row, or null. */
function priceRangeOf(r: Record<string, unknown>, amount: (v: unknown) => number): [number, number] | null {
  return r.store_request_price_low === null
    ? null
    : [amount(r.store_request_price_low), amount(r.store_request_price_high)];
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const productSearch = (search: string | undefined): SQL => {
  if (!search) return sql``;
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return sql`and ${sql.join(
    words.map((w) => sql`p.search_text like ${likePattern(w)}`),
    sql` and `,
  )}`;
};

export interface RequestFilters {
  location?: string;
  search?: string;
  saleType?: 'Consignment' | 'Buying';
}

/** Open store requests grouped by product (consigner Store Request screen, public catalogue). */
export async function openRequests(db: DbOrTx, store: { id: number; currency: string }, f: RequestFilters) {
  const result = await db.execute(sql`
    select i.id, i.code, i.status, i.sale_type, i.price, i.store_request_price_low, i.store_request_price_high,
           i.option1_value, i.option2_value, i.option3_value, l.name as location, i.created_at,
           p.id as product_id, p.title, p.sku, p.image, p.brand
    from inventories i
    join products p on p.store_id = i.store_id and p.id = i.product_id
    left join locations l on l.store_id = i.store_id and l.id = i.location_id
    where i.store_id = ${store.id} and i.deleted_at is null and i.status in ('Consignment', 'Buying')
      ${f.location ? sql`and l.name = ${f.location}` : sql``}
      ${f.saleType ? sql`and i.status = ${f.saleType}` : sql``}
      ${productSearch(f.search)}
    order by p.title, p.id, i.id
    limit ${REQUEST_LIMIT}`);
  const amount = (v: unknown) => fromMinor(Number(v), store.currency);
  const products = new Map<number, StoreRequestProduct>();
  for (const r of result.rows as Record<string, unknown>[]) {
    const productId = Number(r.product_id);
    let product = products.get(productId);
    if (!product) {
      product = {
        id: productId,
        title: r.title as string,
        sku: r.sku as string,
        image: r.image as string | null,
        brand: r.brand as string,
        sizes: [],
      };
      products.set(productId, product);
    }
    product.sizes.push({
      id: Number(r.id),
      code: r.code as string,
      status: r.status as SaleType,
      saleType: r.sale_type as SaleType,
      price: amount(r.price),
      storeRequestPriceRange: priceRangeOf(r, amount),
      option1Value: r.option1_value as string | null,
      option2Value: r.option2_value as string | null,
      option3Value: r.option3_value as string | null,
      location: r.location as string | null,
    });
  }
  const list = [...products.values()];
  for (const p of list) p.sizes.sort((a, b) => compareSizes(a.option1Value, b.option1Value));
  return { products: list, count: list.length };
}

/** Request Items: catalogue products with the template sizes that have no stock at the location. */
export async function zeroStockCatalogue(
  db: DbOrTx,
  store: { id: number; currency: string },
  q: { locationId: number; search?: string; page: number; pageSize: number },
) {
  const where = sql`p.store_id = ${store.id} and p.review_status = 'active' ${productSearch(q.search)}`;
  const page = await db.execute(sql`
    select (select count(*) from products p where ${where})::int as total_count,
           p.id, p.title, p.sku, p.image, p.brand, p.category, p.product_template_id,
           t.option1 as option1_name, t.option1_values
    from products p left join product_templates t on t.store_id = p.store_id and t.id = p.product_template_id
    where ${where}
    order by p.title, p.id
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = page.rows as Record<string, unknown>[];
  if (rows.length === 0) return { products: [] as ZeroStockProduct[], count: 0 };
  const ids = sql.join(
    rows.map((r) => sql`${Number(r.id)}`),
    sql`, `,
  );
  const [stock, requests] = await Promise.all([
    db.execute(sql`
      select product_id, option1_value from inventories
      where store_id = ${store.id} and location_id = ${q.locationId} and product_id in (${ids})
        and status in (${inList(STATUS_GROUPS.live)}) and deleted_at is null
      group by product_id, option1_value`),
    db.execute(sql`
      select id, product_id, status, price, store_request_price_low, store_request_price_high, option1_value,
             option2_value, option3_value
      from inventories
      where store_id = ${store.id} and location_id = ${q.locationId} and product_id in (${ids})
        and status in ('Consignment', 'Buying') and deleted_at is null
      order by id`),
  ]);
  const inStock = new Set(
    (stock.rows as Record<string, unknown>[]).map((r) => `${r.product_id}\u0000${r.option1_value}`),
  );
  const amount = (v: unknown) => fromMinor(Number(v), store.currency);
  return {
    count: Number(rows[0]!.total_count),
    products: rows.map((r): ZeroStockProduct => {
      const sizes = ((r.option1_values as string[] | null) ?? []).slice();
      return {
        id: Number(r.id),
        title: r.title as string,
        sku: r.sku as string,
        image: r.image as string | null,
        brand: r.brand as string,
        category: r.category as string,
        productTemplateId: r.product_template_id === null ? null : Number(r.product_template_id),
        option1: r.option1_name as string | null,
        sizes,
        zeroStockSizes: sizes.filter((s) => !inStock.has(`${r.id}\u0000${s}`)),
        requests: (requests.rows as Record<string, unknown>[])
          .filter((q2) => Number(q2.product_id) === Number(r.id))
          .map((q2) => ({
            id: Number(q2.id),
            status: q2.status as SaleType,
            price: amount(q2.price),
            storeRequestPriceRange: priceRangeOf(q2, amount),
            option1Value: q2.option1_value as string | null,
            option2Value: q2.option2_value as string | null,
            option3Value: q2.option3_value as string | null,
          })),
      };
    }),
  };
}
