/** ordersExport.csv: one row per sold line (the Find Orders list is a list of sold items). */

import { csvCell } from '@backroom/domain/csv';
import { formatMoneyForCsv } from '@backroom/domain/money-format';
import { sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { type OrderFilters, orderWhere } from './queries';

export const ORDERS_EXPORT_FILE = 'ordersExport.csv';
const MAX_ROWS = 50_000;

const HEADER = [
  'order',
  'order date',
  'status',
  'customer',
  'email',
  'item id',
  'code',
  'title',
  'sku',
  'size',
  'consigner',
  'price',
  'discount',
  'sold price',
  'payout',
  'item status',
  'flag',
];

export async function ordersCsv(
  db: DbOrTx,
  { store, filters, ids }: { store: StoreRow; filters: OrderFilters; ids?: number[] },
) {
  const only = ids?.length
    ? sql`and o.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select o.name, to_char(o.order_date at time zone ${store.timeZone}, 'YYYY-MM-DD HH24:MI') as order_date,
      o.status, o.customer->>'first_name' as customer, o.customer->>'email' as email, ol.inventory_id, i.code,
      ol.title, p.sku, i.option1_value, trim(c.first_name || ' ' || c.last_name) as consigner, ol.price,
      ol.discount, i.sold_price, i.payout_amount, i.status as item_status, ol.conflict
    from orders o
    join order_line_items ol on ol.store_id = o.store_id and ol.order_id = o.id
    left join inventories i on i.store_id = ol.store_id and i.id = ol.inventory_id
    left join products p on p.store_id = i.store_id and p.id = i.product_id
    left join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
    where ${orderWhere(store, filters)} ${only}
    order by o.order_date desc, o.id desc, ol.id
    limit ${MAX_ROWS}`);
  const money = (v: unknown) =>
    v === null || v === undefined ? '' : formatMoneyForCsv(Number(v), store.currency);
  const lines = [HEADER.map(csvCell).join(',')];
  for (const r of result.rows as Record<string, unknown>[]) {
    lines.push(
      [
        r.name,
        r.order_date,
        r.status,
        r.customer,
        r.email,
        r.inventory_id,
        r.code,
        r.title,
        r.sku,
        r.option1_value,
        r.consigner,
        money(r.price),
        money(r.discount),
        money(r.sold_price),
        money(r.payout_amount),
        r.item_status,
        r.conflict,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
