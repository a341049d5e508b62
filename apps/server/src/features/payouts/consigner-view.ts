/**
 * GET /api/payouts/consigner/{id}: one consigner's sold items with their payout (the seller portal's Payout
 * screen and the staff consigner view). Rows are the consigner's Sold and Paid items plus Buying ("Ready to
 * Pay") lines the store owes them for items it bought. Money is in integer minor units (the portal's contract). payoutStatus is the live payout's status, or Pending
 * for a sold item not paid out yet (Paid for an item marked paid outside a payout).
 */
import type { consignerPayoutsQuery } from '@backroom/domain/contract/payout-requests';
import type { PayoutStatus } from '@backroom/domain/statuses';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../http/pagination';
import { statementsOf } from './statements';

const MAX_ROWS = 5000;

export async function consignerPayouts(
  db: DbOrTx,
  {
    store,
    consignerId,
    query: q,
  }: { store: StoreRow; consignerId: number; query: z.output<typeof consignerPayoutsQuery> },
) {
  const filters: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    filters.push(sql`(p.search_text like ${like} or lower(r.code) like ${like})`);
  }
  if (q.dateRangeStart)
    filters.push(sql`r.sold_on >= (${q.dateRangeStart}::date)::timestamp at time zone ${store.timeZone}`);
  if (q.dateRangeEnd)
    filters.push(sql`r.sold_on < (${q.dateRangeEnd}::date + 1)::timestamp at time zone ${store.timeZone}`);
  if (q.payoutsId) filters.push(sql`r.payout_id = ${q.payoutsId}`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    with rows as (
      select i.id, i.code, i.price, i.sold_price, i.payout_amount, i.status as item_status, i.product_id,
        i.option1_value, i.option2_value, i.option3_value, i.location_id, i.image,
        coalesce(i.sold_on, lp.created_at) as sold_on, lp.payout_id, lp.amount, lp.status as live_status, lp.paid_at
      from inventories i
      left join lateral (
        -- The consigner's own share decides the line's status: another consigner's failure is not theirs.
        select pi.payout_id, pi.amount,
          case pc.status when 'paid' then 'Paid' when 'failed' then 'Failed' else po.status end as status,
          coalesce(pc.paid_at, po.paid_at) as paid_at, po.created_at
        from payout_items pi
        join payouts po on po.store_id = pi.store_id and po.id = pi.payout_id
        left join payout_consigners pc on pc.store_id = pi.store_id and pc.payout_id = pi.payout_id
          and pc.consigner_id = pi.consigner_id
        where pi.store_id = i.store_id and pi.inventory_id = i.id and pi.consigner_id = ${consignerId} and pi.live
        limit 1) lp on true
      where i.store_id = ${store.id} and i.deleted_at is null
        and ((i.consigner_id = ${consignerId} and i.status in ('Sold', 'Paid')) or lp.payout_id is not null)
    )
    select r.id, r.code, r.payout_id, r.price, r.sold_price, coalesce(r.amount, r.payout_amount) as payout_amount,
      coalesce(r.live_status, case when r.item_status = 'Paid' then 'Paid' else 'Pending' end) as payout_status,
      r.option1_value, r.option2_value, r.option3_value, r.sold_on, r.paid_at, l.name as location,
      p.id as product_id, p.title, p.sku, coalesce(r.image, p.image) as image
    from rows r join products p on p.store_id = ${store.id} and p.id = r.product_id
    left join locations l on l.store_id = ${store.id} and l.id = r.location_id
    ${where}
    order by r.sold_on desc nulls last, r.id desc
    limit ${MAX_ROWS}`);
  const period: SQL[] = [];
  if (q.dateRangeStart)
    period.push(sql`po.created_at >= (${q.dateRangeStart}::date)::timestamp at time zone ${store.timeZone}`);
  if (q.dateRangeEnd)
    period.push(sql`po.created_at < (${q.dateRangeEnd}::date + 1)::timestamp at time zone ${store.timeZone}`);
  if (q.payoutsId) period.push(sql`po.id = ${q.payoutsId}`);
  const statements = await statementsOf(db, {
    store,
    consignerId,
    where: period.length ? sql.join(period, sql` and `) : undefined,
  });
  // Integer minor units here (the seller portal's contract), with the currency to format them.
  const money = (minor: unknown) => (minor === null || minor === undefined ? null : Number(minor));
  const all = result.rows as Record<string, unknown>[];
  let totalSales = 0;
  let totalPayout = 0;
  let pendingPayout = 0;
  for (const r of all) {
    totalSales += Number(r.sold_price ?? r.price);
    totalPayout += Number(r.payout_amount);
    if (r.payout_status !== 'Paid') pendingPayout += Number(r.payout_amount);
  }
  // What the payouts took from the items' money: the figures then add up to what reaches the bank.
  let deductions = 0;
  for (const st of statements) {
    const taken = st.deductions.reduce((sum, d) => sum + d.amount, 0);
    deductions += taken;
    if (st.status !== 'Paid') pendingPayout -= taken;
  }
  totalPayout -= deductions;
  const listed = q.status ? all.filter((r) => r.payout_status === q.status) : all;
  return {
    inventories: listed.map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      payoutId: r.payout_id === null ? null : Number(r.payout_id),
      payoutStatus: r.payout_status as PayoutStatus,
      product: {
        id: Number(r.product_id),
        title: String(r.title),
        sku: String(r.sku),
        image: (r.image as string | null) ?? null,
      },
      option1Value: (r.option1_value as string | null) ?? null,
      option2Value: (r.option2_value as string | null) ?? null,
      option3Value: (r.option3_value as string | null) ?? null,
      location: (r.location as string | null) ?? null,
      price: Number(r.price),
      soldPrice: money(r.sold_price),
      payoutAmount: Number(r.payout_amount),
      soldOn: (r.sold_on as Date | null) ?? null,
      paidAt: (r.paid_at as Date | null) ?? null,
    })),
    statements,
    currency: store.currency,
    summary: {
      totalSales,
      totalPayout,
      deductions,
      pendingPayout,
    },
  };
}
