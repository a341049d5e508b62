import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachTerms } from '../apps/server/src/core/terms/snapshot';
import { call } from '../apps/server/test/factories';
import { consignerRow, makeShop, readItem, type Shop } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { openSellerScreen, signInSeller } from './seller-helpers';
import { openAsOwner } from './staff-helpers';

/** Issue 16: the consigner signs the store's agreement in the portal; staff bulk-renew on the Expiring list. */
let e2e: E2E;
let s: Shop;
const DAY = 86_400_000;

beforeAll(async () => {
  e2e = await startE2E();
  s = await makeShop(e2e.ctx);
  const owner = (url: string, body: unknown) =>
    call(e2e.ctx, { method: 'POST', url, handle: s.handle, token: s.ownerToken, body });
  expect(
    (
      await owner('/api/consignmentTerms', {
        name: 'Forty-five days',
        termDays: 45,
        expiryAction: 'return',
        renewalFee: 15,
        markdowns: [],
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await owner('/api/agreement/versions', {
        markdown: '# Consignment agreement\n\nItems stay **45 days**.',
      })
    ).status,
  ).toBe(201);
});
afterAll(async () => {
  await e2e?.close();
});

async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -15 : 15));
  await page.mouse.up();
}

describe('the consignment agreement and the Expiring list', () => {
  it('the consigner reads the agreement in the portal and signs it with a drawn signature', async () => {
    const page = await signInSeller(e2e, s.handle, s.seller.email);
    await openSellerScreen(e2e, page, s.handle, '/settings', 'Settings');
    // A banner, not a modal on every page (issue 33): the consigner opens the agreement from it.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByTestId('open-agreement').click();
    const text = page.getByTestId('agreement-text');
    await text.waitFor();
    expect(await text.locator('strong').innerText()).toBe('45 days');
    await page.getByTestId('sign-agreement').click();
    await page.getByTestId('agreement-problem').getByText('Type your full name.').waitFor();
    await page.getByTestId('agreement-name').fill('Cat Consigner');
    await page.getByTestId('sign-agreement').click();
    await page.getByText('Draw your signature in the box').waitFor();
    await drawSignature(page);
    await page.getByTestId('sign-agreement').click();
    await page.getByText('Agreement signed. A PDF copy is on its way by e-mail.').waitFor();
    await page.getByTestId('agreement-banner').waitFor({ state: 'detached' });

    const staff = await openAsOwner(e2e, s, '/terms', 'Consignment terms');
    const row = staff.getByTestId('agreement-signatures').getByRole('row', { name: /Cat Consigner/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/1 \(current\)[\s\S]*Seller portal/);
  });

  it('staff select expiring items and renew them in one go, after confirming', async () => {
    const items = [];
    for (let i = 0; i < 2; i++)
      items.push(
        await s.item({ status: 'Active', price: 20_000, acceptedOn: new Date(Date.now() - 41 * DAY) }),
      );
    await attachTerms(
      e2e.ctx.deps.db,
      s.store,
      items.map((i) => i.id),
    );
    const before = await readItem(e2e.ctx, items[0]!.id);

    const page = await openAsOwner(e2e, s, '/expiring', 'Expiring');
    const table = page.getByTestId('expiring-table');
    await table.getByText(items[1]!.code, { exact: false }).waitFor();
    await table.locator('thead .ant-checkbox-input').check();
    await page.getByText('2 selected').waitFor();
    await page.getByTestId('bulk-renew').click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Renew 2 items?' }).waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Renew' }).click();
    await page.getByTestId('bulk-outcome').getByText('2 items renewed.').waitFor();
    await page.getByText('No items expiring this week').waitFor();
    expect((await readItem(e2e.ctx, items[0]!.id)).termsExpiresOn! > before.termsExpiresOn!).toBe(true);
    expect((await consignerRow(e2e.ctx, s.store.id, s.seller.consigner.id)).balanceOwed).toBe(3_000);
  });

  it('says in words which selected items a conversion skipped and why (#29)', async () => {
    // Forty-five days, two left; these terms set no conversion payout: converting would pay the consigner nothing.
    const item = await s.item({
      status: 'Active',
      price: 20_000,
      acceptedOn: new Date(Date.now() - 43 * DAY),
    });
    await attachTerms(e2e.ctx.deps.db, s.store, [item.id]);
    const page = await openAsOwner(e2e, s, '/expiring', 'Expiring');
    const table = page.getByTestId('expiring-table');
    await table.getByText(item.code, { exact: false }).waitFor();
    await table.locator('thead .ant-checkbox-input').check();
    await page.getByTestId('bulk-convert').click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Convert 1 item to store stock?' }).waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Convert to store stock' }).click();
    const outcome = page.getByTestId('bulk-outcome');
    await outcome
      .getByText(
        `0 items converted to store stock. 1 item skipped: 1 whose terms pay the consigner nothing on conversion (${item.code}).`,
      )
      .waitFor();
    expect(await outcome.getAttribute('class')).toContain('ant-alert-warning');
    expect((await readItem(e2e.ctx, item.id)).consignerId).toBe(s.seller.consigner.id);
  });
});
