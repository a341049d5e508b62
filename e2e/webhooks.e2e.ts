import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../apps/server/test/factories';
import { makeSalesShop } from '../apps/server/test/sales-factories';
import { type Receiver, startReceiver } from '../apps/server/test/webhook-receiver';
import { type E2E, screenshot, startE2E } from './harness';
import { confirmUntilGone, messageGone, openAsOwner, pageWidth, toast, toastGone } from './staff-helpers';

let e2e: E2E;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
  await receiver?.close();
});

describe('Settings → Webhooks', () => {
  it('the owner registers a webhook, sends a test event and sees a price change delivered in the log', async () => {
    const shop = await makeSalesShop(e2e.ctx);
    const item = await shop.item({ price: 10000 });
    const page = await openAsOwner(e2e, shop, '/settings', 'Settings');
    const card = page.getByTestId('settings-webhooks');
    await card.scrollIntoViewIfNeeded();
    await card.getByText('No endpoints yet').waitFor();

    await page.getByTestId('webhook-url').fill('http://example.com/hook');
    await page.getByTestId('webhook-add').click();
    await card.getByText('Endpoint URL must be a web address starting with https://.').waitFor();
    await card.getByText('Choose at least one event').waitFor();
    await page.getByTestId('webhook-url').fill(receiver.url);
    await page.getByTestId('webhook-description').fill('Accounting');
    await card.getByRole('checkbox', { name: /^item\.price_changed/ }).check();
    await messageGone(page, 'Choose at least one event');
    await page.getByTestId('webhook-add').click();

    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await confirmUntilGone(secretDialog.getByRole('button', { name: 'Done' }), secretDialog);
    const endpoint = card.locator('[data-testid^="webhook-endpoint-"]').first();
    await endpoint.getByText(receiver.url).waitFor();

    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await toast(page, 'Test event queued');
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);

    // A real change: the price goes from 100 to 125 and reaches the receiver, signed.
    const changed = await call(e2e.ctx, {
      method: 'PUT',
      url: `/api/inventories/${item.id}`,
      handle: shop.handle,
      token: shop.ownerToken,
      body: { price: 125 },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received.map((r) => r.event.type)).toEqual(['webhook.test', 'item.price_changed']);
    expect(receiver.allSigned(secret)).toBe(true);

    await endpoint.getByText('Delivery log').click();
    const log = endpoint.locator('[data-testid^="webhook-log-"]');
    await log
      .getByRole('row')
      .filter({ hasText: 'item.price_changed' })
      .filter({ hasText: 'Delivered' })
      .waitFor();
    await log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: '200' }).waitFor();
    await toastGone(page).catch(() => undefined);
    await screenshot(card, 'settings-webhooks');

    // Under 768 px the card still fits: the log scrolls inside itself, not the page.
    const phone = await openAsOwner(e2e, shop, '/settings', 'Settings', { width: 390, height: 844 });
    const phoneCard = phone.getByTestId('settings-webhooks');
    await phoneCard.scrollIntoViewIfNeeded();
    await phoneCard.getByText(receiver.url).waitFor();
    await phoneCard.getByText('Delivery log').click();
    await phoneCard.getByText('item.price_changed').first().waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(390);
  });

  it('the owner rolls the signing secret, keeping the old one a day; a delivery verifies with either', async () => {
    const shop = await makeSalesShop(e2e.ctx);
    const made = await call<{ endpoint: { id: number }; secret: string }>(e2e.ctx, {
      method: 'POST',
      url: '/api/webhooks/endpoints',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { url: receiver.url, events: ['item.sold'] },
    });
    expect(made.status).toBe(200);
    const { endpoint, secret: oldSecret } = made.body.data;
    const page = await openAsOwner(e2e, shop, '/settings', 'Settings');
    const row = page.getByTestId(`webhook-endpoint-${endpoint.id}`);
    await row.scrollIntoViewIfNeeded();

    await row.getByTestId(`webhook-roll-${endpoint.id}`).click();
    const dialog = page.getByRole('dialog', { name: 'Roll the signing secret?' });
    await dialog.getByRole('radio', { name: '24 hours' }).waitFor();
    expect(await dialog.getByRole('radio', { name: '24 hours' }).isChecked()).toBe(true);
    await screenshot(page, 'webhook-secret-roll', { fullPage: false });
    await confirmUntilGone(dialog.getByTestId('confirm-webhook-roll'), dialog);

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const newSecret = (await secretDialog.getByTestId('webhook-secret').innerText()).trim();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    await secretDialog.getByText(/The old secret also signs every delivery until/).waitFor();
    await screenshot(page, 'webhook-secret-rolled', { fullPage: false });
    await confirmUntilGone(secretDialog.getByRole('button', { name: 'Done' }), secretDialog);
    await row.getByTestId(`webhook-old-secret-${endpoint.id}`).waitFor();

    receiver.received.length = 0;
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    expect(receiver.allSigned(newSecret)).toBe(true);
    expect(receiver.allSigned(oldSecret)).toBe(true);
  });
});
