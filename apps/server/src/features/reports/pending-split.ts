/**
 * How the pending payouts (what sold consigned items owe: Σ payout of the Sold ones) split against the Ready to
 * Pay page (issue 29): ready to pay (net of the balances a payout takes back, as payouts/ready.ts totals it), the
 * balances those ready items will recover, and the items already in a payout that is not paid yet. The three add
 * up to what is owed, so the dashboard can say how its figure and Ready to Pay's differ.
 */
import { type SQL, sql } from 'drizzle-orm';
import { owedItemWhere } from '../payouts';

export interface PendingSplit {
  readyToPay: number;
  balanceRecovered: number;
  inUnpaidPayouts: number;
}

/**
 * A JSON sub-select for storeFigures' extras (minor units). One pass over the store's owed items (owedItemWhere),
 * read from inventories_store_owed_idx (it holds only Sold items): each is either in a live payout (not paid yet) or
 * payable (payableWhere: also not soft-deleted), summed per consigner so a consigner's negative balance is
 * recovered from their own gross only. A join finds the live payout item, not payableWhere's `not exists`: run per
 * item, that was five times as slow on a store of 10,000 Sold items.
 */
export function pendingSplitSql(storeId: number): SQL {
  return sql`
    select json_build_object(
      'readyToPay', coalesce(sum(g.gross - least(g.owed, g.gross)), 0)::bigint,
      'balanceRecovered', coalesce(sum(least(g.owed, g.gross)), 0)::bigint,
      'inUnpaidPayouts', coalesce(sum(g.in_payouts), 0)::bigint)
    from (
      select greatest(c.balance_owed, 0) as owed,
        coalesce(sum(i.payout_amount) filter (where pi.inventory_id is null and i.deleted_at is null), 0) as gross,
        coalesce(sum(i.payout_amount) filter (where pi.inventory_id is not null), 0) as in_payouts
      from inventories i
      join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
      left join payout_items pi on pi.store_id = i.store_id and pi.inventory_id = i.id and pi.live
      where ${owedItemWhere(storeId)}
      group by c.store_id, c.id) g`;
}

export function pendingSplitOf(raw: unknown): PendingSplit {
  const r = (raw ?? {}) as Record<string, unknown>;
  return {
    readyToPay: Number(r.readyToPay ?? 0),
    balanceRecovered: Number(r.balanceRecovered ?? 0),
    inUnpaidPayouts: Number(r.inUnpaidPayouts ?? 0),
  };
}
