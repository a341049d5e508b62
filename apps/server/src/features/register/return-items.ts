/**
 * What a register return does to its items (issue 34): each goes back to Active (or the chosen status) through the
 * domain's returnSale, quoted again on its listed price. A consigner not yet paid has their Ready to Pay line
 * reversed with it; one already paid out now owes what they were paid: a balance entry (a line on their next
 * statement) and their balance owed. An item in a payout still being paid is refused in words.
 */
import { RETURN_MESSAGES } from '@backroom/domain/messages/register';
import type { ReturnStatus } from '@backroom/domain/register-returns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { feeColumns, quoteFor } from '../../core/fee-context';
import { type ItemRow, lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { consignerBalanceEntries, payoutItems, payouts } from '../../db/schema';
import { conflict, ruleViolation } from '../../http/errors';
import { applyInTx } from '../inventory';
import { systemWho } from '../orders';

export interface ItemOutcome {
  inventoryId: number;
  consignerOutcome: 'reversed' | 'owed' | 'none';
  /** Minor units: what the consigner now owes ('owed'). */
  owed: number;
}

/** Locks the items and decides each one's outcome; refuses what cannot be returned. */
export async function planItems(
  tx: DbOrTx,
  { store, orderId, ids }: { store: StoreRow; orderId: number; ids: readonly number[] },
): Promise<{ rows: ItemRow[]; outcomes: ItemOutcome[] }> {
  const rows = await lockItems(
    tx,
    store.id,
    [...ids].sort((a, b) => a - b),
  );
  const live = await tx
    .select({
      inventoryId: payoutItems.inventoryId,
      amount: payoutItems.amount,
      status: payouts.status,
      name: payouts.name,
    })
    .from(payoutItems)
    .innerJoin(payouts, and(eq(payouts.storeId, payoutItems.storeId), eq(payouts.id, payoutItems.payoutId)))
    .where(
      storeScoped(
        payoutItems,
        store.id,
        eq(payoutItems.live, true),
        inArray(payoutItems.inventoryId, [...ids]),
      ),
    );
  const inPayout = new Map(live.map((l) => [l.inventoryId, l]));
  const outcomes = rows.map((row): ItemOutcome => {
    if ((row.status !== 'Sold' && row.status !== 'Paid') || row.orderId !== orderId || row.deletedAt)
      throw conflict(RETURN_MESSAGES.lineReturned(row.code));
    const payout = inPayout.get(row.id);
    if (payout && payout.status !== 'Paid')
      throw ruleViolation(RETURN_MESSAGES.inPayout(row.code, payout.name));
    if (row.consignerIsStoreAccount) return { inventoryId: row.id, consignerOutcome: 'none', owed: 0 };
    if (row.status === 'Paid' || payout)
      return { inventoryId: row.id, consignerOutcome: 'owed', owed: payout?.amount ?? row.payoutAmount };
    return { inventoryId: row.id, consignerOutcome: 'reversed', owed: 0 };
  });
  return { rows, outcomes };
}

export interface ReturnItemsOptions {
  store: StoreRow;
  order: { id: number; name: string };
  plan: { rows: ItemRow[]; outcomes: ItemOutcome[] };
  status: ReturnStatus;
}

/** Applies the plan: the items' new status, the balances owed, the paid payout lines no longer live. */
export async function returnItems(tx: DbOrTx, { store, order, plan, status }: ReturnItemsOptions) {
  const ids = plan.rows.map((r) => r.id);
  const outcome = await applyInTx(tx, {
    store,
    who: systemWho(order.name),
    ids,
    call: 'registerReturn',
    action: () => ({ type: 'returnSale', orderId: order.id, status }),
    emails: 'none',
    after: async (row, _next, { fees }) => {
      if (row.consignerIsStoreAccount) return {};
      const consigner = {
        isStoreAccount: false,
        consignerTypeId: row.consignerTypeId,
        chargeTax: row.consignerChargeTax,
        balanceOwed: row.consignerBalanceOwed,
      };
      return feeColumns(quoteFor({ fees: await fees(), consigner, item: { ...row, discount: 0 } }));
    },
  });
  if (outcome.failed.length > 0) throw conflict(outcome.failed[0]!.error);
  await tx.execute(sql`update inventories set sold_price = null
    where store_id = ${store.id} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const owed = plan.outcomes.filter((o) => o.consignerOutcome === 'owed');
  if (owed.length === 0) return;
  const byId = new Map(plan.rows.map((r) => [r.id, r]));
  // The paid payout keeps its line for its statement; the item may be paid out again when it sells again.
  await tx
    .update(payoutItems)
    .set({ live: false })
    .where(
      storeScoped(
        payoutItems,
        store.id,
        eq(payoutItems.live, true),
        inArray(
          payoutItems.inventoryId,
          owed.map((o) => o.inventoryId),
        ),
      ),
    );
  const withAmount = owed.filter((o) => o.owed > 0);
  if (withAmount.length === 0) return;
  await tx.insert(consignerBalanceEntries).values(
    withAmount.map((o) => ({
      storeId: store.id,
      consignerId: byId.get(o.inventoryId)!.consignerId,
      kind: 'returnedSale' as const,
      amount: o.owed,
      inventoryId: o.inventoryId,
      itemCode: byId.get(o.inventoryId)!.code,
    })),
  );
  const perConsigner = new Map<number, number>();
  for (const o of withAmount) {
    const c = byId.get(o.inventoryId)!.consignerId;
    perConsigner.set(c, (perConsigner.get(c) ?? 0) + o.owed);
  }
  for (const [consignerId, amount] of [...perConsigner].sort((a, b) => a[0] - b[0]))
    await tx.execute(sql`update consigners set balance_owed = balance_owed + ${amount}, updated_at = now()
      where store_id = ${store.id} and id = ${consignerId}`);
}
