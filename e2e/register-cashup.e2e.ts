import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTenders } from '../apps/server/src/db/schema-register';
import { storeCreditEntries } from '../apps/server/src/db/schema-register-shifts';
import { saveSettings } from '../apps/server/src/features/register/settings';
import { call, mailbox } from '../apps/server/test/factories';
import { makeShop, readItem, type Shop } from '../apps/server/test/inventory-factories';
import { expectAccessible } from './accessibility';
import { type E2E, startE2E } from './harness';
import { openAsOwner, pageWidth } from './staff-helpers';

/**
 * The register's day (issue 34) on a 1024 × 768 tablet, in one page: a shift opened with a float, a cash sale,
 * a sale paid part with a consigner's store credit and part cash, and the cash-up that balances (over or short 0).
 */
let e2e: E2E;
let shop: Shop;
const TABLET = { width: 1024, height: 768 };

beforeAll(async () => {
  e2e = await startE2E();
  shop = await makeShop(e2e.ctx);
  await saveSettings(e2e.ctx.deps.db, shop.store.id, {
    taxRate: 0,
    returnDays: 30,
    returnPolicy: null,
    defaultDiscountLimit: 10,
    terminalReaderId: null,
    creditBonusPercent: 10,
  });
  // The seller holds $50.00 of store credit (a payout taken as credit).
  await e2e.ctx.deps.db.insert(storeCreditEntries).values({
    storeId: shop.store.id,
    consignerId: shop.seller.consigner.id,
    kind: 'payout',
    amount: 5000,
    balance: 5000,
  });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function scan(page: Page, code: string) {
  await page.getByLabel('Scan or type a code, title or SKU').focus();
  await page.keyboard.type(code, { delay: 0 });
  await page.keyboard.press('Enter');
  await page.getByTestId('register-lines').getByText(code).waitFor();
}

async function complete(page: Page) {
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await page.getByText(/^Sale #\d+ complete$/).waitFor();
  await page.getByRole('button', { name: 'New sale' }).click();
  await page.getByTestId('register-empty').waitFor();
}

describe('the cash-up', () => {
  it('opens with a float, sells for cash and part store credit, and closes balanced', {
    timeout: 180_000,
  }, async () => {
    const cashItem = await shop.item({ price: 2500 });
    const creditItem = await shop.item({ price: 4000 });
    const page = await openAsOwner(e2e, shop, '/register/shifts', 'Shifts and cash-up', TABLET);
    await page.getByText('No shift is open').waitFor();
    await expectAccessible(page, 'the shifts screen');
    await page.getByLabel('Float in the drawer').fill('100');
    await page.getByRole('button', { name: 'Open shift' }).click();
    await page.getByText(/^Shift \d+ is open$/).waitFor();

    await page.getByRole('link', { name: 'Back to the register' }).click();
    await page.getByTestId('register-empty').waitFor();
    await scan(page, cashItem.code);
    await page.getByLabel('Cash received').fill('30');
    await expect.poll(() => page.getByTestId('register-due').textContent()).toBe('Change due: $5.00');
    await complete(page);

    // $40.00: $20.00 from the seller's store credit, the rest in cash.
    await scan(page, creditItem.code);
    await page.getByLabel('Store credit of').click();
    await page.keyboard.type('Cat', { delay: 0 });
    await page.locator('.ant-select-item-option').first().click();
    await page.getByLabel('Store credit (has $50.00)').fill('20');
    await page.getByRole('button', { name: 'Rest in cash' }).click();
    await expect.poll(() => page.getByTestId('register-due').textContent()).toBe('Change due: $0.00');
    await expectAccessible(page, 'the register with store credit');
    expect(await pageWidth(page)).toBeLessThanOrEqual(TABLET.width);
    await complete(page);
    expect((await readItem(e2e.ctx, creditItem.id)).status).toBe('Sold');
    const tenders = await e2e.ctx.deps.db
      .select()
      .from(registerTenders)
      .where(eq(registerTenders.storeId, shop.store.id))
      .orderBy(asc(registerTenders.id));
    expect(tenders.slice(-2).map((t) => [t.kind, t.amount, t.consignerId])).toEqual([
      ['cash', 2000, null],
      ['credit', 2000, shop.seller.consigner.id],
    ]);
    const [last] = await e2e.ctx.deps.db
      .select()
      .from(storeCreditEntries)
      .where(and(eq(storeCreditEntries.storeId, shop.store.id), eq(storeCreditEntries.kind, 'spent')));
    expect(last).toMatchObject({ amount: -2000, balance: 3000 });

    // The drawer: $100.00 float + $25.00 + $20.00 cash = $145.00, counted $145.00: balanced.
    await page.getByRole('button', { name: 'Shifts and cash-up' }).click();
    await expect.poll(() => page.getByTestId('shift-expected').textContent()).toBe('$145.00');
    await page.getByLabel('Cash counted in the drawer').fill('145');
    await page.getByRole('button', { name: 'Close shift' }).click();
    await page.getByText('No shift is open').waitFor();
    const report = page.locator('[data-testid^="shift-report-"]').first();
    await report.getByText('Over or short (Balanced)').waitFor();
    await report.getByRole('row', { name: /Store credit \$20\.00/ }).waitFor();
    await expectAccessible(page, 'the cash-up report');
    await page.context().close();
  });

  it('pays a consigner as store credit from Ready to Pay, after a confirm naming the bonus; they are e-mailed', {
    timeout: 120_000,
  }, async () => {
    const sold = await shop.item({ price: 6000, consignerId: shop.other.consigner.id });
    const sale = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/register/sales',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { key: randomUUID(), lines: [{ id: sold.id }], tenders: [{ kind: 'cash', amount: 60 }] },
    });
    expect(sale.status).toBe(201);
    const page = await openAsOwner(e2e, shop, '/pendingPayouts', 'Ready to Pay', TABLET);
    const payout = (await readItem(e2e.ctx, sold.id)).payoutAmount;
    const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    const bonus = Math.round(payout / 10);
    await page.getByTestId(`credit-payout-${shop.other.consigner.id}`).click();
    await page.getByText(`The store adds 10% (${money(bonus)}).`, { exact: false }).waitFor();
    await expectAccessible(page, 'the store credit confirm');
    await page.getByRole('button', { name: 'Pay as credit' }).click();
    await page
      .locator('.ant-message')
      .getByText(
        new RegExp(
          `${money(payout).replace('$', '\\$')} paid to .* as store credit, plus ${money(bonus).replace('$', '\\$')} bonus`,
        ),
      )
      .waitFor();
    expect((await readItem(e2e.ctx, sold.id)).status).toBe('Paid');
    const mails = await mailbox(e2e.ctx, shop.other.email);
    expect(mails.map((m) => m.subject)).toContain('Your payout is in your store credit');
    await page.context().close();
  });
});
