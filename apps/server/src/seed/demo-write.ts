/**
 * Writes a simulated demo year in the caller's transaction, in batches: items with their final columns (the
 * report triggers count them as they would any insert), their logs at the times they happened, orders and
 * their lines, payouts with shares, items and audit rows. Ids were reserved from the sequences beforehand.
 */
import type { DbOrTx } from '../db/client';
import {
  inventories,
  inventoryLogs,
  orderLineItems,
  orders,
  payoutAudits,
  payoutConsigners,
  payoutItems,
  payouts,
} from '../db/schema';
import type { Places } from '../features/inventory/places';
import type { SimItem } from './demo-items';
import type { SimOrder, SimPayout } from './demo-money';

const BATCH = 400;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

function itemRow(storeId: number, places: Places, item: SimItem): typeof inventories.$inferInsert {
  const s = item.state;
  const range = s.storeRequestPriceRange ?? null;
  return {
    id: item.n,
    storeId,
    code: item.code,
    productId: item.productId,
    productTemplateId: item.productTemplateId,
    consignerId: item.consignerId,
    status: s.status as string,
    saleType: s.saleType ?? 'Consignment',
    price: s.price,
    requestedPrice: s.requestedPrice ?? null,
    storeRequestPriceLow: range ? range[0] : null,
    storeRequestPriceHigh: range ? range[1] : null,
    payoutAmount: s.payoutAmount ?? 0,
    payoutFee: s.payoutFee ?? 0,
    cost: s.cost ?? 0,
    total: item.total,
    discount: s.discount ?? 0,
    soldPrice: item.soldPrice,
    option1Value: s.option1Value ?? null,
    option2Value: s.option2Value ?? null,
    option3Value: s.option3Value ?? null,
    category: item.category,
    locationId: places.locationId(s.location ?? null),
    subLocationId: places.subLocationId(s.location ?? null, s.subLocation ?? null),
    paymentType: s.paymentType ?? null,
    preapprovalStatus: s.preapprovalStatus == null ? null : String(s.preapprovalStatus),
    services: item.services,
    isWithdrawnEarly: s.isWithdrawnEarly ?? false,
    withdrawalFee: s.withdrawalFee ?? 0,
    withdrawalRequestedAt: item.withdrawalRequestedAt,
    withdrawalDecidedAt: item.withdrawalDecidedAt,
    withdrawalDecidedBy: item.withdrawalDecidedBy,
    orderId: item.orderN,
    acceptedOn: date(s.acceptedOn),
    soldOn: date(s.soldOn),
    lastUpdatedBy: item.lastUpdatedBy,
    version: item.version,
    deletedAt: date(s.deletedAt),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export async function writeDemoYear(
  tx: DbOrTx,
  {
    storeId,
    places,
    year,
  }: {
    storeId: number;
    places: Places;
    year: { items: SimItem[]; orders: SimOrder[]; payouts: SimPayout[] };
  },
) {
  await inBatches(year.orders, (batch) =>
    tx.insert(orders).values(
      batch.map((o) => ({
        id: o.id,
        storeId,
        channel: o.channel,
        externalId: o.externalId,
        name: o.name,
        status: o.status,
        customer: o.customer,
        total: o.total,
        orderDate: o.orderDate,
        createdAt: o.orderDate,
        updatedAt: o.orderDate,
      })),
    ),
  );
  await inBatches(year.items, (batch) =>
    tx.insert(inventories).values(batch.map((i) => itemRow(storeId, places, i))),
  );
  const lines = year.orders.flatMap((o) =>
    o.lines.map((l) => ({
      storeId,
      orderId: o.id,
      inventoryId: l.item.n,
      externalId: l.externalId,
      title: l.title,
      price: l.price,
      discount: l.discount,
    })),
  );
  await inBatches(lines, (batch) => tx.insert(orderLineItems).values(batch));
  const logs = year.items.flatMap((i) =>
    i.logs.map((l) => ({
      storeId,
      inventoryId: i.n,
      actorName: l.actor,
      action: l.call,
      modifiedFields: l.entries.map((e) => ({
        variableChanged: e.field,
        beforeValue: e.before,
        afterValue: e.after,
      })),
      createdAt: l.at,
    })),
  );
  await inBatches(logs, (batch) => tx.insert(inventoryLogs).values(batch));
  await writePayouts(tx, storeId, year.payouts);
}

async function writePayouts(tx: DbOrTx, storeId: number, list: SimPayout[]) {
  await inBatches(list, (batch) =>
    tx.insert(payouts).values(
      batch.map((p) => ({
        id: p.id,
        storeId,
        name: p.name,
        status: p.status,
        total: p.total,
        provider: p.provider,
        createdBy: p.createdBy,
        paidAt: p.paidAt,
        lastError: p.lastError,
        attempts: p.attempts,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      })),
    ),
  );
  const shares = list.flatMap((p) =>
    p.shares.map((s) => ({
      storeId,
      payoutId: p.id,
      consignerId: s.consignerId,
      gross: s.gross,
      negativeBalance: 0,
      total: s.total,
      itemCount: s.itemCount,
      status: s.status,
      error: s.error,
      paidAt: s.paidAt,
      updatedAt: s.paidAt ?? p.updatedAt,
    })),
  );
  await inBatches(shares, (batch) => tx.insert(payoutConsigners).values(batch));
  const items = list.flatMap((p) =>
    p.items.map((i) => ({
      storeId,
      payoutId: p.id,
      inventoryId: i.item.n,
      consignerId: i.consignerId,
      amount: i.amount,
      live: i.live,
    })),
  );
  await inBatches(items, (batch) => tx.insert(payoutItems).values(batch));
  const audits = list.flatMap((p) =>
    p.audits.map((a) => ({
      storeId,
      payoutId: p.id,
      action: a.action,
      actorName: a.who.name,
      employeeId: a.who.employeeId,
      amount: a.amount,
      details: a.details,
      createdAt: a.at,
    })),
  );
  await inBatches(audits, (batch) => tx.insert(payoutAudits).values(batch));
}
