import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeStore } from '../apps/server/test/factories';
import { makeShop, readItem } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { choose, openAsOwner, pageWidth, popconfirmButton, toast, toastAfter } from './staff-helpers';

/** Issue 16: the store's consignment terms under Settings → Terms. */
let e2e: E2E;
let shop: Awaited<ReturnType<typeof makeStore>>;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  shop = await makeStore(e2e.ctx);
});
afterAll(async () => {
  await e2e?.close();
});

const field = (testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

describe('Settings → Terms', () => {
  it('starts empty and says so', async () => {
    page = await openAsOwner(e2e, shop, '/terms', 'Consignment terms');
    await page.getByText('No terms yet').waitFor();
  });

  it('adds terms with a markdown step, refusing a bad term in words first', async () => {
    await page.getByTestId('add-terms').click();
    await field('terms-name').fill('Sole Seekers 45');
    await field('terms-termDays').fill('0');
    await page.getByTestId('terms-submit').click();
    await page.getByText('The term is at least 1 day.').waitFor();
    await field('terms-termDays').fill('45');
    await choose(page, 'terms-expiryAction', 'Renew for the fee');
    await field('terms-renewalFee').fill('15');
    await page.getByTestId('add-markdown').click();
    await field('markdown-afterDays-0').fill('30');
    await field('markdown-percentOff-0').fill('10');
    await page.getByTestId('terms-submit').click();
    await toast(page, 'Terms added');
    const row = page.getByTestId('terms-table').getByRole('row', { name: /Sole Seekers 45/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(
      /45 days \+ 7 grace[\s\S]*Renew for the fee[\s\S]*\$15\.00[\s\S]*day 30: 10% off/,
    );
    expect(await row.innerText()).toContain('Default');
  });

  it('edits the terms (a new version) and deletes them after a confirmation', async () => {
    const row = page.getByTestId('terms-table').getByRole('row', { name: /Sole Seekers 45/ });
    await row.getByRole('button', { name: 'Edit' }).click();
    await field('terms-termDays').fill('60');
    // Each toast is watched for in the page from before its click (toastAfter): polling for it missed one that came
    // and went on a loaded machine.
    await toastAfter(page, 'Terms saved', () => page.getByTestId('terms-submit').click(), 30_000);
    await page.getByTestId('terms-table').getByText('60 days + 7 grace').waitFor();
    expect(await row.innerText()).toMatch(/\b2\b/);
    await row.getByRole('button', { name: 'Delete' }).click();
    await toastAfter(page, 'Terms deleted', () => popconfirmButton(page, 'Delete').click(), 30_000);
    await page.getByText('No terms yet').waitFor();
  });

  it('fits a phone screen', async () => {
    const phone = await openAsOwner(e2e, shop, '/terms', 'Consignment terms', { width: 390, height: 844 });
    expect(await pageWidth(phone)).toBeLessThanOrEqual(390);
  });
});

describe('Settings → Terms: stock on hand without terms (#29)', () => {
  it('shows how many items it will touch, confirms with the count, then says how many changed', async () => {
    const s = await makeShop(e2e.ctx);
    const created = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: s.handle,
      token: s.ownerToken,
      body: { name: 'Ninety days', termDays: 90, expiryAction: 'return', markdowns: [] },
    });
    expect(created.status).toBe(201);
    const old = new Date(Date.now() - 200 * 86_400_000);
    const items = [];
    for (let i = 0; i < 3; i++) items.push(await s.item({ status: 'Active', acceptedOn: old }));

    const stock = await openAsOwner(e2e, s, '/terms', 'Consignment terms');
    await stock.getByTestId('stock-count').getByText('3 items in stock have no consignment terms').waitFor();
    await stock.getByTestId('apply-stock').click();
    const dialog = stock.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Apply to 3 items in stock?' }).waitFor();
    expect(await dialog.innerText()).toContain('Their clock starts today');
    await dialog.getByRole('button', { name: 'Apply to 3 items' }).click();
    await stock
      .getByTestId('stock-outcome')
      .getByText('Terms applied to 3 items in stock; their clock starts today.')
      .waitFor();
    await stock.getByText('Every live item in stock has consignment terms.').waitFor();
    for (const item of items) expect((await readItem(e2e.ctx, item.id)).terms).not.toBeNull();
  });
});
