import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inventories,
  locations,
  productGtins,
  products,
  productTemplates,
  stores,
  subLocations,
} from '../apps/server/src/db/schema';
import { makeItem, makeProduct, storeAccount } from '../apps/server/test/catalogue-factories';
import { makeStore } from '../apps/server/test/factories';
import { type E2E, screenshot, startE2E } from './harness';
import {
  choose,
  confirmUntilGone,
  LOGO_PNG,
  messageGone,
  newStaffPage,
  openAsOwner,
  PRODUCT_PNG,
  pageWidth,
  png,
  toast,
  toastGone,
} from './staff-helpers';

let e2e: E2E;
let shop: Awaited<ReturnType<typeof makeStore>>;
beforeAll(async () => {
  e2e = await startE2E();
  shop = await makeStore(e2e.ctx);
});
afterAll(async () => {
  await e2e?.close();
});

const tag = () => randomBytes(3).toString('hex');
const db = () => e2e.ctx.deps.db;

/** A product photo put straight into the file storage, as the upload endpoint would (for the screenshots). */
async function storedPhoto() {
  const { path } = await e2e.ctx.deps.storage.put(
    `${shop.store.id}/${randomUUID()}.png`,
    PRODUCT_PNG,
    'image/png',
  );
  return e2e.url('staff', shop.handle, path);
}

/** A template straight in the table, so product tests do not lean on the template test. */
async function makeTemplate(title: string) {
  const [row] = await db()
    .insert(productTemplates)
    .values({
      storeId: shop.store.id,
      title,
      brand: 'Jordan',
      category: 'Basketball',
      gender: 'Men',
      option1: 'Size',
      option1Values: ['9', '9.5', '10', '10.5'],
      option2: 'Condition',
      option2Values: ['New', 'Used'],
    })
    .returning();
  return row!;
}

describe('product templates', () => {
  it('adds a template with its options and refuses option values without a name', async () => {
    const page = await openAsOwner(e2e, shop, '/productTemplates', 'Product Templates');
    const title = `Hoodies ${tag()}`;
    await page.getByTestId('add-template').click();
    await page.getByTestId('template-form').waitFor();
    await page.getByTestId('template-title').fill(title);
    await page.getByTestId('template-brand').fill('Supreme');
    await page.getByTestId('template-category').fill('Apparel');
    await page.getByTestId('template-gender').fill('Unisex');
    await page.getByTestId('template-weight').fill('650');
    await page.getByTestId('template-option1').fill('Size');
    await page.getByTestId('template-option1-values').fill(' S, M ,L,, XL ');
    await page.getByTestId('template-option3-values').fill('Red, Black');
    await page.getByTestId('template-submit').click();
    await page.getByText('Option 3 has values, please enter title for option 3.', { exact: true }).waitFor();
    await page.getByTestId('template-option3').fill('Color');
    await messageGone(page, 'Option 3 has values, please enter title for option 3.');
    await page.getByTestId('template-submit').click();
    await toast(page, 'Template added');
    await page.getByTestId('template-form').waitFor({ state: 'detached' });

    const table = page.getByTestId('templates-table');
    const row = table.locator('tr', { hasText: title });
    await row.waitFor();
    for (const text of ['Supreme', 'Apparel', 'Unisex', '650', 'XL', 'Color', 'Black']) {
      await row.getByText(text, { exact: true }).first().waitFor();
    }
    const [saved] = await db()
      .select()
      .from(productTemplates)
      .where(and(eq(productTemplates.storeId, shop.store.id), eq(productTemplates.title, title)));
    expect(saved).toMatchObject({
      brand: 'Supreme',
      category: 'Apparel',
      gender: 'Unisex',
      weight: 650,
      option1: 'Size',
      option1Values: ['S', 'M', 'L', 'XL'],
      option3: 'Color',
      option3Values: ['Red', 'Black'],
    });
    // Two templates now: each row offers Delete.
    await page.getByTestId(`delete-template-${saved!.id}`).waitFor();
    await toastGone(page);
    await screenshot(page, 'productTemplates');
  });
});

