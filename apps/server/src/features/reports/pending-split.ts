/**
 * How the pending payouts (what sold consigned items owe: Σ payout of the Sold ones) split against the Ready to
 * Pay page (issue 29): ready to pay (net of the balances a payout takes back, as payouts/ready.ts totals it), the
 * balances those ready items will recover, and the items already in a payout that is not paid yet. The three add
 * up to what is owed, so the dashboard can say how its figure and Ready to Pay's differ.
 */
import { type SQL, sql } from 'drizzle-orm';

export interface PendingSplit {
  readyToPay: number;
  balanceRecovered: number;
  inUnpaidPayouts: number;
}

/**
 * A JSON sub-select for storeFigures' extras (minor units). One pass over the store's Sold items, read from
 * inventories_store_owed_idx alone (it holds only Sold items): each is either in a live payout (not paid yet) or
 * payable (payableWhere's rule: not soft-deleted, not a Buying sale, not the store account's), summed per
 * consigner so a consigner's negative balance is recovered from their own gross only.
 */
export function pendingSplitSql(storeId: number): SQL {
  return sql`
    select json_build_object(
      'readyToPay', coalesce(sum(g.gross - least(g.owed, g.gross)), 0)::bigint,
      'balanceRecovered', coalesce(sum(least(g.owed, g.gross)), 0)::bigint,
      'inUnpaidPayouts', coalesce(sum(g.in_payouts), 0)::bigint)
    from (
      select greatest(c.balance_owed, 0) as owed, s.gross, s.in_payouts
      from (
        select i.consigner_id,
          coalesce(sum(i.payout_amount) filter (where pi.inventory_id is null and i.deleted_at is null), 0) as gross,
          coalesce(sum(i.payout_amount) filter (where pi.inventory_id is not null), 0) as in_payouts
        from inventories i
        left join payout_items pi on pi.store_id = i.store_id and pi.inventory_id = i.id and pi.live
        where i.store_id = ${storeId} and i.status = 'Sold' and i.sale_type <> 'Buying'
        group by i.consigner_id) s
      join consigners c on c.store_id = ${storeId} and c.id = s.consigner_id
      where not c.is_store_account) g`;
}

export function pendingSplitOf(raw: unknown): PendingSplit {
  const r = (raw ?? {}) as Record<string, unknown>;
  return {
    readyToPay: Number(r.readyToPay ?? 0),
    balanceRecovered: Number(r.balanceRecovered ?? 0),
    inUnpaidPayouts: Number(r.inUnpaidPayouts ?? 0),
  };
}
