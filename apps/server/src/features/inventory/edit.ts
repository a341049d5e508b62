/**
 * PUT /api/inventories/{id}: the staff edit card and inline table (spec 2 §2.3, §2.8). The status goes through
 * the domain's `setStatus` (safe mode, "has not been accepted"); the other fields are plain edits, and a price,
 * consigner, cost or option change requotes the payout with the fee engine (paid items keep theirs). A
 * consigner may only add a tracking code (domain `addTrackingCode`). One transaction, row locked; a stale
 * `version` loses with 409.
 */
import { issueSentence } from '@backroom/domain';
import type { editBody } from '@backroom/domain/contract/inventory-requests';
import { messages } from '@backroom/domain/messages';
import { toMinor } from '@backroom/domain/money';
import type { InventoryItem, LogEntry } from '@backroom/domain/transition-types';
import { diffItem, transition } from '@backroom/domain/transitions';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { consigners, inventories, inventoryLogs } from '../../db/schema';
import { badInput, conflict, forbidden, notFound, ruleViolation } from '../../http/errors';
import type { StoreRow } from '../../http/store-resolution';
import type { Principal } from '../auth/principal';
import { emitItemsChanged } from '../webhooks/item-events';
import { applyInTx, logRows } from './apply-transition';
import { isPlaceholder, toDomainItem, transitionStoreOf, whoOf } from './domain-map';
import { feeColumns, loadFeeContext, quoteFor } from './fee-context';
import { findItem, lockItems } from './item-sql';
import { loadPlaces } from './places';
import { failureError, failureOf, INVENTORY_MESSAGES } from './results';
import { changesListing, queueListingResyncs } from './storefront-sync';

export type EditBody = z.output<typeof editBody>;

const NOT_EDITABLE = new Set(['Withdrawn', 'Declined']);
const money = (store: StoreRow, value: number, field: string, positive: boolean) => {
  if (!Number.isFinite(value) || value < 0 || (positive && value === 0)) {
    throw badInput(
      positive ? messages.enterPrice : issueSentence({ path: [field], message: messages.mustNotBeNegative }),
    );
  }
  return toMinor(value, store.currency);
};

