/**
 * The staff "Markdowns this month" list (issue 33): the automatic markdowns the terms clock applied since the 1st
 * of the month, on the store's calendar, newest first: the rows the dashboard tile counts (reports/terms-figures.ts).
 */
import { todayIn } from '@backroom/domain/dates';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const LIMIT = 500;
/** The clock's log action is "Automatic markdown, step N of M" (clock.ts). */
const MARKDOWN_ACTION = 'Automatic markdown, step %';

export async function markdownsThisMonth(
  db: Db,
  store: { id: number; timeZone: string; currency: string },
  now = new Date(),
) {
  const today = todayIn(store.timeZone, now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const r = await db.execute(sql`
    select l.id, l.created_at as at, l.action, i.id as "itemId", i.code, i.status, p.title,
      trim(c.first_name || ' ' || c.last_name) as consigner, c.id as "consignerId",
      (select (f->>'beforeValue')::bigint from jsonb_array_elements(l.modified_fields) f
        where f->>'variableChanged' = 'price' limit 1) as "oldPrice",
      (select (f->>'afterValue')::bigint from jsonb_array_elements(l.modified_fields) f
        where f->>'variableChanged' = 'price' limit 1) as "newPrice"
    from inventory_logs l
    join inventories i on i.store_id = l.store_id and i.id = l.inventory_id
    join products p on p.store_id = i.store_id and p.id = i.product_id
    join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
    where l.store_id = ${store.id} and l.action like ${MARKDOWN_ACTION}
      and l.modified_fields <> '[]'::jsonb
      and l.created_at >= ((${monthStart}::date)::timestamp at time zone ${store.timeZone})
    order by l.created_at desc, l.id desc
    limit ${LIMIT}`);
  const rows = r.rows as {
    id: number;
    at: Date | string;
    action: string;
    itemId: number;
    code: string;
    status: string;
    title: string;
    consigner: string;
    consignerId: number;
    oldPrice: number | string | null;
    newPrice: number | string | null;
  }[];
  const money = (v: number | string | null) => (v === null ? null : fromMinor(Number(v), store.currency));
  return {
    monthStart,
    items: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      step: row.action.replace(/^Automatic markdown, /, ''),
      itemId: Number(row.itemId),
      code: row.code,
      status: row.status,
      title: row.title,
      consigner: row.consigner,
      consignerId: Number(row.consignerId),
      oldPrice: money(row.oldPrice),
      newPrice: money(row.newPrice),
    })),
  };
}