describe('products', () => {
  it('creates a product from a template with an uploaded image', async () => {
    const template = await makeTemplate(`Retro ${tag()}`);
    const page = await openAsOwner(e2e, shop, '/products/create', 'Create Product');
    await page.getByTestId('submitted-products-table').waitFor();
    const title = `Air Jordan 1 ${tag()}`;
    const sku = `AJ1-${tag()}`.toUpperCase();

    await page.getByTestId('submit-product').click();
    await page.getByText('You must upload at least one image.', { exact: true }).waitFor();

    await page
      .getByTestId('product-images-input')
      .locator('input[type=file]')
      .setInputFiles(png('aj1.png', PRODUCT_PNG));
    const thumbnail = page.getByTestId('product-images-thumbnails').getByRole('img', { name: 'Main image' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByTestId('product-title').fill(title);
    await page.getByTestId('product-sku').fill(sku);
    await choose(page, 'product-template', template.title);
    // The template fills the brand, category and gender that are still empty.
    await expect.poll(() => page.getByTestId('product-brand').locator('input').inputValue()).toBe('Jordan');
    expect(await page.getByTestId('product-category').locator('input').inputValue()).toBe('Basketball');
    expect(await page.getByTestId('product-gender').locator('input').inputValue()).toBe('Men');
    await screenshot(page, 'product-create');

    await page.getByTestId('submit-product').click();
    await toast(page, 'Product saved');
    await page.waitForURL(/\/products\/\d+$/);
    const header = page.getByTestId('product-header');
    await header.getByText(title).waitFor();
    await header.getByText(`SKU ${sku}`).waitFor();
    const headerImage = header.getByRole('img', { name: title });
    await expect
      .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      storeId: shop.store.id,
      title,
      sku,
      brand: 'Jordan',
      category: 'Basketball',
      gender: 'Men',
      productTemplateId: template.id,
    });
    expect(row!.image).toMatch(/\.png$/);
    // The stored image is the uploaded file, byte for byte (read in the page: Node does not resolve *.localhost).
    const served = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const bytes = Array.from(new Uint8Array(await res.arrayBuffer()));
      return { status: res.status, type: res.headers.get('content-type'), bytes };
    }, row!.image!);
    expect(served).toMatchObject({ status: 200, type: 'image/png' });
    expect(Buffer.from(served.bytes).equals(PRODUCT_PNG)).toBe(true);
  });

  it('adds GTINs through Manage GTINS', async () => {
    const product = await makeProduct(e2e.ctx, shop.store, { title: `Dunk Low ${tag()}` });
    const page = await openAsOwner(e2e, shop, `/products/${product.id}`, 'Product');
    const count = page.getByTestId('product-gtin-count');
    await expect.poll(() => count.innerText()).toBe('0 GTINs');

    await page.getByTestId('product-gtins').click();
    await page.getByTestId('gtins-form').waitFor();
    const codes = [`0${Date.now()}1`.slice(-13), `0${Date.now()}2`.slice(-13)];
    await page.getByTestId('gtin-size-0').locator('input').fill('9');
    await page.getByTestId('gtin-size-0').locator('input').press('Tab');
    await page.getByTestId('gtin-code-0').fill(codes[0]!);
    await page.getByTestId('gtin-add').click();
    await page.getByTestId('gtin-size-1').locator('input').fill('10.5');
    await page.getByTestId('gtin-size-1').locator('input').press('Tab');
    await page.getByTestId('gtin-code-1').fill(codes[1]!);
    await page.getByTestId('gtins-submit').click();
    await toast(page, 'GTINs saved');
    await page.getByTestId('gtins-form').waitFor({ state: 'detached' });
    await expect.poll(() => count.innerText()).toBe('2 GTINs');

    const saved = await db()
      .select({ size: productGtins.size, gtin: productGtins.gtin })
      .from(productGtins)
      .where(eq(productGtins.productId, product.id))
      .orderBy(asc(productGtins.id));
    expect(saved).toEqual([
      { size: '9', gtin: codes[0] },
      { size: '10.5', gtin: codes[1] },
    ]);
  });

  it('merges a duplicate with the same SKU: the duplicate is gone and its items moved', async () => {
    const sku = `DUP-${tag()}`.toUpperCase();
    const target = await makeProduct(e2e.ctx, shop.store, {
      sku,
      title: `Yeezy 350 ${tag()}`,
      image: await storedPhoto(),
    });
    const duplicate = await makeProduct(e2e.ctx, shop.store, { sku, title: `Yeezy 350 copy ${tag()}` });
    const store = await storeAccount(e2e.ctx, shop.store.id);
    const items = [
      await makeItem(e2e.ctx, shop.store, {
        productId: duplicate.id,
        consignerId: store.id,
        option1Value: '9',
      }),
      await makeItem(e2e.ctx, shop.store, {
        productId: duplicate.id,
        consignerId: store.id,
        option1Value: '11',
      }),
    ];

    const page = await openAsOwner(e2e, shop, `/products/${target.id}`, 'Product');
    const duplicates = page.getByTestId('duplicate-products-table');
    await duplicates.getByText(duplicate.title).waitFor();
    await page
      .getByTestId('product-inventory-table')
      .getByText('No inventory for this product yet.')
      .waitFor();

    await page.getByTestId(`merge-product-${duplicate.id}`).click();
    const mergePrompt = page.getByText(`Merge "${duplicate.title}" into this product?`);
    await mergePrompt.waitFor();
    await confirmUntilGone(page.getByTestId('confirm-merge'), mergePrompt);
    await toast(page, 'Merging product in background');
    const progress = page.getByTestId('merge-progress');
    await expect.poll(() => progress.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    await progress.getByText('Merge finished: the duplicate is now part of this product.').waitFor();

    await duplicates.waitFor({ state: 'detached' });
    for (const item of items) await page.getByTestId(`inventory-link-${item.id}`).waitFor();
    await page.getByText('Inventory (2)').waitFor();
    await toastGone(page);
    await screenshot(page, 'product-detail');

    expect(await db().select().from(products).where(eq(products.id, duplicate.id))).toEqual([]);
    const moved = await db()
      .select({ id: inventories.id, productId: inventories.productId })
      .from(inventories)
      .where(eq(inventories.productId, target.id))
      .orderBy(asc(inventories.id));
    expect(moved).toEqual(items.map((i) => ({ id: i.id, productId: target.id })));

    // The merged-away product's page now answers "not found".
    await page.goto(e2e.url('staff', shop.handle, `/products/${duplicate.id}`));
    await page.getByText('Product not found').waitFor();
  });

  it('searches the products grid; the grid fits a 375 px phone', async () => {
    const needle = `Samba ${tag()}`;
    const wanted = await makeProduct(e2e.ctx, shop.store, {
      title: needle,
      brand: 'Adidas',
      image: await storedPhoto(),
    });
    const other = await makeProduct(e2e.ctx, shop.store, {
      title: `Gazelle ${tag()}`,
      brand: 'Adidas',
      image: await storedPhoto(),
    });
    const page = await openAsOwner(e2e, shop, '/products', 'Products');
    await page.getByTestId(`product-card-${other.id}`).waitFor();
    await screenshot(page, 'products');

    await page.getByTestId('product-search').locator('input').fill(needle);
    await page.getByTestId('product-search').locator('input').press('Enter');
    await page.getByTestId(`product-card-${other.id}`).waitFor({ state: 'detached' });
    const cards = page.getByTestId('products-grid').locator(':scope > *');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute('data-testid')).toBe(`product-card-${wanted.id}`);
    expect(
      await page.getByTestId(`product-card-${wanted.id}`).getByRole('img', { name: needle }).count(),
    ).toBe(1);

    const phone = await openAsOwner(e2e, shop, '/products', 'Products', { width: 375, height: 740 });
    await phone.getByTestId(`product-card-${wanted.id}`).waitFor();
    await phone.getByTestId('open-menu').waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'products-mobile');
  });
});

