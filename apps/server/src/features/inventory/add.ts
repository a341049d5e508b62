/**
 * POST /api/inventories: the Add Inventory lines of one product (spec 2 §2.12). Staff add Active items
 * (domain `addByStaff`: location and consigner required); a consigner adds their own, Pending when
 * preapproved and Requested otherwise (domain `add`, reference = the variant's lowest Active price). A line's
 * quantity n makes n items, each with its own code; all in one transaction.
 */

import { MAX_NEW_ITEMS } from '@backroom/domain/constants';
import { inventoryAddedTo } from '@backroom/domain/messages';
import { ADD_MESSAGES, PLACE_MESSAGES } from '@backroom/domain/messages/inventory';
import { toMinor } from '@backroom/domain/money';
import { makeAddInventorySchema } from '@backroom/domain/schemas/inventory';
import type { InventoryAction, InventoryItem } from '@backroom/domain/transition-types';
import { creationLog, transition } from '@backroom/domain/transitions';
import { inArray, isNull, sql } from 'drizzle-orm';
import { transitionStoreOf, whoOf } from '../../core/domain-map';
import { logRows } from '../../core/effects';
import { feeColumns, loadFeeContext, quoteFor } from '../../core/fee-context';
import { selectItems } from '../../core/item-sql';
import type { Principal } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { queueListingResyncs } from '../../core/storefront-sync';
import { attachTerms } from '../../core/terms/snapshot';
import type { DbOrTx } from '../../db/client';
import { consigners, inventoryLogs } from '../../db/schema';
import { badInput, forbidden } from '../../http/errors';
import { parseOrThrow } from '../../http/validation';
import { requireSignedAgreements } from '../agreements';
import { findTemplate } from '../product-templates';
import { requireProduct } from '../products';
import { insertWithCodes, type NewItem } from './codes';
import { isMarketplaceName, loadPlaces } from './places';
import { lowestPriceForVariant } from './queries';
import { failureError, failureOf } from './results';
import { toView } from './view';

type ConsignerFees = {
  id: number;
  isStoreAccount: boolean;
  consignerTypeId: number | null;
  chargeTax: boolean;
  balanceOwed: number;
  marketplaceLocation: boolean;
};

