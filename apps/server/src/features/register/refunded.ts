/** What a counter sale's tenders got back so far, shared by the return (returns.ts) and the sale's answer. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** What earlier returns gave back to each tender: their sums by kind, spread in the order refundToTenders fills. */
export async function refundedSoFar(
  tx: DbOrTx,
  {
    storeId,
    saleId,
    tenders,
  }: {
    storeId: number;
    saleId: number;
    tenders: readonly { kind: 'cash' | 'card' | 'credit'; amount: number }[];
  },
) {
  const [done] = (
    await tx.execute(sql`select coalesce(sum(cash_refund), 0) as cash, coalesce(sum(card_refund), 0) as card,
      coalesce(sum(credit_refund), 0) as credit from register_returns where store_id = ${storeId} and sale_id = ${saleId}`)
  ).rows as { cash: unknown; card: unknown; credit: unknown }[];
  const left = {
    cash: Number(done?.cash ?? 0),
    card: Number(done?.card ?? 0),
    credit: Number(done?.credit ?? 0),
  };
  return tenders.map((t) => {
    const take = Math.min(t.amount, left[t.kind]);
    left[t.kind] -= take;
    return take;
  });
}
