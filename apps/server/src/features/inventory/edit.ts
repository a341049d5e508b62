/**
 * PUT /api/inventories/{id}: the staff edit card and inline table (spec 2 §2.3, §2.8), the domain's `editItem`
 * applied like every other change (applyInTx: row lock, status and version in the UPDATE, log, webhooks,
 * storefront resync). The status goes by `setStatus`'s rules (safe mode, "has not been accepted"); the other
 * fields are plain edits, and a price, consigner, cost or option change requotes the payout with the fee engine
 * (paid items keep theirs). A consigner may only add a tracking code (domain `addTrackingCode`). A stale
 * `version` loses with 409; a save that changes nothing writes nothing.
 */

import { issueSentence } from '@backroom/domain';
import type { editBody } from '@backroom/domain/contract/inventory-requests';
import { messages } from '@backroom/domain/messages';
import { INVENTORY_MESSAGES } from '@backroom/domain/messages/inventory';
import { toMinor } from '@backroom/domain/money';
import type { ItemEdit } from '@backroom/domain/transition-types';
import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlaceholder, whoOf } from '../../core/domain-map';
import { quoteFor } from '../../core/fee-context';
import { findItem, type ItemRow } from '../../core/item-sql';
import type { Principal } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { consigners } from '../../db/schema';
import { badInput, conflict, forbidden } from '../../http/errors';
import { applyInTx, feeConsignerOf } from './apply-transition';
import { loadPlaces, type Places } from './places';
import { failureError } from './results';

export type EditBody = z.output<typeof editBody>;

const money = (store: StoreRow, value: number, field: string, positive: boolean) => {
  if (!Number.isFinite(value) || value < 0 || (positive && value === 0)) {
    throw badInput(
      positive ? messages.enterPrice : issueSentence({ path: [field], message: messages.mustNotBeNegative }),
    );
  }
  return toMinor(value, store.currency);
};

interface EditItemOptions {
  store: StoreRow;
  principal: Principal;
  id: number;
  body: EditBody;
}

export async function editItem(db: Db, { store, principal, id, body }: EditItemOptions) {
  const sent = Object.keys(body).filter((k) => body[k as keyof EditBody] !== undefined);
  if (principal.consigner) return addTrackingCode(db, store, principal, id, body, sent);
  const consignerId = body.consigner ?? body.consignerId;
  const outcome = await db.transaction(async (tx) => {
    // What the request names, read before the row lock: the consigner it moves to and the places.
    const [chosen] =
      consignerId === undefined
        ? []
        : await tx
            .select()
            .from(consigners)
            .where(
              storeScoped(
                consigners,
                store.id,
                eq(consigners.id, Number(consignerId)),
                isNull(consigners.deletedAt),
              ),
            );
    const places =
      body.location !== undefined || body.subLocation !== undefined ? await loadPlaces(tx, store.id) : null;
    return applyInTx(tx, {
      store,
      who: whoOf(principal),
      ids: [id],
      call: 'update',
      skipUnchanged: true,
      action: (row) => editAction(store, row, body, sent, chosen ?? null, places),
      // A new consigner's own type, tax switch and account decide the requote.
      quote: (row, next, fees) =>
        quoteFor({
          fees,
          consigner: chosen && next.consignerId === chosen.id ? chosen : feeConsignerOf(row),
          item: { ...row, ...next, services: row.services },
        }),
    });
  });
  const failure = outcome.failed[0];
  if (failure) throw failureError(failure);
  return (await findItem(db, store.id, id))!;
}

/** The request read against the locked row: a stale version loses, values become minor units and place names. */
function editAction(
  store: StoreRow,
  row: ItemRow,
  body: EditBody,
  sent: string[],
  chosen: typeof consigners.$inferSelect | null,
  places: Places | null,
): ItemEdit {
  if (body.version !== undefined && body.version !== row.version)
    throw conflict(INVENTORY_MESSAGES.staleVersion);
  const action: ItemEdit = {
    type: 'editItem',
    status: body.status,
    editsFields: sent.some((k) => k !== 'status' && k !== 'version' && k !== 'payoutFee'),
  };
  let storeOwned = !isPlaceholder(row.status) && row.consignerIsStoreAccount;
  const consignerId = body.consigner ?? body.consignerId;
  if (consignerId !== undefined && Number(consignerId) !== row.consignerId) {
    // A store request refuses any consigner (the domain says so); elsewhere an unknown one is bad input.
    if (!chosen && !isPlaceholder(row.status)) throw badInput(`${messages.selectConsigner}`);
    action.consignerId = Number(consignerId);
    storeOwned = chosen?.isStoreAccount ?? false;
  }
  if (body.price !== undefined) action.price = money(store, body.price, 'price', true);
  const cost = body.cost ?? (storeOwned ? body.payout : undefined);
  if (cost !== undefined) action.cost = money(store, cost, 'cost', false);
  for (const k of [
    'option1Value',
    'option2Value',
    'option3Value',
    'trackingCode',
    'image',
    'notes',
  ] as const) {
    if (body[k] !== undefined) action[k] = body[k];
  }
  if (places) {
    const location =
      body.location !== undefined ? places.locationName(body.location) : (row.locationName ?? null);
    // A sublocation belongs to its location: moving the item clears it unless a new one is given.
    const subLocation =
      body.subLocation !== undefined
        ? places.subLocationName(location, body.subLocation)
        : location === row.locationName
          ? row.subLocationName
          : null;
    action.place = { location, subLocation };
  }
  return action;
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
