/**
 * POST /api/inventories/fees and GET /api/inventories/preapprovalStatus: the domain's fee engine and
 * preapproval for a price being typed (no item is changed). A consigner always quotes as themselves.
 */

import type { feesBody, preapprovalQuery } from '@backroom/domain/contract/inventory-requests';
import type { FeeQuote } from '@backroom/domain/fee-quote';
import { zeroPayoutKind } from '@backroom/domain/fees';
import { messages } from '@backroom/domain/messages';
import { INVENTORY_MESSAGES } from '@backroom/domain/messages/inventory';
import { fromMinor, toMinor } from '@backroom/domain/money';
import { hasPriceAlert, isPreapproved } from '@backroom/domain/preapproval';
import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type FeeConsignerRow, loadFeeContext, quoteFor } from '../../core/fee-context';
import type { Principal } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { consigners } from '../../db/schema';
import { badInput, notFound } from '../../http/errors';
import { requireProduct } from '../products';
import { itemById, lowestPriceForVariant } from './queries';

const NO_CONSIGNER: FeeConsignerRow = {
  isStoreAccount: false,
  consignerTypeId: null,
  chargeTax: false,
  balanceOwed: 0,
};

function minorPrice(store: StoreRow, price: number): number {
  if (!Number.isFinite(price) || price < 0) throw badInput(`${messages.enterPrice}`);
  return toMinor(price, store.currency);
}

async function feeConsignerOf(db: Db, storeId: number, id: number | null): Promise<FeeConsignerRow> {
  if (id === null) return NO_CONSIGNER;
  const [row] = await db
    .select({
      isStoreAccount: consigners.isStoreAccount,
      consignerTypeId: consigners.consignerTypeId,
      chargeTax: consigners.chargeTax,
      balanceOwed: consigners.balanceOwed,
    })
    .from(consigners)
    .where(storeScoped(consigners, storeId, eq(consigners.id, id), isNull(consigners.deletedAt)));
  if (!row) throw badInput(`${messages.selectConsigner}`);
  return row;
}

export async function quote(
  db: Db,
  { store, principal, body }: { store: StoreRow; principal: Principal; body: z.output<typeof feesBody> },
) {
  const self = principal.consigner;
  const item = body.id
    ? await itemById(db, { storeId: store.id, id: Number(body.id), consignerId: self?.id ?? null })
    : null;
  if (body.id && !item) throw notFound(INVENTORY_MESSAGES.notFound);
  const product = body.productId ? await requireProduct(db, store.id, Number(body.productId)) : null;
  const consignerId = self ? self.id : body.consigner ? Number(body.consigner) : (item?.consignerId ?? null);
  const [context, consigner] = await Promise.all([
    loadFeeContext(db, store),
    feeConsignerOf(db, store.id, consignerId),
  ]);
  const price = minorPrice(store, body.price);
  const cost =
    body.cost !== undefined && Number.isFinite(body.cost) ? minorPrice(store, body.cost) : (item?.cost ?? 0);
  const fees = quoteFor({
    fees: context,
    consigner,
    item: {
      price,
      cost,
      category: body.category ?? item?.category ?? product?.category ?? null,
      option1Value: body.option1Value ?? item?.option1Value ?? null,
      option2Value: body.option2Value ?? item?.option2Value ?? null,
      option3Value: body.option3Value ?? item?.option3Value ?? null,
      services: body.services ?? item?.services ?? {},
    },
  });
  const money = (minor: number) => fromMinor(minor, store.currency);
  const quantity = body.quantity ?? 1;
  return {
    payout: money(fees.payout),
    payoutFee: money(fees.total),
    total: money(fees.total),
    transcation: money(fees.transcation),
    selling: money(fees.selling),
    negativeBalance: money(fees.negativeBalance),
    balanceOwed: money(Math.max(0, consigner?.balanceOwed ?? 0)),
    vat: money(fees.vat),
    cleaning: money(fees.cleaning),
    box: money(fees.box),
    services: money(fees.services),
    storeOwned: fees.storeOwned,
    zeroPayout: zeroPayoutKind(fees),
    quantity,
    totalPayout: money(fees.payout * quantity),
  } satisfies FeeQuote;
}

export async function preapproval(db: Db, store: StoreRow, q: z.output<typeof preapprovalQuery>) {
  await requireProduct(db, store.id, q.productId);
  const price = minorPrice(store, q.price);
  const reference = await lowestPriceForVariant(db, store.id, q);
  const preapproved = isPreapproved(price, reference, store);
  return {
    preapproval: preapproved,
    status: preapproved ? ('Pending' as const) : ('Requested' as const),
    referencePrice: reference === null ? null : fromMinor(reference, store.currency),
    priceAlert: hasPriceAlert(price, reference, { warnAmount: store.warnAmount }),
    warnText: store.warnText,
  };
}
