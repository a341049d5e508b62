import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../apps/server/test/catalogue-factories';
import { type FakeLinnworks, fakeOrder, startFakeLinnworks } from '../apps/server/test/fake-linnworks';
import { readItem } from '../apps/server/test/inventory-factories';
import { makeSalesShop } from '../apps/server/test/sales-factories';
import { type E2E, screenshot, startE2E } from './harness';
import { openAsOwner, toast } from './staff-helpers';

let e2e: E2E;
let fake: FakeLinnworks;
beforeAll(async () => {
  fake = await startFakeLinnworks();
  e2e = await startE2E({ LINNWORKS_PROVIDER: 'linnworks', LINNWORKS_API_URL: fake.url });
});
afterAll(async () => {
  await e2e?.close();
  await fake?.close();
});

describe('Linnworks orders', () => {
  it('the owner connects Linnworks in Settings, then sees a Linnworks order arrive on the Orders screen', async () => {
    const shop = await makeSalesShop(e2e.ctx);
    const runner = await makeProduct(e2e.ctx, shop.store, { title: 'Court Runner', sku: 'CR-100' });
    const pair = await shop.item({ productId: runner.id, option1Value: '10', price: 18000 });
    const account = fake.account();

    const page = await openAsOwner(e2e, shop, '/settings', 'Settings');
    const card = page.getByTestId('settings-linnworks');
    await card.scrollIntoViewIfNeeded();
    await page.getByTestId('linnworks-application-id').fill('not an id');
    await page.getByTestId('linnworks-save').click();
    await card.getByText('Application ID must be a Linnworks id').waitFor();
    await page.getByTestId('linnworks-application-id').fill(account.applicationId);
    await page.getByTestId('linnworks-application-secret').fill(account.applicationSecret);
    await page.getByTestId('linnworks-installation-token').fill(account.token);
    await page.getByTestId('linnworks-save').click();
    await toast(page, 'Linnworks connection saved');
    await card.getByText('Connected', { exact: true }).waitFor();
    // The secrets are not shown again: the fields are blank, saved ones are kept.
    expect(await page.getByTestId('linnworks-application-secret').inputValue()).toBe('');
    await card.getByText(/Last sync .*: 0 found, 0 new, 0 unmatched\./).waitFor({ timeout: 20_000 });
    await screenshot(card, 'settings-linnworks');

    // A sale on a Linnworks channel: one line is our pair (SKU and size), one is not ours.
    account.orders.push(
      fakeOrder([
        {
          SKU: 'CR-100',
          Title: 'Court Runner',
          Quantity: 1,
          PricePerUnit: 180,
          AdditionalInfo: [{ Property: 'Size', PropertyValue: '10' }],
        },
        { SKU: 'ELSEWHERE-7', Title: 'Socks', Quantity: 1, PricePerUnit: 12 },
      ]),
    );
    const order = account.orders.at(-1)!;

    await page.goto(e2e.url('staff', shop.handle, '/findOrders'));
    const bar = page.getByTestId('linnworks-sync');
    await bar.waitFor();
    await page.getByTestId('linnworks-sync-now').click();
    const row = page.getByRole('row').filter({ hasText: `LW-${order.nOrderId}` });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.innerText()).toContain('Linnworks');
    await expect.poll(() => row.innerText()).toContain('1 unmatched');
    await expect
      .poll(() => bar.innerText(), { timeout: 15_000 })
      .toMatch(/1 order found, 1 new, 1 line unmatched/);

    await expect.poll(() => bar.innerText(), { timeout: 15_000 }).not.toContain('Syncing');
    await screenshot(page, 'orders-linnworks');
    await row.getByRole('link', { name: `LW-${order.nOrderId}` }).click();
    await page.getByRole('heading', { name: `Order LW-${order.nOrderId}` }).waitFor();
    await page.getByText('No item for sale matches SKU ELSEWHERE-7.').waitFor();
    await page.getByTestId(`order-line-link-${pair.id}`).waitFor();
    expect((await readItem(e2e.ctx, pair.id)).status).toBe('Sold');

    // Under 768 px the orders are cards that still say where they came from.
    const phone = await openAsOwner(e2e, shop, '/findOrders', 'Orders', { width: 390, height: 844 });
    await phone.getByTestId('linnworks-sync').waitFor();
    const card390 = phone.locator('[data-testid^="order-card-"]').filter({ hasText: `LW-${order.nOrderId}` });
    await expect.poll(() => card390.innerText()).toContain('Linnworks');
  });
});
