/**
 * The seller inventory page's summary cards (spec 1 §2.3, spec 2 §2.4): total sales before fees, total payout
 * and pending payout after fees, over the items sold in a date range (inclusive days of `sold_on` in the store's
 * time zone). One aggregate over the consigner's Sold and Paid items, served by the (store, consigner, status)
 * index; definitions in docs/decisions.md.
 */
import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import type { SellerSummary } from '@backroom/domain/contract/inventory';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface SellerSummaryInput {
  storeId: number;
  consignerId: number;
  timeZone: string;
  currency: string;
  dateRangeStart?: string;
  dateRangeEnd?: string;
}

export async function sellerSummary(db: DbOrTx, input: SellerSummaryInput): Promise<SellerSummary> {
  const { storeId, consignerId, timeZone } = input;
  const from = input.dateRangeStart
    ? sql`i.sold_on >= (${input.dateRangeStart}::date)::timestamp at time zone ${timeZone}`
    : sql`true`;
  const to = input.dateRangeEnd
    ? sql`i.sold_on < (${input.dateRangeEnd}::date + 1)::timestamp at time zone ${timeZone}`
    : sql`true`;
  const result = await db.execute(sql`
    select
      coalesce(sum(coalesce(i.sold_price, i.price)) filter (where ${from} and ${to}), 0)::bigint as total_sales,
      coalesce(sum(i.payout_amount) filter (where ${from} and ${to}), 0)::bigint as total_payout,
      coalesce(sum(i.payout_amount) filter (where i.status = 'Sold' and ${from} and ${to}), 0)::bigint
        as pending_payout,
      (count(*) filter (where ${from} and ${to}))::int as sold_count,
      count(*)::int as all_time_sold_count,
      coalesce(bool_or(i.status = 'Sold' and l.name = ${ONLINE_MARKETPLACE_LOCATION}), false) as marketplace
    from inventories i
    left join locations l on l.store_id = i.store_id and l.id = i.location_id
    where i.store_id = ${storeId} and i.consigner_id = ${consignerId}
      and i.status in ('Sold', 'Paid') and i.deleted_at is null`);
  const row = result.rows[0] as Record<string, unknown>;
  const money = (value: unknown) => fromMinor(Number(value ?? 0), input.currency);
  return {
    totalSales: money(row.total_sales),
    totalPayout: money(row.total_payout),
    pendingPayout: money(row.pending_payout),
    soldCount: Number(row.sold_count ?? 0),
    allTimeSoldCount: Number(row.all_time_sold_count ?? 0),
    hasMarketplaceSales: row.marketplace === true || row.marketplace === 't',
  };
}
