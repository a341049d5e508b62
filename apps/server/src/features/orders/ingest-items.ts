/**
 * What an order does to its items: Active → PendingSale (placed) or → Sold (paid), through the domain, in the
 * order's transaction. An item another order already holds is not touched: its line is flagged instead.
 */

import { inStatusGroup } from '@backroom/domain/inventory/status-groups';
import { ORDER_MESSAGES } from '@backroom/domain/messages/orders';
import { type InventoryStatus, inventoryStatusLabel } from '@backroom/domain/statuses';
import type { InventoryAction } from '@backroom/domain/transition-types';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { feeColumns, quoteFor, soldFeeColumns } from '../../core/fee-context';
import { type ItemRow, lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { orderLineItems, orders, payoutItems } from '../../db/schema';
import { termsSaleOf } from '../consignment-terms';
import { applyInTx } from '../inventory';
import type { OrderStage } from './ingest';

type LineRow = typeof orderLineItems.$inferSelect;

type Decision =
  | { kind: 'apply'; action: InventoryAction }
  | { kind: 'skip' }
  | { kind: 'flag'; reason: string };

const CALLS: Record<OrderStage, string> = {
  placed: 'orderPlaced',
  paid: 'orderPaid',
  cancelled: 'cancelSale',
};

/** The storefront acts as the system; the log names the order. */
export function systemWho(orderName: string): Actor {
  return {
    actor: { kind: 'system' },
    name: `Order ${orderName}`,
    consignerId: null,
    employeeId: null,
    userId: null,
  };
}

/** A cancelled order puts the items it holds back on sale; one already owed or paid out is flagged instead. */
function decideCancel(item: ItemRow, orderId: number, inLivePayout: boolean): Decision {
  if (item.orderId !== orderId || item.deletedAt) return { kind: 'skip' };
  if (item.status === 'Paid') return { kind: 'flag', reason: ORDER_MESSAGES.cancelledAfterPaid };
  if (item.status !== 'PendingSale' && item.status !== 'Sold') return { kind: 'skip' };
  return { kind: 'apply', action: { type: 'cancelSale', orderId, inLivePayout } };
}

function decide(item: ItemRow, orderId: number, stage: OrderStage, line: LineRow): Decision {
  const ours = item.orderId === orderId;
  if (item.deletedAt) return ours ? { kind: 'skip' } : { kind: 'flag', reason: ORDER_MESSAGES.removed };
  if (ours) {
    if (stage === 'paid' && item.status === 'PendingSale')
      return { kind: 'apply', action: { type: 'orderPaid', orderId, discount: line.discount } };
    return { kind: 'skip' };
  }
  if (item.status === 'Active') {
    return stage === 'paid'
      ? { kind: 'apply', action: { type: 'orderPaid', orderId, discount: line.discount } }
      : { kind: 'apply', action: { type: 'orderPlaced', orderId } };
  }
  if (inStatusGroup('held', item.status)) return { kind: 'flag', reason: 'another order' };
  return {
    kind: 'flag',
    reason: ORDER_MESSAGES.notForSale(inventoryStatusLabel(item.status as InventoryStatus)),
  };
}

async function orderNames(tx: DbOrTx, storeId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: orders.id, name: orders.name })
    .from(orders)
    .where(storeScoped(orders, storeId, inArray(orders.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Items owed in a payout that is not failed (payout_items.live). */
async function inLivePayouts(tx: DbOrTx, storeId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ inventoryId: payoutItems.inventoryId })
    .from(payoutItems)
    .where(
      storeScoped(payoutItems, storeId, eq(payoutItems.live, true), inArray(payoutItems.inventoryId, ids)),
    );
  return new Set(rows.map((r) => r.inventoryId));
}

async function flagLines(tx: DbOrTx, storeId: number, flags: { lineId: number; reason: string }[]) {
  for (const f of flags) {
    await tx
      .update(orderLineItems)
      .set({ conflict: f.reason })
      .where(
        storeScoped(
          orderLineItems,
          storeId,
          eq(orderLineItems.id, f.lineId),
          sql`${orderLineItems.conflict} is null`,
        ),
      );
  }
}

export async function applyItemsForOrder(
  tx: DbOrTx,
  store: StoreRow,
  order: { orderId: number; orderName: string; stage: OrderStage; lines: LineRow[] },
): Promise<{ sold: number[]; flagged: number[] }> {
  const withItem = order.lines.filter((l) => l.inventoryId !== null);
  if (withItem.length === 0) return { sold: [], flagged: [] };
  const items = new Map(
    (
      await lockItems(
        tx,
        store.id,
        [...new Set(withItem.map((l) => l.inventoryId!))].sort((a, b) => a - b),
      )
    ).map((r) => [r.id, r]),
  );
  const cancelled = order.stage === 'cancelled';
  const owed = cancelled ? await inLivePayouts(tx, store.id, [...items.keys()]) : new Set<number>();
  const actions = new Map<number, InventoryAction>();
  const flags: { lineId: number; reason: string; holder: number | null }[] = [];
  for (const line of withItem) {
    const item = items.get(line.inventoryId!);
    if (!item) continue;
    const decision = cancelled
      ? decideCancel(item, order.orderId, owed.has(item.id))
      : decide(item, order.orderId, order.stage, line);
    if (decision.kind === 'apply' && !actions.has(item.id)) actions.set(item.id, decision.action);
    else if (decision.kind === 'flag' && line.conflict === null)
      flags.push({ lineId: line.id, reason: decision.reason, holder: item.orderId });
  }
  const names = await orderNames(
    tx,
    store.id,
    flags.map((f) => f.holder).filter((h): h is number => h !== null),
  );
  const flagged = flags.map((f) => ({
    lineId: f.lineId,
    reason:
      f.reason === 'another order'
        ? ORDER_MESSAGES.soldTwice(names.get(f.holder ?? -1) ?? 'another order')
        : f.reason,
  }));

  let sold: number[] = [];
  if (actions.size > 0) {
    const outcome = await applyInTx(tx, {
      store,
      who: systemWho(order.orderName),
      ids: [...actions.keys()],
      call: CALLS[order.stage],
      action: (row) => actions.get(row.id)!,
      // Sold items pay out on the sold price without the balance (recovered once, when the payout is made); a
      // cancelled sale is quoted again as a listed item: listed price, no discount, balance included.
      after: async (row, next, { tx, fees }) => {
        const sold = next.status === 'Sold';
        if (row.consignerIsStoreAccount || !(sold || (cancelled && row.status === 'Sold'))) return {};
        const consigner = {
          isStoreAccount: false,
          consignerTypeId: row.consignerTypeId,
          chargeTax: row.consignerChargeTax,
          balanceOwed: row.consignerBalanceOwed,
        };
        if (sold) {
          const soldAt = next.soldOn ? new Date(next.soldOn) : new Date();
          const terms = await termsSaleOf(tx, { store, item: row, soldAt });
          return soldFeeColumns({
            fees: await fees(),
            consigner,
            item: row,
            discount: next.discount ?? 0,
            absorbDiscount: store.absorbDiscount,
            terms,
          });
        }
        return feeColumns(quoteFor({ fees: await fees(), consigner, item: { ...row, discount: 0 } }));
      },
    });
    for (const failure of outcome.failed) {
      const line = withItem.find((l) => l.inventoryId === failure.id);
      if (line && line.conflict === null) flagged.push({ lineId: line.id, reason: failure.error });
    }
    sold = order.stage === 'paid' ? outcome.updated : [];
    if (cancelled && outcome.updated.length > 0) {
      await tx.execute(sql`
        update inventories set sold_price = null
        where store_id = ${store.id} and id in (${sql.join(
          outcome.updated.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    if (sold.length > 0) {
      await tx.execute(sql`
        update inventories set sold_price = greatest(price - discount, 0)
        where store_id = ${store.id} and id in (${sql.join(
          sold.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
  }
  await flagLines(tx, store.id, flagged);
  return { sold, flagged: flagged.map((f) => f.lineId) };
}
