import { addDays, todayIn } from '@backroom/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachTerms } from '../apps/server/src/core/terms/snapshot';
import { runTermsClock } from '../apps/server/src/features/consignment-terms/clock';
import { call } from '../apps/server/test/factories';
import { makeShop } from '../apps/server/test/inventory-factories';
import { expectAccessible } from './accessibility';
import { type E2E, screenshot, startE2E } from './harness';
import { choose, openAsOwner, pageWidth } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('dashboard', () => {
  it('shows the tiles and charts of the last 30 days and updates them when the range changes', async () => {
    const shop = await makeShop(e2e.ctx);
    await shop.item({
      status: 'Sold',
      price: 150000,
      soldPrice: 150000,
      payoutAmount: 120000,
      soldOn: daysAgo(3),
      acceptedOn: daysAgo(10),
    });
    await shop.item({
      status: 'Sold',
      price: 25000,
      soldPrice: 25000,
      payoutAmount: 20000,
      soldOn: daysAgo(40),
      acceptedOn: daysAgo(50),
    });
    await shop.item({ status: 'Active', price: 1234500, acceptedOn: daysAgo(5) });

    const page = await openAsOwner(e2e, shop, '/dashboard', 'Dashboard');
    const value = (tile: string) => page.getByTestId(`tile-${tile}-value`);
    await expect.poll(() => value('revenue').textContent()).toBe('$1.5K');
    expect(await value('profit').textContent()).toBe('$300.00');
    expect(await value('cost').textContent()).toBe('$1.2K');
    expect(await value('inventory-value').textContent()).toBe('$12.3K');
    // Each abbreviated figure is spelled out beneath it, to the cent, as the Shop report writes it.
    const exact = (tile: string) => page.getByTestId(`tile-${tile}-exact`);
    expect(await exact('revenue').textContent()).toBe('$1,500.00');
    expect(await exact('inventory-value').textContent()).toBe('$12,345.00');
    expect(await exact('profit').count()).toBe(0);
    expect(await page.getByTestId('tile-revenue-growth').textContent()).toContain('+500%');
    const salesChart = page.getByTestId('chart-Daily sales and profit');
    await salesChart.locator('.chart-line').first().waitFor();
    await page.getByTestId('chart-New listings per day').locator('.chart-bar').first().waitFor();
    await expectAccessible(page, 'the dashboard');
    const pathBefore = await salesChart.locator('.chart-line-curve').first().getAttribute('d');
    // The units tile's change is of units sold (one now, one before), said so beside the live count.
    expect(await page.getByTestId('tile-units-growth').textContent()).toMatch(/^sold\s+0%$/);
    // Hovering the day of the sale shows the exact amount, not the axis's "$1.5K".
    await salesChart.scrollIntoViewIfNeeded();
    const box = (await salesChart.locator('.chart-grid').boundingBox())!;
    const tooltips: string[] = [];
    for (let x = box.x + 2; x < box.x + box.width; x += box.width / 62) {
      await page.mouse.move(x, box.y + box.height / 2);
      tooltips.push((await salesChart.locator('.chart-tooltip').textContent()) ?? '');
      if (tooltips.at(-1)!.includes('$1,500.00')) break;
    }
    expect(tooltips.at(-1)).toContain('$1,500.00');
    await page.mouse.move(0, 0);
    await screenshot(page, 'dashboard');

    // A range 60 to 31 days back holds only the older sale.
    const today = todayIn('UTC');
    const inputs = page.getByTestId('report-range').locator('input');
    const answer = page.waitForResponse((r) =>
      r.url().includes(`getdasboardInventory?dateRangeStart=${addDays(today, -60)}`),
    );
    await inputs.nth(0).click();
    await inputs.nth(0).fill(addDays(today, -60));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(addDays(today, -31));
    await inputs.nth(1).press('Enter');
    expect((await answer).status()).toBe(200);
    await expect.poll(() => value('revenue').textContent()).toBe('$250.00');
    expect(await value('profit').textContent()).toBe('$50.00');
    await expect
      .poll(() => salesChart.locator('.chart-line-curve').first().getAttribute('d'))
      .not.toBe(pathBefore);
    await expect.poll(() => inputs.nth(0).inputValue()).toBe(addDays(today, -60));
    // The range cannot be cleared.
    expect(await page.getByTestId('report-range').locator('.ant-picker-clear').count()).toBe(0);
  });

  it('shows the same figure for the same period as the Shop report, which spells every amount out', async () => {
    const shop = await makeShop(e2e.ctx);
    await shop.item({
      status: 'Sold',
      price: 1234567,
      soldPrice: 1234567,
      payoutAmount: 1000000,
      soldOn: daysAgo(3),
      acceptedOn: daysAgo(10),
    });
    const page = await openAsOwner(e2e, shop, '/dashboard', 'Dashboard');
    await expect.poll(() => page.getByTestId('tile-revenue-value').textContent()).toBe('$12.3K');
    const revenue = await page.getByTestId('tile-revenue-exact').textContent();
    const profit = await page.getByTestId('tile-profit-exact').textContent();
    expect(revenue).toBe('$12,345.67');
    expect(profit).toBe('$2,345.67');

    await page.getByRole('link', { name: 'Shop report' }).click();
    await page.waitForURL(/\/reports$/);
    const sales = page.getByTestId('report-sales-value');
    await expect.poll(() => sales.textContent()).toBe(revenue);
    expect(await page.getByTestId('report-profit-value').textContent()).toBe(profit);
    // Nothing on the report is abbreviated: no "$12.3K" beside its "$12,345.67".
    expect(await page.getByTestId('report-sales').innerText()).not.toMatch(/\$[\d.,]+[KMB]/);
    await screenshot(page, 'shop-report');
  });

  it('says how the pending payouts differ from Ready to Pay, in exact amounts', async () => {
    const shop = await makeShop(e2e.ctx);
    const inPayout = await shop.item({
      status: 'Sold',
      price: 20000,
      soldPrice: 20000,
      payoutAmount: 13852,
      soldOn: daysAgo(2),
      acceptedOn: daysAgo(10),
    });
    await shop.item({
      status: 'Sold',
      price: 500000,
      soldPrice: 500000,
      payoutAmount: 376750,
      soldOn: daysAgo(1),
      acceptedOn: daysAgo(10),
    });
    const paying = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/payouts/pay',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { inventoriesToPay: [inPayout.id] },
    });
    expect(paying.status).toBe(201);

    const page = await openAsOwner(e2e, shop, '/dashboard', 'Dashboard');
    const tile = page.getByTestId('tile-pending-payouts');
    await expect
      .poll(() => tile.innerText())
      .toContain(
        'Owed to consigners $3,906.02 — of which $138.52 already in unpaid payouts; Ready to pay $3,767.50',
      );

    await page.goto(e2e.url('staff', shop.handle, '/pendingPayouts'));
    await page.getByRole('heading', { name: 'Ready to Pay', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('ready-summary').innerText()).toContain('$3,767.50 to pay');
  });

  it("shows the items expiring this week and this month's markdowns, each leading to the list of what it counts", async () => {
    const shop = await makeShop(e2e.ctx);
    const created = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: shop.handle,
      token: shop.ownerToken,
      body: {
        name: 'House terms',
        termDays: 90,
        expiryAction: 'return',
        markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'store' }],
      },
    });
    expect(created.status).toBe(201);
    // Two accepted 31 days ago (today's clock run marks both down), one whose term ends in three days.
    const marked = [
      await shop.item({ status: 'Active', price: 20000, acceptedOn: daysAgo(31) }),
      await shop.item({ status: 'Active', price: 30000, acceptedOn: daysAgo(31) }),
    ];
    const ending = await shop.item({ status: 'Active', price: 10000, acceptedOn: daysAgo(2) });
    await attachTerms(e2e.ctx.deps.db, shop.store, [...marked.map((i) => i.id), ending.id]);
    await e2e.ctx.deps.db.execute(
      sql`update inventories set terms_expires_on = ${addDays(todayIn('UTC'), 3)}::date where id = ${ending.id}`,
    );
    // The store's own daily clock job may have run first (the test server's worker is live): either way, once.
    await runTermsClock(e2e.ctx.deps.db, shop.store.id, new Date());

    const page = await openAsOwner(e2e, shop, '/dashboard', 'Dashboard');
    const value = (tile: string) => page.getByTestId(`tile-${tile}-value`);
    await expect.poll(() => value('expiring-week').textContent()).toBe('1');
    expect(await value('markdowns-month').textContent()).toBe('2');
    await page
      .getByTestId('tile-expiring-week')
      .getByRole('link', { name: 'Open the Expiring list' })
      .click();
    await page.waitForURL(/\/expiring$/);
    await page.getByText(ending.code).first().waitFor();

    // The markdowns tile leads to the marked-down items themselves (issue 33), not to the Expiring list.
    await page.goto(e2e.url('staff', shop.handle, '/dashboard'));
    await page.getByTestId('tile-markdowns-month').getByRole('link', { name: 'Open the markdowns' }).click();
    await page.getByRole('heading', { name: 'Markdowns this month', level: 1 }).waitFor();
    const rows = page.getByTestId('markdowns-table').locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    const text = (await rows.allInnerTexts()).join('\n');
    for (const item of marked) expect(text).toContain(item.code);
    expect(text).toContain('$200.00 → $180.00');
    expect(text).not.toContain(ending.code);
    await expectAccessible(page);
  });

  it("ends the default range today in the store's time zone, not the browser's", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: at any moment one is on another day
    // than the browser, whatever its zone.
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const timeZone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
      (z) => todayIn(z) !== todayIn(browserZone),
    )!;
    const shop = await makeShop(e2e.ctx, { timeZone });
    const storeToday = todayIn(timeZone);
    expect(storeToday).not.toBe(todayIn(browserZone));

    const page = await openAsOwner(e2e, shop, '/', /.+/);
    const answer = page.waitForResponse((r) => r.url().includes('getdasboardInventory?'));
    await page.goto(e2e.url('staff', shop.handle, '/dashboard'));
    const sent = new URL((await answer).url()).searchParams;
    // The range is the store's last 30 days; an end of its today is sent as tomorrow (spec 3 §9).
    expect(sent.get('dateRangeStart')).toBe(addDays(storeToday, -30));
    expect(sent.get('dateRangeEnd')).toBe(addDays(storeToday, 1));
    const inputs = page.getByTestId('report-range').locator('input');
    expect(await inputs.nth(1).inputValue()).toBe(storeToday);
  });
});

