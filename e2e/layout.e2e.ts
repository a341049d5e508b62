import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../apps/server/src/db/schema';
import { makeConsigner } from '../apps/server/test/factories';
import { makeShop, type Shop } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { newSellerPage, openSellerScreen, signInSeller } from './seller-helpers';

/** Issue 14.9: nothing a seller needs is off-screen at 1280 px, and an empty field says one thing. */
let e2e: E2E;
let s: Shop;
beforeAll(async () => {
  e2e = await startE2E();
  s = await makeShop(e2e.ctx);
});
afterAll(async () => {
  await e2e?.close();
});

describe('layout at 1280 px', () => {
  it("keeps the seller inventory table's Tracking and Edit columns on screen", async () => {
    // A real sneaker title and SKU are long; they pushed the last columns off-screen.
    await e2e.ctx.deps.db
      .update(products)
      .set({
        title: "Air Jordan 1 Retro High OG 'Chicago Lost and Found' Varsity Red Black Sail Muslin",
        sku: 'DZ5485-612-LOSTANDFOUND',
      })
      .where(eq(products.id, s.product.id));
    const seller = await makeConsigner(e2e.ctx, s.store);
    const long = await s.item({ consignerId: seller.consigner.id, status: 'Active', option1Value: '10' });
    const page = await signInSeller(e2e, s.handle, seller.email, { width: 1280, height: 800 });
    await openSellerScreen(e2e, page, s.handle, '/inventory', 'Inventory');
    const edit = page.getByTestId(`edit-${long.id}`);
    await edit.waitFor();
    const box = await edit.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    const tracking = await page.locator('th', { hasText: 'Tracking' }).boundingBox();
    expect(tracking!.x + tracking!.width).toBeLessThanOrEqual(1280);
  });

  it('shows one message, not two, for an empty e-mail on forgot-password and sign-in', async () => {
    const page = await newSellerPage(e2e, { width: 1280, height: 800 });
    for (const path of ['/forgot', '/login']) {
      await page.goto(e2e.url('seller', s.handle, path));
      await page.getByLabel('Email').waitFor();
      await page.locator('button[type="submit"]').click();
      await page.getByText('Please enter your email.').waitFor();
      expect(await page.getByText('Please enter your email.', { exact: true }).count()).toBe(1);
    }
  });
});
