/**
 * How the pending payouts (what sold consigned items owe: Σ payout of the Sold ones) split against the Ready to
 * Pay page (issue 29): ready to pay (net of the balances a payout takes back, as payouts/ready.ts totals it), the
 * balances those ready items will recover, and the items already in a payout that is not paid yet. The three add
 * up to what is owed, so the dashboard can say how its figure and Ready to Pay's differ.
 */
import { type SQL, sql } from 'drizzle-orm';
import { payableWhere } from '../payouts';

export interface PendingSplit {
  readyToPay: number;
  balanceRecovered: number;
  inUnpaidPayouts: number;
}

/** A JSON sub-select for storeFigures' extras (minor units). */
export function pendingSplitSql(storeId: number): SQL {
  return sql`
    select json_build_object(
      'readyToPay', coalesce(sum(g.gross - least(g.owed, g.gross)), 0)::bigint,
      'balanceRecovered', coalesce(sum(least(g.owed, g.gross)), 0)::bigint,
      'inUnpaidPayouts', (
        select coalesce(sum(i.payout_amount), 0)::bigint
        from inventories i join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
        where i.store_id = ${storeId} and i.status = 'Sold' and i.sale_type <> 'Buying' and not c.is_store_account
          and exists (select 1 from payout_items pi
            where pi.store_id = i.store_id and pi.inventory_id = i.id and pi.live)))
    from (
      select greatest(c.balance_owed, 0) as owed, sum(i.payout_amount)::bigint as gross
      from inventories i join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
      where ${payableWhere(storeId)}
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
