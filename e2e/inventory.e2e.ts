import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consigners, inventories } from '../apps/server/src/db/schema';
import { consignerRow, makeShop, readItem, setStore } from '../apps/server/test/inventory-factories';
import { expectAccessible } from './accessibility';
import { type E2E, screenshot, startE2E } from './harness';
import { choose, openAsOwner, toast } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const db = () => e2e.ctx.deps.db;
const itemsWithIds = (ids: number[]) => db().select().from(inventories).where(inArray(inventories.id, ids));

describe('incoming inventory', () => {
  it('accepts a pending batch of two items into a location', async () => {
    const shop = await makeShop(e2e.ctx);
    const a = await shop.item({
      status: 'Pending',
      locationId: null,
      acceptedOn: null,
      createdAt: new Date(),
    });
    const b = await shop.item({
      status: 'Pending',
      locationId: null,
      acceptedOn: null,
      createdAt: new Date(),
    });
    const page = await openAsOwner(e2e, shop, '/incomingInventory', 'Incoming');
    await page.getByTestId(`item-link-${a.id}`).waitFor();
    await page.getByTestId(`item-link-${b.id}`).waitFor();
    await page.getByTestId(`select-item-${a.id}`).check();
    await page.getByTestId(`select-item-${b.id}`).check();
    await page.getByTestId('bulk-accept').click();
    await page.getByTestId('accept-dialog-form').waitFor();
    await choose(page, 'accept-dialog-location', 'Back Room');
    await choose(page, 'accept-dialog-sublocation', 'Shelf 1');
    await page.getByTestId('accept-dialog-submit').click();
    await toast(page, 'Inventory accepted successfully');
    await page.getByTestId(`item-link-${a.id}`).waitFor({ state: 'detached' });
    const rows = await itemsWithIds([a.id, b.id]);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'Active', locationId: shop.back.id, subLocationId: shop.shelf.id });
  });
});

describe('add inventory', () => {
  it('adds three items for a consigner from the product page, with live fees', async () => {
    const shop = await makeShop(e2e.ctx);
    await db()
      .update(consigners)
      .set({ firstName: 'Sally', lastName: 'Seller' })
      .where(eq(consigners.id, shop.seller.consigner.id));
    const before = await db().select().from(inventories).where(eq(inventories.productId, shop.product.id));
    const page = await openAsOwner(e2e, shop, `/products/${shop.product.id}`, 'Product');
    await page.getByTestId('product-add-inventory').click();
    await page.getByTestId('add-inventory-form').waitFor();
    await choose(page, 'add-inventory-consigner', 'Sally Seller');
    await choose(page, 'add-line-0-option1Value', /^5$/);
    await choose(page, 'add-line-0-option2Value', /^New$/);
    await page.getByLabel('Price of item 1').fill('120');
    await page.getByLabel('Quantity of item 1').fill('2');
    const fees = page.getByTestId('add-line-0-fees');
    await page.locator('[data-testid="add-line-0-fees"][data-state="ready"]').waitFor();
    await expect.poll(() => page.getByTestId('add-line-0-fees-payout').innerText()).toMatch(/\$\d/);
    expect(await fees.getAttribute('data-state')).toBe('ready');

    await page.getByTestId('add-inventory-duplicate').click();
    await page.getByTestId('add-line-1').waitFor();
    await choose(page, 'add-line-1-option1Value', /^6$/);
    await page.getByLabel('Quantity of item 2').fill('1');
    await page.locator('[data-testid="add-line-1-fees"][data-state="ready"]').waitFor();
    await screenshot(page, 'addInventory');
    await expectAccessible(page, 'the add inventory dialog');
    await page.getByTestId('add-inventory-submit').click();
    await toast(page, `Inventory added to ${shop.product.title}`);
    await page.getByTestId('add-inventory-form').waitFor({ state: 'detached' });

    const after = await db().select().from(inventories).where(eq(inventories.productId, shop.product.id));
    const added = after.filter((row) => !before.some((b) => b.id === row.id));
    expect(added).toHaveLength(3);
    for (const row of added)
      expect(row).toMatchObject({
        consignerId: shop.seller.consigner.id,
        price: 12000,
        option2Value: 'New',
        locationId: shop.main.id,
      });
    expect(added.map((row) => row.option1Value).sort()).toEqual(['5', '5', '6']);
  });
});