export async function editItem(db: Db, store: StoreRow, principal: Principal, id: number, body: EditBody) {
  const sent = Object.keys(body).filter((k) => body[k as keyof EditBody] !== undefined);
  if (principal.consigner) return addTrackingCode(db, store, principal, id, body, sent);
  const who = whoOf(principal);
  await db.transaction(async (tx) => {
    const [row] = await lockItems(tx, store.id, [id]);
    if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
    if (body.version !== undefined && body.version !== row.version)
      throw conflict(INVENTORY_MESSAGES.staleVersion);
    if (row.deletedAt) throw conflict(messages.itemRemoved);
    const fields = sent.filter((k) => k !== 'status' && k !== 'version' && k !== 'payoutFee');
    if (fields.length > 0 && NOT_EDITABLE.has(row.status)) throw conflict(INVENTORY_MESSAGES.notEditable);

    let item: InventoryItem = toDomainItem(row);
    const logs: LogEntry[] = [];
    if (body.status !== undefined) {
      const result = transition(
        item,
        { type: 'setStatus', status: body.status },
        who.actor,
        transitionStoreOf(store),
      );
      if (!result.ok) throw failureError(failureOf(id, row.code, result.code, result.message));
      logs.push(...result.logs);
      item = result.item;
    }
    const next: InventoryItem = { ...item };
    const set: Partial<typeof inventories.$inferInsert> = {};
    let feeConsigner = {
      isStoreAccount: row.consignerIsStoreAccount,
      consignerTypeId: row.consignerTypeId,
      chargeTax: row.consignerChargeTax,
      balanceOwed: row.consignerBalanceOwed,
    };
    const consignerId = body.consigner ?? body.consignerId;
    if (consignerId !== undefined && Number(consignerId) !== row.consignerId) {
      if (isPlaceholder(row.status))
        throw ruleViolation('A store request gets its consigner when one accepts it.');
      const [c] = await tx
        .select()
        .from(consigners)
        .where(
          and(
            eq(consigners.storeId, store.id),
            eq(consigners.id, Number(consignerId)),
            isNull(consigners.deletedAt),
          ),
        );
      if (!c) throw badInput(`${messages.selectConsigner}`);
      next.consignerId = c.id;
      next.isStoreAccount = c.isStoreAccount;
      set.consignerId = c.id;
      feeConsigner = c;
    }
    if (body.price !== undefined) next.price = money(store, body.price, 'price', true);
    const storeOwned = next.isStoreAccount === true;
    const cost = body.cost ?? (storeOwned ? body.payout : undefined);
    if (cost !== undefined) next.cost = money(store, cost, 'cost', false);
    for (const k of ['option1Value', 'option2Value', 'option3Value', 'trackingCode'] as const) {
      if (body[k] !== undefined) next[k] = body[k];
    }
    if (body.location !== undefined || body.subLocation !== undefined) {
      const places = await loadPlaces(tx, store.id);
      const location =
        body.location !== undefined ? places.locationName(body.location) : (row.locationName ?? null);
      // A sublocation belongs to its location: moving the item clears it unless a new one is given.
      const subLocation =
        body.subLocation !== undefined
          ? places.subLocationName(location, body.subLocation)
          : location === row.locationName
            ? row.subLocationName
            : null;
      next.location = location;
      next.subLocation = subLocation;
      set.locationId = places.locationId(location);
      set.subLocationId = places.subLocationId(location, subLocation);
    }
    const requote =
      row.status !== 'Paid' &&
      !isPlaceholder(row.status) &&
      (next.price !== item.price ||
        next.consignerId !== item.consignerId ||
        next.cost !== item.cost ||
        next.option1Value !== item.option1Value ||
        next.option2Value !== item.option2Value ||
        next.option3Value !== item.option3Value);
    if (requote) {
      const fees = quoteFor(await loadFeeContext(tx, store), feeConsigner, {
        ...row,
        ...next,
        services: row.services,
      });
      const cols = feeColumns(fees);
      next.payoutAmount = cols.payoutAmount;
      next.payoutFee = cols.payoutFee;
      Object.assign(set, cols);
    }
    logs.push(...diffItem(item, next).filter((l) => l.field !== 'isStoreAccount'));
    for (const k of ['image', 'notes'] as const) {
      if (body[k] !== undefined && body[k] !== row[k]) {
        logs.push({ field: k as keyof InventoryItem, before: row[k], after: body[k] });
        set[k] = body[k];
      }
    }
    Object.assign(set, {
      status: next.status as string,
      price: next.price,
      cost: next.cost ?? 0,
      option1Value: next.option1Value ?? null,
      option2Value: next.option2Value ?? null,
      option3Value: next.option3Value ?? null,
      trackingCode: next.trackingCode ?? null,
    });
    if (logs.length === 0) return;
    const updated = await tx
      .update(inventories)
      .set({ ...set, version: row.version + 1, updatedAt: new Date(), lastUpdatedBy: who.name })
      .where(
        and(eq(inventories.storeId, store.id), eq(inventories.id, id), eq(inventories.version, row.version)),
      )
      .returning({ id: inventories.id });
    if (updated.length !== 1) throw conflict(INVENTORY_MESSAGES.staleVersion);
    await emitItemsChanged(tx, store, [{ before: row, after: { ...row, ...set } }]);
    await tx.insert(inventoryLogs).values(logRows(store.id, id, who, 'update', logs));
    if (changesListing(row, { ...row, ...set })) await queueListingResyncs(tx, store, [row.productId]);
  });
  return (await findItem(db, store.id, id))!;
}

async function addTrackingCode(
  db: Db,
  store: StoreRow,
  principal: Principal,
  id: number,
  body: EditBody,
  sent: string[],
) {
  if (sent.some((k) => k !== 'trackingCode' && k !== 'version'))
    throw forbidden(INVENTORY_MESSAGES.consignerOnlyTracking);
  const outcome = await db.transaction((tx) =>
    applyInTx(tx, {
      store,
      who: whoOf(principal),
      ids: [id],
      call: 'addTrackingCode',
      action: () => ({ type: 'addTrackingCode', trackingCode: body.trackingCode ?? '' }),
    }),
  );
  const failure = outcome.failed[0];
  if (failure) throw failureError(failure);
  return (await findItem(db, store.id, id))!;
}
