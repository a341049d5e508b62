/**
 * Orders reads: the Find Orders list (search, consigner, dates, flagged), one order with its lines, and the
 * CSV export. Each answer is built as JSON by PostgreSQL in one statement.
 */

import type { filterConsigner, order, orderFilterShape, ordersQuery } from '@backroom/domain/contract/orders';
import { fromMinor } from '@backroom/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { likePattern, offsetOf } from '../../http/pagination';

export type OrderFilters = Partial<z.output<z.ZodObject<typeof orderFilterShape>>>;

export function orderWhere(store: StoreRow, f: OrderFilters): SQL {
  const parts: SQL[] = [sql`o.store_id = ${store.id}`];
  if (f.status) parts.push(sql`o.status = ${f.status}`);
  if (f.source) parts.push(sql`o.channel = ${f.source}`);
  if (f.dateRangeStart)
    parts.push(sql`o.order_date >= (${f.dateRangeStart}::date)::timestamp at time zone ${store.timeZone}`);
  if (f.dateRangeEnd)
    parts.push(sql`o.order_date < (${f.dateRangeEnd}::date + 1)::timestamp at time zone ${store.timeZone}`);
  if (f.consigner)
    parts.push(sql`exists (select 1 from order_line_items ol join inventories i on i.store_id = ol.store_id and i.id = ol.inventory_id
      where ol.store_id = o.store_id and ol.order_id = o.id and i.consigner_id = ${f.consigner})`);
  if (f.flagged !== undefined)
    parts.push(
      sql`${f.flagged ? sql`` : sql`not`} exists (select 1 from order_line_items ol
        where ol.store_id = o.store_id and ol.order_id = o.id and ol.conflict is not null)`,
    );
  if (f.search) {
    const like = likePattern(f.search.toLowerCase());
    parts.push(sql`(lower(o.name) like ${like} or lower(o.external_id) like ${like}
      or lower(o.customer->>'first_name') like ${like} or lower(o.customer->>'email') like ${like}
      or exists (select 1 from order_line_items ol left join inventories i on i.store_id = ol.store_id and i.id = ol.inventory_id
        where ol.store_id = o.store_id and ol.order_id = o.id and (lower(ol.title) like ${like} or lower(i.code) like ${like})))`);
  }
  return sql.join(parts, sql` and `);
}

/** The lines of order `o` as a JSON array (raw minor units; converted by the caller). */
const LINES_JSON = sql`coalesce((
  select json_agg(json_build_object(
    'id', ol.id, 'inventoryId', ol.inventory_id, 'externalId', ol.external_id, 'title', ol.title,
    'price', ol.price, 'discount', ol.discount, 'conflict', ol.conflict, 'unmatched', ol.unmatched,
    'code', i.code, 'status', i.status, 'soldPrice', i.sold_price, 'payoutAmount', i.payout_amount,
    'option1Value', i.option1_value, 'option2Value', i.option2_value, 'option3Value', i.option3_value,
    'image', coalesce(i.image, p.image), 'sku', p.sku, 'productId', p.id,
    'consigner', case when c.id is null then null else json_build_object('id', c.id,
      'name', trim(c.first_name || ' ' || c.last_name), 'isStoreAccount', c.is_store_account) end
  ) order by ol.id)
  from order_line_items ol
  left join inventories i on i.store_id = ol.store_id and i.id = ol.inventory_id
  left join products p on p.store_id = i.store_id and p.id = i.product_id
  left join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
  where ol.store_id = o.store_id and ol.order_id = o.id), '[]'::json)`;

const ORDER_JSON = sql`json_build_object('id', o.id, 'name', o.name, 'channel', o.channel,
  'externalId', o.external_id, 'status', o.status, 'customer', o.customer, 'total', o.total,
  'orderDate', o.order_date, 'updatedAt', o.updated_at, 'lineItems', ${LINES_JSON})`;

type OrderAnswer = z.input<typeof order>;
type LineAnswer = OrderAnswer['lineItems'][number];

/** A line as PostgreSQL builds it: money still in minor units. */
type RawLine = Omit<LineAnswer, 'price' | 'discount'> & { price: number; discount: number };

/** An order as PostgreSQL builds it: money in minor units, the counts not made yet. */
type RawOrder = Omit<OrderAnswer, 'total' | 'flagged' | 'unmatchedCount' | 'itemCount' | 'lineItems'> & {
  total: number;
  lineItems: RawLine[];
};

export function orderView(raw: RawOrder, currency: string): OrderAnswer {
  const money = (minor: number | null) => (minor === null ? null : fromMinor(minor, currency));
  return {
    ...raw,
    total: money(raw.total),
    flagged: raw.lineItems.some((l) => l.conflict !== null),
    unmatchedCount: raw.lineItems.filter((l) => l.unmatched).length,
    itemCount: raw.lineItems.length,
    lineItems: raw.lineItems.map((l) => ({
      ...l,
      price: money(l.price),
      discount: money(l.discount),
      soldPrice: money(l.soldPrice),
      payoutAmount: money(l.payoutAmount),
    })),
  };
}

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export async function listOrders(db: DbOrTx, store: StoreRow, q: z.output<typeof ordersQuery>) {
  const result = await db.execute(sql`
    select ${ORDER_JSON} as order, count(*) over ()::int as total
    from orders o where ${orderWhere(store, q)}
    order by o.order_date desc, o.id desc
    limit ${q.pageSize} offset ${offsetOf(q)}`);
  const rows = result.rows as { order: unknown; total: number }[];
  return {
    orders: rows.map((r) => orderView(parseJson<RawOrder>(r.order), store.currency)),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function findOrder(db: DbOrTx, store: StoreRow, id: number) {
  const result = await db.execute(sql`
    select ${ORDER_JSON} as order from orders o where o.store_id = ${store.id} and o.id = ${id}`);
  const row = result.rows[0] as { order: unknown } | undefined;
  return row ? orderView(parseJson<RawOrder>(row.order), store.currency) : null;
}

export async function orderConsignerOptions(db: DbOrTx, storeId: number) {
  const result = await db.execute(sql`
    select id, trim(first_name || ' ' || last_name) as name, email from consigners
    where store_id = ${storeId} and not is_store_account and deleted_at is null
    order by last_name, first_name, id limit 5000`);
  return result.rows as z.input<typeof filterConsigner>[];
}