describe('transfers', () => {
  it('sends two active items to the Back Room and accepts them there', async () => {
    const shop = await makeShop(e2e.ctx);
    const a = await shop.item({ createdAt: new Date() });
    const b = await shop.item({ createdAt: new Date() });
    const page = await openAsOwner(e2e, shop, '/transfers', 'Transfer Inventory');
    await page.getByTestId(`select-item-${a.id}`).check();
    await page.getByTestId(`select-item-${b.id}`).check();
    await page.getByTestId('bulk-transfer').click();
    await page.getByTestId('transfer-dialog-form').waitFor();
    await choose(page, 'transfer-dialog-location', 'Back Room');
    await page.getByTestId('transfer-dialog-submit').click();
    await toast(page, '2 items in transit to Back Room');
    for (const row of await itemsWithIds([a.id, b.id])) expect(row.status).toBe('InTransit');

    await page.goto(e2e.url('staff', shop.handle, '/acceptTransfers'));
    await page.getByRole('heading', { name: 'Accept Transfer', level: 1 }).waitFor();
    await page.getByTestId(`select-item-${a.id}`).check();
    await page.getByTestId(`select-item-${b.id}`).check();
    await page.getByTestId('bulk-acceptTransfer').click();
    await page.getByTestId('accept-transfer-dialog-form').waitFor();
    await choose(page, 'accept-transfer-dialog-location', 'Back Room');
    await page.getByTestId('accept-transfer-dialog-submit').click();
    await toast(page, 'Transfer accepted at Back Room (2 items)');
    for (const row of await itemsWithIds([a.id, b.id]))
      expect(row).toMatchObject({ status: 'Active', locationId: shop.back.id });
  });
});

describe('item detail', () => {
  it('requests a store price change and shows it in the timeline', async () => {
    const shop = await makeShop(e2e.ctx);
    const item = await shop.item({ createdAt: new Date(), price: 10000 });
    const page = await openAsOwner(e2e, shop, `/inventories/${item.id}`, new RegExp(shop.product.title));
    await page.getByTestId('item-request-price-change').click();
    await page.getByTestId('item-price-dialog-form').waitFor();
    await page.getByLabel('Requested price').fill('85');
    await page.getByTestId('item-price-dialog-submit').click();
    await toast(page, 'Requested price change');
    await page.getByTestId('item-price-dialog-form').waitFor({ state: 'hidden' });
    const row = await readItem(e2e.ctx, item.id);
    expect(row).toMatchObject({ status: 'StoreRequestPriceChange', requestedPrice: 8500, price: 10000 });
    await page
      .getByTestId('item-timeline')
      .getByTestId('timeline-change')
      .filter({ hasText: '$85.00' })
      .waitFor();
    await page.locator('[data-testid="status-tag"][data-status="StoreRequestPriceChange"]').first().waitFor();
  });

  it('withdraws an item early and charges the fee to the consigner balance', async () => {
    const shop = await makeShop(e2e.ctx);
    await setStore(e2e.ctx, shop.store.id, { withdrawEarlyDays: 30, withdrawFee: 1500 });
    const item = await shop.item({ createdAt: new Date() });
    const page = await openAsOwner(e2e, shop, `/inventories/${item.id}`, new RegExp(shop.product.title));
    await page.getByTestId('item-withdraw').click();
    await expect
      .poll(() => page.getByTestId('item-withdraw-fee').innerText())
      .toBe("Withdrawn early: $15.00 is charged to the consigner's balance.");
    await page.getByTestId('item-withdraw-confirm').click();
    await toast(page, 'Item withdrawn');
    await expect.poll(async () => (await readItem(e2e.ctx, item.id)).status).toBe('Withdrawn');
    expect(await readItem(e2e.ctx, item.id)).toMatchObject({ isWithdrawnEarly: true, withdrawalFee: 1500 });
    expect((await consignerRow(e2e.ctx, shop.store.id, shop.seller.consigner.id)).balanceOwed).toBe(1500);

    await page.goto(e2e.url('staff', shop.handle, `/consigners/${shop.seller.consigner.id}`));
    await page.getByRole('heading', { name: /Cat Consigner/, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('consigner-balance').innerText()).toBe('$15.00');
  });
});

describe('request items', () => {
  it('creates a store request and shows the product on the shared public catalogue', async () => {
    const shop = await makeShop(e2e.ctx);
    const page = await openAsOwner(e2e, shop, '/request', 'Request Items');
    await choose(page, 'request-location', shop.main.name);
    const size = page.getByTestId(`request-size-button-${shop.product.id}-4`);
    await size.click();
    const form = page.getByTestId('store-request-form');
    await form.waitFor();
    await form.getByRole('spinbutton').nth(0).fill('40');
    await form.getByRole('spinbutton').nth(1).fill('60');
    await page.getByTestId('store-request-submit').click();
    await toast(page, 'Request created');
    await page.getByTestId(`request-size-${shop.product.id}-4`).getByTestId('store-request-tag').waitFor();

    await page.getByTestId('share-catalogue').click();
    const link = await page.getByTestId('catalogue-link').getAttribute('href');
    expect(link).toBeTruthy();
    const { context, page: visitor } = await e2e.newPage();
    try {
      await visitor.goto(link!);
      const catalogue = visitor.getByTestId('public-catalogue');
      await catalogue.waitFor();
      await catalogue
        .getByTestId(`catalogue-product-${shop.product.id}`)
        .getByText(shop.product.title)
        .waitFor();
      await screenshot(visitor, 'publicCatalogue');
    } finally {
      await context.close();
    }
  });
});