describe('consigner report', () => {
  it('narrows the figures by location or status, and widens them again when cleared', async () => {
    const shop = await makeShop(e2e.ctx);
    await shop.item({ status: 'Active', price: 10000, category: 'Sneakers' });
    await shop.item({ status: 'Active', price: 20000, category: 'Apparel', locationId: shop.back.id });
    await shop.item({
      status: 'Sold',
      price: 30000,
      soldPrice: 30000,
      payoutAmount: 24000,
      category: 'Sneakers',
      soldOn: daysAgo(2),
      acceptedOn: daysAgo(5),
    });

    const page = await openAsOwner(e2e, shop, `/consigners/${shop.seller.consigner.id}`, /Cat Consigner/, {
      width: 375,
      height: 800,
    });
    const sold = page.getByTestId('consigner-sold-value');
    const active = page.getByTestId('consigner-active-value');
    await expect.poll(() => sold.textContent()).toBe('$300.00');
    expect(await active.textContent()).toBe('2');
    // The filters wrap on a phone instead of widening the page.
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    const answer = (param: string) =>
      page.waitForResponse((r) => r.url().includes('consignerReport?') && r.url().includes(param));
    let sent = answer('location=');
    await choose(page, 'consigner-report-location', 'Back Room');
    expect((await sent).status()).toBe(200);
    await expect.poll(() => sold.textContent()).toBe('$0.00');
    expect(await active.textContent()).toBe('1');

    sent = answer('status=Sold');
    await page.getByTestId('consigner-report-location').locator('.ant-select-clear').click();
    // The status list is long (a virtual list): type to find Sold.
    await page.getByTestId('consigner-report-status').click();
    await page.keyboard.type('Sold');
    await page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: /^Sold$/ })
      .click();
    expect(new URL((await sent).url()).searchParams.get('location')).toBeNull();
    await expect.poll(() => sold.textContent()).toBe('$300.00');
    expect(await active.textContent()).toBe('0');

    await page.getByTestId('consigner-report-status').locator('.ant-select-clear').click();
    await expect.poll(() => active.textContent()).toBe('2');
  });
});
