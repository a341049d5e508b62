/** What the domain fee engine needs from the database, read once per use case. */

import type { TermsSale } from '@backroom/domain/consignment-terms';
import type { ConsignerTypeRow } from '@backroom/domain/fee-rules';
import { defaultAccountType } from '@backroom/domain/fee-rules';
import {
  type FeeBreakdown,
  type FeeConsigner,
  payoutBasis,
  quoteFees,
  type StoreFeeSettings,
} from '@backroom/domain/fees';
import type { DbOrTx } from '../db/client';
import { listTypeRows, toFeeRow } from './consigner-type-rows';
import type { StoreRow } from './store';

export interface FeeContext {
  types: ConsignerTypeRow[];
  store: StoreFeeSettings;
}

/** The store's fee settings in minor units (the table already keeps them so). */
export function storeFeeSettingsOf(store: StoreRow): StoreFeeSettings {
  return {
    payoutFee: store.payoutFee,
    vatRate: store.vatRate,
    chargeTax: store.chargeTax,
    cleaningFee: store.cleaningFee,
    boxFee: store.boxFee,
    absorbDiscount: store.absorbDiscount,
  };
}

export async function loadFeeContext(db: DbOrTx, store: StoreRow): Promise<FeeContext> {
  return { types: (await listTypeRows(db, store.id)).map(toFeeRow), store: storeFeeSettingsOf(store) };
}

/** The consigner fields the engine reads. */
export interface FeeConsignerRow {
  isStoreAccount: boolean;
  consignerTypeId: number | null;
  chargeTax: boolean;
  balanceOwed: number;
}

/** The consigner's type name: their row's, else the store default's (as the consigner screens show). */
export function feeConsigner(fees: FeeContext, c: FeeConsignerRow): FeeConsigner {
  const own = c.consignerTypeId === null ? undefined : fees.types.find((t) => t.id === c.consignerTypeId);
  return {
    isStoreAccount: c.isStoreAccount,
    accountType: own?.accountType ?? defaultAccountType(fees.types),
    chargeTax: c.chargeTax,
    // One rule for a balance owed (issue 29): every item is quoted on its own, at listing, on the item and at the
    // sale; the balance is taken once, from the consigner's next payout (payouts/create.ts), and named there.
    balanceOwed: 0,
  };
}

export interface QuoteItem {
  price: number;
  category?: string | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  services?: { cleaning?: boolean; box?: boolean } | null;
  discount?: number | null;
  cost?: number | null;
}

export interface QuoteForOptions {
  fees: FeeContext;
  consigner: FeeConsignerRow;
  item: QuoteItem;
  sellingFeeOverride?: number | null;
}

export function quoteFor({
  fees,
  consigner,
  item,
  sellingFeeOverride = null,
}: QuoteForOptions): FeeBreakdown {
  return quoteFees({
    sellingFeeOverride,
    price: item.price,
    consigner: feeConsigner(fees, consigner),
    item: {
      category: item.category ?? null,
      option1Value: item.option1Value ?? null,
      option2Value: item.option2Value ?? null,
      option3Value: item.option3Value ?? null,
    },
    consignerTypes: fees.types,
    store: fees.store,
    services: item.services ?? {},
    discount: item.discount ?? null,
    cost: item.cost ?? null,
  });
}

/** Item columns a quote sets: payoutAmount is the payout; payoutFee and total are the fees (as the job does). */
export function feeColumns(fees: FeeBreakdown) {
  return { payoutAmount: fees.payout, payoutFee: fees.total, total: fees.total };
}

/**
 * Item columns when the item is priced at `price` but its payout is quoted on another basis (a markdown the store
 * absorbs, a discount it absorbs, a sale): the fee columns are the store's take, price − payout (issue 29), so
 * they are negative when the store pays the consigner more than the item brings in.
 */
export function takeColumns(fees: FeeBreakdown, price: number) {
  const take = price - fees.payout;
  return { payoutAmount: fees.payout, payoutFee: take, total: take };
}

/**
 * A consigned item's fee columns once sold (under its consignment terms: on the basis the markdowns' absorbers
 * leave and with the age split's selling fee): quoted on the sold price (the listed one when the store absorbs
 * discounts) without the consigner's balance, which is recovered once, when the payout is made. The fee columns
 * are what the store keeps of the sold price (price − discount − payout), negative after a markdown or discount
 * the store absorbed that costs it more than its fees.
 */
export interface SoldFeeColumnsOptions {
  fees: FeeContext;
  consigner: FeeConsignerRow;
  item: QuoteItem;
  discount: number;
  absorbDiscount: boolean;
  terms?: TermsSale | null;
}

export function soldFeeColumns({
  fees,
  consigner,
  item,
  discount,
  absorbDiscount,
  terms = null,
}: SoldFeeColumnsOptions) {
  const price = payoutBasis(terms?.basis ?? item.price, discount, absorbDiscount);
  return takeColumns(
    quoteFor({
      fees,
      consigner: { ...consigner, balanceOwed: 0 },
      item: { ...item, price, discount: 0 },
      sellingFeeOverride: terms?.sellingFee ?? null,
    }),
    Math.max(0, item.price - discount),
  );
}
