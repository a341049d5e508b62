import { randomUUID } from 'node:crypto';
import { call, makeEmployee } from './factories';
import type { TestContext } from './helpers';
import { makeShop, readItem } from './inventory-factories';

/**
 * A store ready for sales tests: makeShop's people plus a cashier with the Orders control, helpers to list
 * Active items, buy them through the local shop's checkout, create payouts and read the payout screens.
 */
export async function makeSalesShop(ctx: TestContext, storeOverrides: Parameters<typeof makeShop>[1] = {}) {
  const shop = await makeShop(ctx, storeOverrides);
  const cashier = await makeEmployee(ctx, shop.store, { accessControls: ['Orders'] });
  const api = <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null = cashier.token,
    body?: unknown,
  ) => call<T>(ctx, { method, url, handle: shop.handle, token, body });
  const checkout = (items: number[], extra: Record<string, unknown> = {}) =>
    api<{ order: { id: number; name: string; total: number } }>('POST', '/open/shop/checkout', null, {
      name: 'Sam Shopper',
      email: 'sam@example.test',
      items,
      checkoutId: randomUUID(),
      ...extra,
    });
  const createPayout = (ids: number[], extra: Record<string, unknown> = {}) =>
    api<{ id: number; duplicate: boolean; message: string }>('POST', '/api/payouts/pay', cashier.token, {
      inventoriesToPay: ids,
      ...extra,
    });
  /** An item of the consigner sold through the shop (its payout is requoted at the sale). */
  const soldItem = async (consignerId: number, price = 10000) => {
    const item = await shop.item({ consignerId, price });
    const res = await checkout([item.id]);
    if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${res.body.error}`);
    return readItem(ctx, item.id);
  };
  return { ...shop, cashier, api, checkout, createPayout, soldItem };
}

export type SalesShop = Awaited<ReturnType<typeof makeSalesShop>>;
