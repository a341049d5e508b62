import { formatMoney } from '@backroom/domain/money-format';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachTerms } from '../apps/server/src/core/terms/snapshot';
import { jobs } from '../apps/server/src/db/schema';
import { runTermsClock } from '../apps/server/src/features/consignment-terms/clock';
import { TERMS_CLOCK_JOB } from '../apps/server/src/features/consignment-terms/clock-job';
import { call } from '../apps/server/test/factories';
import { consignerRow, makeShop, readItem, type Shop } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { openSellerScreen, signInSeller } from './seller-helpers';
import { popconfirmButton, toast } from './staff-helpers';

/** Issue 16: the consigner sees each item's term in the portal and renews an expiring one for the fee. */
let e2e: E2E;
let s: Shop;
let page: Page;
const DAY = 86_400_000;

beforeAll(async () => {
  e2e = await startE2E();
  s = await makeShop(e2e.ctx);
  const created = await call(e2e.ctx, {
    method: 'POST',
    url: '/api/consignmentTerms',
    handle: s.handle,
    token: s.ownerToken,
    body: {
      name: 'Sole Seekers',
      termDays: 45,
      expiryAction: 'return',
      renewalFee: 15,
      markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'store' }],
    },
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await e2e?.close();
});

describe('consignment terms in the seller portal', () => {
  it('shows the next markdown of a young item, and renews an expiring one after confirming the fee', async () => {
    const young = await s.item({
      status: 'Active',
      price: 20_000,
      acceptedOn: new Date(Date.now() - 10 * DAY),
    });
    const old = await s.item({
      status: 'Active',
      price: 20_000,
      acceptedOn: new Date(Date.now() - 41 * DAY),
    });
    await attachTerms(e2e.ctx.deps.db, s.store, [young.id, old.id]);

    page = await signInSeller(e2e, s.handle, s.seller.email);
    await openSellerScreen(e2e, page, s.handle, `/productItem/${s.product.id}`, s.product.title);
    const youngTerm = page.getByTestId(`item-${young.id}-term`);
    await youngTerm.waitFor();
    expect(await youngTerm.innerText()).toMatch(/3[45] days left · Ends .*then it comes back to you/);
    expect(await page.getByTestId(`item-${young.id}-next-markdown`).innerText()).toMatch(
      /Markdown 1 of 1 on .*: \$180\.00/,
    );
    expect(await page.getByTestId(`item-${young.id}-renew`).count()).toBe(0);

    const oldTerm = page.getByTestId(`item-${old.id}-term`);
    expect(await oldTerm.innerText()).toContain('Expires soon');
    await page.getByTestId(`item-${old.id}-renew`).click();
    await page.getByText('the renewal fee of $15.00 is taken from your next payout').waitFor();
    await popconfirmButton(page, 'Renew').click();
    await toast(page, 'Consignment renewed');
    await page.getByTestId(`item-${old.id}-renew`).waitFor({ state: 'detached' });
    expect(await oldTerm.innerText()).not.toContain('Expires soon');
    expect((await consignerRow(e2e.ctx, s.store.id, s.seller.consigner.id)).balanceOwed).toBe(1_500);
    expect((await readItem(e2e.ctx, old.id)).termsExpiresOn).not.toBeNull();
  });

  it('at 390 px, shows each markdown with the price, the payout before and after, and who bore it (issue 29)', async () => {
    const shop = await makeShop(e2e.ctx);
    const created = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: shop.handle,
      token: shop.ownerToken,
      body: {
        name: 'Two steps',
        termDays: 90,
        expiryAction: 'return',
        markdowns: [
          { afterDays: 30, percentOff: 10, absorbedBy: 'consigner' },
          { afterDays: 60, percentOff: 25, absorbedBy: 'store' },
        ],
      },
    });
    expect(created.status).toBe(201);
    // The store's first clock run is queued for now by the terms save: hold it, so the two steps below are the
    // clock's runs of day 31 and day 61 rather than one catch-up to step 2.
    await e2e.ctx.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + 2 * DAY) })
      .where(and(eq(jobs.storeId, shop.store.id), eq(jobs.name, TERMS_CLOCK_JOB), eq(jobs.status, 'queued')));
    const accepted = Date.now() - 61 * DAY;
    const item = await shop.item({
      status: 'Active',
      price: 20_000,
      payoutAmount: 16_000,
      acceptedOn: new Date(accepted),
    });
    await attachTerms(e2e.ctx.deps.db, shop.store, [item.id]);
    expect(
      (await runTermsClock(e2e.ctx.deps.db, shop.store.id, new Date(accepted + 30 * DAY))).markedDown,
    ).toBe(1);
    const payoutAfterFirst = (await readItem(e2e.ctx, item.id)).payoutAmount;
    expect((await runTermsClock(e2e.ctx.deps.db, shop.store.id)).markedDown).toBe(1);

    const phone = await signInSeller(e2e, shop.handle, shop.seller.email, { width: 390, height: 844 });
    await openSellerScreen(e2e, phone, shop.handle, `/productItem/${shop.product.id}`, shop.product.title);
    const history = phone.getByTestId(`price-history-${item.id}`);
    await history.waitFor();
    const entries = history.getByTestId('price-history-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const payout = formatMoney(payoutAfterFirst, 'USD');
    const first = await entries.nth(0).innerText();
    expect(first).toContain('Markdown 1 of 2: $200.00 → $180.00');
    expect(first).toContain(`your payout $160.00 → ${payout}`);
    expect(first).toContain('borne by you');
    const second = await entries.nth(1).innerText();
    expect(second).toContain(`Markdown 2 of 2: $180.00 → $150.00 · your payout ${payout} → ${payout}`);
    expect(second).toContain('borne by the store');
    // Nothing runs off the side of a phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
