/**
 * How the built-in shop's orders are paid (issue 13.9). A shop order marks real stock Sold, so in production it
 * is taken only when the store opened its online marketplace and a payment step exists. The one adapter today is
 * pay-at-pickup: no money moves online, so it is allowed only where the store turned it on in Settings. A card
 * provider's adapter implements the same interface. Development and tests keep the shop open, as the demo does.
 */
import type { Env } from '../../config/env';
import type { StoreRow } from '../../core/store';

export interface ShopOrderToPay {
  checkoutId: string;
  total: number;
  currency: string;
  email: string;
}

export interface ShopPayment {
  readonly name: string;
  /** Takes (or arranges) the payment; a reference to keep with the order. Throws an AppError when declined. */
  collect(order: ShopOrderToPay): Promise<{ reference: string }>;
}

/** The buyer pays in the store when collecting; the order is recorded as the store's promise of that. */
export const payAtPickup: ShopPayment = {
  name: 'pay-at-pickup',
  collect: async (order) => ({ reference: `pickup:${order.checkoutId}` }),
};

export const SHOP_CLOSED = {
  noMarketplace: 'This store does not sell online. Visit the store to buy these items.',
  noPayment: 'This store does not take online orders yet. Visit the store to buy these items.',
} as const;

/** The payment step of this store's shop, or why it takes no orders. */
export function shopPaymentFor(
  env: Pick<Env, 'NODE_ENV'>,
  store: Pick<StoreRow, 'onlineMarketplace' | 'settings'>,
): { payment: ShopPayment } | { closed: string } {
  if (env.NODE_ENV !== 'production') return { payment: payAtPickup };
  if (!store.onlineMarketplace) return { closed: SHOP_CLOSED.noMarketplace };
  if (store.settings?.shopPayInStore === true) return { payment: payAtPickup };
  return { closed: SHOP_CLOSED.noPayment };
}