describe('sublocations', () => {
  it('adds a sublocation to a location and renames it inline', async () => {
    const [main] = await db()
      .select()
      .from(locations)
      .where(and(eq(locations.storeId, shop.store.id), eq(locations.name, 'Main Store')));
    const page = await openAsOwner(e2e, shop, '/subLocations', 'Sublocations');
    await page.getByText('No sublocations yet').waitFor();

    await page.getByTestId('add-sublocation').click();
    await page.getByTestId('subLocation-form').waitFor();
    await page.getByTestId('subLocation-submit').click();
    await page.getByText('Sublocation required', { exact: true }).waitFor();
    await choose(page, 'sublocation-location', 'Main Store');
    await page.getByTestId('sublocation-name').fill('Shelf A1');
    await messageGone(page, 'Sublocation required');
    await page.getByTestId('subLocation-submit').click();
    await toast(page, 'Sublocation added');
    const table = page.getByTestId('sublocations-table');
    await table.locator('tr', { hasText: 'Shelf A1' }).getByText('Main Store').waitFor();

    const [created] = await db()
      .select()
      .from(subLocations)
      .where(and(eq(subLocations.storeId, shop.store.id), eq(subLocations.name, 'Shelf A1')));
    expect(created!.locationId).toBe(main!.id);

    await page.getByTestId(`rename-sublocation-${created!.id}`).click();
    await page.getByTestId(`rename-input-${created!.id}`).fill('Shelf B2');
    await page.getByTestId(`rename-input-${created!.id}`).press('Enter');
    await toast(page, 'Sublocation renamed');
    await table.getByText('Shelf B2', { exact: true }).waitFor();
    await expect.poll(() => table.getByText('Shelf A1', { exact: true }).count()).toBe(0);
    const [renamed] = await db().select().from(subLocations).where(eq(subLocations.id, created!.id));
    expect(renamed!.name).toBe('Shelf B2');
    await screenshot(page, 'subLocations');
  });
});

