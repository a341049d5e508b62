import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeStore, uniqueHandle } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { setStore } from '../../test/inventory-factories';
import { stores } from '../db/schema';
import { secretBoxFor } from '../security/secret-box';
import { openShopifyToken, sealStoredShopifyTokens } from './shopify-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const storedToken = async (storeId: number) => {
  const [row] = await ctx.deps.db
    .select({ token: stores.storefrontAccessToken })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row!.token;
};

describe('the Shopify access token at rest', () => {
  it('is sealed when a store signs up with one, and opens only for that store', async () => {
    const handle = uniqueHandle();
    const res = await call<{ id: number }>(ctx, {
      method: 'POST',
      url: '/open/stores',
      body: { name: 'Sealed Shop', email: `${handle}@x.test`, handle, accessToken: 'shpat_sign_up_secret' },
    });
    expect(res.status).toBe(201);
    const [created] = await ctx.deps.db.select().from(stores).where(eq(stores.handle, handle));
    const stored = created!.storefrontAccessToken!;
    expect(stored).not.toContain('shpat_sign_up_secret');
    const box = secretBoxFor(ctx.deps.env);
    expect(openShopifyToken(box, created!.id, stored)).toBe('shpat_sign_up_secret');

    // Copied into another store's row, it does not open.
    const other = await makeStore(ctx);
    expect(() => openShopifyToken(box, other.store.id, stored)).toThrow();
  });

  it('seals tokens stored in clear before sealing existed, once', async () => {
    const shop = await makeStore(ctx);
    await setStore(ctx, shop.store.id, { storefrontAccessToken: 'shpat_written_in_clear' });
    const box = secretBoxFor(ctx.deps.env);

    expect(await sealStoredShopifyTokens(ctx.deps.db, box)).toBeGreaterThanOrEqual(1);
    const stored = await storedToken(shop.store.id);
    expect(stored).not.toContain('shpat_written_in_clear');
    expect(openShopifyToken(box, shop.store.id, stored)).toBe('shpat_written_in_clear');

    expect(await sealStoredShopifyTokens(ctx.deps.db, box)).toBe(0);
    expect(await storedToken(shop.store.id)).toBe(stored);
  });
});
