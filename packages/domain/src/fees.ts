/**
 * The fee engine (domain.md §2). Inputs and outputs are integer minor units; percentages may
 * carry decimals. Every component is rounded half away from zero before it is added.
 */
import { type ConsignerTypeRow, type ItemAttributes, resolveFeeRule } from './fee-rules';
import { type Money, percentOf, toMinor } from './money';

export interface FeeRule {
  sellingFee: number;
  minFee: Money;
  flatFee: Money;
}

export interface FeeInput {
  /** The price the payout is computed on (see payoutBasis for sold items). */
  price: Money;
  /** null: no rule applies, so no selling fee. */
  rule: FeeRule | null;
  /** Store transaction fee, percent. */
  payoutFee: number;
  cleaning?: boolean;
  box?: boolean;
  cleaningFee: Money;
  boxFee: Money;
  /** Store VAT rate, percent. */
  vatRate: number;
  storeChargeTax: boolean;
  consignerChargeTax: boolean;
  /** The consigner's outstanding balance (unpaid withdrawal fees). */
  owed: Money;
}

export interface FeeBreakdown {
  selling: Money;
  /** The spec's spelling of "transaction". */
  transcation: Money;
  cleaning: Money;
  box: Money;
  services: Money;
  vat: Money;
  negativeBalance: Money;
  total: Money;
  payout: Money;
  /** Store-owned items have a cost instead of a payout and no fees. */
  storeOwned: boolean;
}

function assertMoney(name: string, value: Money): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`);
  }
}

function assertRate(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative percentage, got ${value}`);
  }
}

/** The engine proper: one price, one rule, the store's rates and the consigner's balance. */
export function computeFees(input: FeeInput): FeeBreakdown {
  const { price, rule } = input;
  assertMoney('price', price);
  assertMoney('owed', input.owed);
  assertMoney('cleaningFee', input.cleaningFee);
  assertMoney('boxFee', input.boxFee);
  assertRate('payoutFee', input.payoutFee);
  assertRate('vatRate', input.vatRate);
  if (rule) {
    assertRate('sellingFee', rule.sellingFee);
    assertMoney('minFee', rule.minFee);
    assertMoney('flatFee', rule.flatFee);
  }

  const selling = rule ? Math.max(percentOf(price, rule.sellingFee), rule.minFee) + rule.flatFee : 0;
  const transcation = percentOf(price, input.payoutFee);
  const cleaning = input.cleaning ? input.cleaningFee : 0;
  const box = input.box ? input.boxFee : 0;
  const services = cleaning + box;
  const taxed = input.storeChargeTax && input.consignerChargeTax;
  const vat = taxed ? percentOf(selling + transcation + services, input.vatRate) : 0;
  const left = price - selling - transcation - services - vat;
  const negativeBalance = Math.min(input.owed, Math.max(0, left));
  const total = selling + transcation + services + vat + negativeBalance;
  const payout = Math.max(0, price - total);
  return {
    selling,
    transcation,
    cleaning,
    box,
    services,
    vat,
    negativeBalance,
    total,
    payout,
    storeOwned: false,
  };
}

/** Sold items pay out on price minus discount, unless the store absorbs discounts. */
export function payoutBasis(
  price: Money,
  discount: Money | null | undefined,
  absorbDiscount: boolean,
): Money {
  if (absorbDiscount || !discount) return price;
  return Math.max(0, price - discount);
}

/** Store settings the engine reads, in minor units. */
export interface StoreFeeSettings {
  payoutFee: number;
  vatRate: number;
  chargeTax: boolean;
  cleaningFee: Money;
  boxFee: Money;
  absorbDiscount: boolean;
}

/** Defaults of the spec (major units, kept as the strings it gives). */
export const DEFAULT_CLEANING_FEE = '20';
export const DEFAULT_BOX_FEE = '20';

/** The store's configuration as stored (major units, numbers or numeric strings). */
export interface StoreFeeConfig {
  payoutFee?: number | string | null;
  vatRate?: number | string | null;
  chargeTax?: boolean | null;
  cleaningFee?: number | string | null;
  boxFee?: number | string | null;
  absorbDiscount?: boolean | null;
}

function rateOf(value: number | string | null | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function moneyOf(value: number | string | null | undefined, fallback: string, currency: string): Money {
  const text = value == null || String(value).trim() === '' ? fallback : value;
  return Math.max(0, toMinor(text, currency));
}

/** Converts the store's stored settings (major units) to the engine's minor units. */
export function storeFeeSettings(config: StoreFeeConfig, currency: string): StoreFeeSettings {
  return {
    payoutFee: rateOf(config.payoutFee),
    vatRate: rateOf(config.vatRate),
    chargeTax: config.chargeTax ?? false,
    cleaningFee: moneyOf(config.cleaningFee, DEFAULT_CLEANING_FEE, currency),
    boxFee: moneyOf(config.boxFee, DEFAULT_BOX_FEE, currency),
    absorbDiscount: config.absorbDiscount ?? false,
  };
}

export interface FeeConsigner {
  isStoreAccount: boolean;
  accountType?: string | null;
  chargeTax: boolean;
  /** Outstanding withdrawal fees, minor units. */
  balanceOwed: Money;
}

export interface QuoteInput {
  price: Money;
  consigner: FeeConsigner;
  item: ItemAttributes;
  consignerTypes: readonly ConsignerTypeRow[];
  store: StoreFeeSettings;
  services?: { cleaning?: boolean; box?: boolean };
  /** Sold items: the order's discount on this item. */
  discount?: Money | null;
  /** Store-owned items: what the store paid. */
  cost?: Money | null;
  /** The consignment terms' payout split by age (issue 16): the selling fee percent instead of the rule's. */
  sellingFeeOverride?: number | null;
}

/**
 * POST /api/inventories/fees: resolves the rule and runs the engine. Store-owned consigners skip
 * fees entirely: every component is 0 and `payout` carries the item's cost.
 */
export function quoteFees(input: QuoteInput): FeeBreakdown {
  if (input.consigner.isStoreAccount) {
    const cost = input.cost ?? 0;
    assertMoney('cost', cost);
    return {
      selling: 0,
      transcation: 0,
      cleaning: 0,
      box: 0,
      services: 0,
      vat: 0,
      negativeBalance: 0,
      total: 0,
      payout: cost,
      storeOwned: true,
    };
  }
  const resolved = resolveFeeRule(input.consignerTypes, input.consigner.accountType, input.item);
  const override = input.sellingFeeOverride;
  const rule = override == null ? resolved : { minFee: 0, flatFee: 0, ...resolved, sellingFee: override };
  return computeFees({
    price: payoutBasis(input.price, input.discount, input.store.absorbDiscount),
    rule,
    payoutFee: input.store.payoutFee,
    cleaning: input.services?.cleaning ?? false,
    box: input.services?.box ?? false,
    cleaningFee: input.store.cleaningFee,
    boxFee: input.store.boxFee,
    vatRate: input.store.vatRate,
    storeChargeTax: input.store.chargeTax,
    consignerChargeTax: input.consigner.chargeTax,
    owed: input.consigner.balanceOwed,
  });
}

/** Which zero-payout note the add-inventory screens show, if any. */
export function zeroPayoutKind(fees: FeeBreakdown): 'none' | 'zeroPayout' | 'zeroPayoutWithSellingFee' {
  if (fees.storeOwned || fees.payout > 0) return 'none';
  return fees.selling > 0 ? 'zeroPayoutWithSellingFee' : 'zeroPayout';
}
