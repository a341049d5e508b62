import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../apps/server/src/db/schema';
import { makeStore } from '../apps/server/test/factories';
import {
  FAKE_TOKEN,
  type FakeShopify,
  fakeSneaker,
  startFakeShopify,
} from '../apps/server/test/fake-shopify';
import { setStore } from '../apps/server/test/inventory-factories';
import { type E2E, screenshot, startE2E } from './harness';
import { openAsOwner, pageWidth, toast } from './staff-helpers';

let e2e: E2E;
let fake: FakeShopify;
let shop: Awaited<ReturnType<typeof makeStore>>;

const TITLES = ['Air Fake One', 'Blazer Fake Mid', 'Court Fake Low', 'Dunk Fake High', 'Edge Fake Runner'];

beforeAll(async () => {
  // No images: the fake's CDN addresses lead nowhere from the test machine.
  fake = await startFakeShopify(TITLES.map((title, i) => fakeSneaker(i + 1, { title, images: [] })));
  e2e = await startE2E({
    STOREFRONT: 'shopify',
    SHOPIFY_API_SECRET: 'e2e-secret',
    SHOPIFY_API_URL: fake.url,
  });
  shop = await makeStore(e2e.ctx);
  await setStore(e2e.ctx, shop.store.id, {
    shop: 'e2e-import.myshopify.com',
    storefrontAccessToken: FAKE_TOKEN,
  });
});
afterAll(async () => {
  await e2e?.close();
  await fake?.close();
});

const imported = () =>
  e2e.ctx.deps.db
    .select()
    .from(products)
    .where(and(eq(products.storeId, shop.store.id), isNotNull(products.shopifyId)));

describe('Shopify product import', () => {
  it('is not offered to a store with no Shopify shop (no dead end)', async () => {
    const other = await makeStore(e2e.ctx);
    const page = await openAsOwner(e2e, other, '/', 'Products');
    const answered = page.waitForResponse((r) => r.url().includes('/api/products/shopifyConnection'));
    await page.reload();
    await answered;
    await page.getByTestId('create-product-link').waitFor();
    expect(await page.getByTestId('shopify-import-link').count()).toBe(0);
    await page.close();
  });

  it('the owner finds Import from Shopify on Products, ticks three products and imports them', async () => {
    const page = await openAsOwner(e2e, shop, '/', 'Products');
    await page.getByTestId('shopify-import-link').click();
    await page.getByRole('heading', { name: 'Import from Shopify', level: 1 }).waitFor();
    for (const title of TITLES) await page.getByText(title, { exact: true }).waitFor();

    for (const title of TITLES.slice(0, 3))
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    await expect.poll(() => page.getByTestId('selected-count').innerText()).toBe('3 selected');
    await page.getByTestId('import-selected').click();
    await toast(page, 'Importing products from Shopify in background');

    const results = page.getByTestId('import-results');
    await results.waitFor({ timeout: 30_000 });
    await results.getByText('3 of 3 imported.').waitFor();
    for (const title of TITLES.slice(0, 3)) await results.getByRole('link', { name: title }).waitFor();
    expect((await imported()).map((p) => p.title).sort()).toEqual(TITLES.slice(0, 3));

    // The list now marks them imported; importing one again updates it instead of copying it.
    const row = page.getByTestId('shopify-product-1');
    await row.getByText('Imported').waitFor();
    await page.getByRole('checkbox', { name: `Select ${TITLES[0]}` }).check();
    await page.getByTestId('import-selected').click();
    await results.getByText('1 of 1 imported.').waitFor({ timeout: 30_000 });
    await results.getByText('Updated').waitFor();
    expect(await imported()).toHaveLength(3);
    await screenshot(page, 'shopify-import');

    // The imported product opens from the results with Shopify's SKU and brand.
    await results.getByRole('link', { name: TITLES[0] }).click();
    await page.getByRole('heading', { name: TITLES[0] }).first().waitFor();
  });

  it('on a phone the products are cards to tick, without sideways scrolling', async () => {
    const page = await openAsOwner(e2e, shop, '/products/shopify', 'Import from Shopify', {
      width: 390,
      height: 844,
    });
    await page.getByTestId('shopify-product-4').waitFor();
    await page.getByTestId('shopify-search').locator('input').fill('Dunk');
    await page.getByTestId('shopify-search').locator('input').press('Enter');
    await expect.poll(() => page.locator('[data-testid^="shopify-product-"]').count()).toBe(1);
    await page.getByRole('checkbox', { name: `Select ${TITLES[3]}` }).check();
    await page.getByTestId('import-selected').click();
    await page.getByTestId('import-results').getByText('1 of 1 imported.').waitFor({ timeout: 30_000 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  it('a store without a connected Shopify shop is told what the import needs', async () => {
    const plain = await makeStore(e2e.ctx);
    const page = await openAsOwner(e2e, plain, '/products/shopify', 'Import from Shopify');
    await page
      .getByTestId('shopify-not-connected')
      .getByText(/needs a connected Shopify shop/)
      .waitFor();
  });
});