describe('store settings', () => {
  it('renames the store and uploads a logo: the header and GET /open/stores show them at once', async () => {
    const page = await openAsOwner(e2e, shop, '/settings', 'Settings');
    await expect.poll(() => page.getByTestId('setting-name').inputValue()).toBe(shop.store.name);
    await page.getByTestId('store-name').getByText(shop.store.name).waitFor();

    const name = `Sole Society ${tag()}`;
    await page.getByTestId('setting-name').fill(name);
    await page
      .getByTestId('setting-logo-input')
      .locator('input[type=file]')
      .setInputFiles(png('logo.png', LOGO_PNG));
    await page.getByTestId('setting-logo-thumbnails').getByRole('img', { name: 'Main image' }).waitFor();
    await page.getByTestId('settings-save').click();
    await toast(page, 'Settings saved!');

    // The header brands with the new logo (named after the store) without a reload.
    const logo = page.getByRole('img', { name, exact: true });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    expect(await page.getByTestId('store-name').count()).toBe(0);
    await toastGone(page);
    await screenshot(page, 'settings');

    const [row] = await db().select().from(stores).where(eq(stores.id, shop.store.id));
    expect(row!.name).toBe(name);
    expect(row!.logo).toMatch(/\.png$/);
    const branding = (await (await fetch(e2e.url('staff', null, `/open/stores/${shop.handle}`))).json()) as {
      data: { name: string; logo: string | null };
    };
    expect(branding.data).toMatchObject({ name, logo: row!.logo });

    // A fresh visit shows it too (the branding is not only in this tab's cache).
    const other = await newStaffPage(e2e);
    await other.goto(e2e.url('staff', shop.handle, '/login'));
    await other.getByRole('img', { name, exact: true }).waitFor();
  });
});
