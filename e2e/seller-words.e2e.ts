import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../apps/server/test/factories';
import { makeShop } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { openSellerScreen, signInSeller } from './seller-helpers';
import { choose, confirmUntilGone } from './staff-helpers';

/**
 * What a consigner reads (#14.5, #14.7): statuses in words in the inventory filter and table, never internal
 * names; a product they requested shows on Products as Pending review until the store approves it.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** An internal status name: one word with an inner capital (RequestWithdrawal, InTransit). */
const INTERNAL_NAME = /\b[A-Z][a-z]+[A-Z][A-Za-z]*\b/;

describe('the seller portal in words', () => {
  it('the inventory status filter and the table name every status in words', async () => {
    const shop = await makeShop(e2e.ctx);
    await shop.item({ status: 'RequestWithdrawal', option1Value: '9' });
    await shop.item({ status: 'RequestPriceChange', requestedPrice: 9000, option1Value: '10' });

    const page = await signInSeller(e2e, shop.handle, shop.seller.email);
    await openSellerScreen(e2e, page, shop.handle, '/inventory', 'Inventory');
    await page.getByTestId('inventory-status').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    const labels = await options.allInnerTexts();
    // (antd renders the first ten options of a long list; these two are among them.)
    expect(labels).toEqual(expect.arrayContaining(['Withdrawal request', 'Price change request']));
    for (const label of labels) expect(label).not.toMatch(INTERNAL_NAME);
    await page.keyboard.press('Escape');

    await choose(page, 'inventory-status', 'Withdrawal request');
    const tag = page.locator('[data-testid="status-tag"][data-status="RequestWithdrawal"]').first();
    await tag.waitFor();
    expect(await tag.innerText()).toBe('Withdrawal request');
    for (const text of await page.getByTestId('status-tag').allInnerTexts()) {
      expect(text).not.toMatch(INTERNAL_NAME);
    }
  });

  it('a requested product shows as Pending review to its seller until approved, then in the catalogue', async () => {
    const shop = await makeShop(e2e.ctx);
    const page = await signInSeller(e2e, shop.handle, shop.seller.email);
    expect(await page.getByTestId('pending-requests').count()).toBe(0);

    await page.getByTestId('request-product-link').click();
    await page.getByRole('heading', { name: 'Request product', level: 1 }).waitFor();
    await page.getByTestId('request-title').fill('Mystery Court Classic');
    await choose(page, 'request-template', shop.template.title);
    await page.getByTestId('request-submit').click();
    const done = page.getByTestId('request-submitted');
    await done.getByText('Your product has been submited!').waitFor();
    await done.getByText(/Pending review until the store approves it/).waitFor();
    await confirmUntilGone(done.getByTestId('request-back'), done.getByTestId('request-back'));

    const pending = page.getByTestId('pending-requests');
    await pending.getByText('Mystery Court Classic').waitFor();
    await pending.getByText('Pending review', { exact: true }).waitFor();
    // Not in the catalogue grid yet, and not a link to the add wizard.
    expect(await page.getByRole('link', { name: /Mystery Court Classic/ }).count()).toBe(0);

    // Another seller of the store does not see it.
    const other = await signInSeller(e2e, shop.handle, shop.other.email);
    await other.getByTestId('product-search').waitFor();
    expect(await other.getByText('Mystery Court Classic').count()).toBe(0);

    const queue = await call<{ products: { id: number; title: string }[] }>(e2e.ctx, {
      url: '/api/products/submittedProducts?search=mystery',
      handle: shop.handle,
      token: shop.ownerToken,
    });
    const requested = queue.body.data.products.find((p) => p.title === 'Mystery Court Classic')!;
    const approved = await call(e2e.ctx, {
      method: 'PUT',
      url: `/api/products/${requested.id}`,
      handle: shop.handle,
      token: shop.ownerToken,
      body: { reviewStatus: 'active' },
    });
    expect(approved.status).toBe(200);

    await page.reload();
    await page.getByRole('link', { name: /Mystery Court Classic/ }).waitFor();
    expect(await page.getByTestId('pending-requests').count()).toBe(0);
  });
});