async function consignersById(
  tx: DbOrTx,
  storeId: number,
  ids: number[],
): Promise<Map<number, ConsignerFees>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: consigners.id,
      isStoreAccount: consigners.isStoreAccount,
      consignerTypeId: consigners.consignerTypeId,
      chargeTax: consigners.chargeTax,
      balanceOwed: consigners.balanceOwed,
      marketplaceLocation: consigners.marketplaceLocation,
    })
    .from(consigners)
    .where(storeScoped(consigners, storeId, inArray(consigners.id, ids), isNull(consigners.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** `db` may be a transaction (the quick add makes the product first): the items then go in a savepoint of it. */
export async function addInventory(
  db: DbOrTx,
  {
    store,
    principal,
    body,
  }: { store: StoreRow; principal: Principal; body: { productId: number; inventoryFormArray: unknown } },
) {
  const product = await requireProduct(db, store.id, body.productId);
  const template = product.productTemplateId
    ? await findTemplate(db, store.id, product.productTemplateId)
    : null;
  const self = principal.consigner;
  const form = parseOrThrow(makeAddInventorySchema(template ?? {}, { staff: !self }), {
    inventoryFormArray: body.inventoryFormArray,
  });
  const lines = form.inventoryFormArray;
  if (lines.reduce((n, l) => n + l.quantity, 0) > MAX_NEW_ITEMS) throw badInput(ADD_MESSAGES.tooMany);
  const who = whoOf(principal);
  const now = new Date();

  return db.transaction(async (tx) => {
    const places = await loadPlaces(tx, store.id);
    const wanted = self ? [self.id] : lines.map((l) => Number(l.consigner));
    const people = await consignersById(tx, store.id, [...new Set(wanted.filter(Number.isSafeInteger))]);
    const fees = await loadFeeContext(tx, store);
    const items: NewItem[] = [];
    const logs: { index: number; entry: ReturnType<typeof logRows> }[] = [];
    for (const line of lines) {
      if (self && line.consigner != null && Number(line.consigner) !== self.id)
        throw forbidden(ADD_MESSAGES.onlyYourself);
      const consigner = people.get(self ? self.id : Number(line.consigner));
      if (!consigner) throw badInput(ADD_MESSAGES.unknownConsigner);
      const location = places.locationName(line.location);
      const subLocation = places.subLocationName(location, line.subLocation);
      if (self && isMarketplaceName(location) && !consigner.marketplaceLocation) {
        throw badInput(PLACE_MESSAGES.marketplaceNotAllowed);
      }
      const price = toMinor(line.price, store.currency);
      const cost =
        line.cost !== undefined && Number.isFinite(line.cost)
          ? toMinor(Math.max(0, line.cost), store.currency)
          : 0;
      const category = line.category ?? product.category;
      const values = {
        option1Value: line.option1Value,
        option2Value: line.option2Value,
        option3Value: line.option3Value,
      };
      const services = line.services ?? {};
      const quote = quoteFor({ fees, consigner, item: { price, category, cost, services, ...values } });
      const draft: InventoryItem = {
        status: null,
        consignerId: self ? null : consigner.id,
        isStoreAccount: consigner.isStoreAccount,
        price,
        cost,
        location,
        subLocation,
        ...values,
        ...{ payoutAmount: quote.payout, payoutFee: quote.total },
      };
      const action: InventoryAction = self
        ? {
            type: 'add',
            referencePrice: await lowestPriceForVariant(tx, store.id, { productId: product.id, ...values }),
          }
        : { type: 'addByStaff', location, subLocation };
      const result = transition(draft, action, who.actor, transitionStoreOf(store), { now });
      if (!result.ok) throw failureError(failureOf(0, result.code, result.message));
      const next = result.item;
      // The first log entry of an item lists everything it was created with.
      const created = creationLog(next);
      for (let n = 0; n < line.quantity; n++) {
        logs.push({
          index: items.length,
          entry: logRows({ storeId: store.id, inventoryId: 0, who, action: action.type, logs: created }),
        });
        items.push({
          storeId: store.id,
          productId: product.id,
          productTemplateId: product.productTemplateId,
          consignerId: consigner.id,
          status: next.status as string,
          price: next.price,
          ...feeColumns(quote),
          cost,
          category,
          services,
          ...values,
          locationId: places.locationId(next.location),
          subLocationId: places.subLocationId(next.location, next.subLocation),
          acceptedOn: next.acceptedOn ? new Date(next.acceptedOn) : null,
          preapprovalStatus: next.preapprovalStatus == null ? null : String(next.preapprovalStatus),
          lastUpdatedBy: who.name,
        });
      }
    }
    const made = await insertWithCodes(tx, store.handle, items);
    if (items.some((i) => i.acceptedOn))
      await requireSignedAgreements(
        tx,
        store,
        made.map((m) => m.id),
      );
    await attachTerms(
      tx,
      store,
      made.map((m) => m.id),
    );
    if (items.some((i) => i.status === 'Active')) await queueListingResyncs(tx, store, [product.id]);
    await tx.insert(inventoryLogs).values(logs.map((l) => ({ ...l.entry, inventoryId: made[l.index]!.id })));
    const ids = sql.join(
      made.map((m) => sql`${m.id}`),
      sql`, `,
    );
    const rows = await selectItems(
      tx,
      sql`i.store_id = ${store.id} and i.id in (${ids})`,
      sql`order by i.id`,
    );
    return {
      inventories: rows.map((r) => toView(r, { currency: store.currency, staff: !self })),
      message: inventoryAddedTo(product.title),
    };
  });
}
