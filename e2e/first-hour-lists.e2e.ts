import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner } from '../apps/server/test/factories';
import { makeShop, type Shop } from '../apps/server/test/inventory-factories';
import { expectAccessible } from './accessibility';
import { type E2E, startE2E } from './harness';
import { newSellerPage, openSellerScreen, signInSeller } from './seller-helpers';
import { openAsOwner, pageWidth } from './staff-helpers';

/**
 * Issue 33 (lists, layout and the smaller things met in a store's first hour): a list's date range says what it
 * hides and widens in one click; a seller's money screens open on their money; store names are never cut; one
 * Logout; amounts stay in view; and the smaller fixes a user would notice.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;
const LONG_NAME = 'The Sneaker Vault Consignment & Resale Company of Greater Portland';

let e2e: E2E;
let s: Shop;
beforeAll(async () => {
  e2e = await startE2E();
  s = await makeShop(e2e.ctx, { name: LONG_NAME });
});
afterAll(async () => {
  await e2e?.close();
});

const ago = (days: number) => new Date(Date.now() - days * DAY);
/** The element's text on one line. */
const words = async (element: Locator) => (await element.innerText()).replace(/\s+/g, ' ').trim();

/** The element's box lies inside the viewport, and its text is not cut (no ellipsis, no clamped line). */
async function fullyShown(page: Page, testId: string, viewport: { width: number }) {
  const element = page.getByTestId(testId).first();
  await element.waitFor();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const cut = await element.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
  expect(cut).toBe(false);
  expect(await element.getAttribute('title')).toBe(LONG_NAME);
}

describe('lists whose date range hides rows (issue 33)', () => {
  it('Find Inventory says how many the 7-day range shows of all, and shows all in one click', async () => {
    for (let i = 0; i < 3; i++) await s.item({ status: 'Active', createdAt: ago(1) });
    for (let i = 0; i < 4; i++) await s.item({ status: 'Active', createdAt: ago(40) });
    const page = await openAsOwner(e2e, s, '/findInventory', 'Find', DESKTOP);
    const note = page.getByTestId('range-note');
    await expect.poll(() => words(note)).toBe('3 of 7 shown: added in the last 7 days · show all');
    await expectAccessible(page);
    await page.getByTestId('range-note-show-all').click();
    await note.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(7);
    // Find Inventory is no wider than the page at 1280 px: its table scrolls inside itself.
    expect(await pageWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
  });

  it("opens a seller's Payout and Inventory screens on all their money, not on an empty week", async () => {
    const seller = await makeConsigner(e2e.ctx, s.store);
    await s.item({
      status: 'Paid',
      consignerId: seller.consigner.id,
      price: 42_000,
      payoutAmount: 36_000,
      soldOn: ago(200),
    });
    const page = await signInSeller(e2e, s.handle, seller.email, DESKTOP);
    await openSellerScreen(e2e, page, s.handle, '/payouts', 'Payout');
    await page.getByTestId('payout-summary').getByText('$420.00', { exact: true }).waitFor();
    await page.getByTestId('payout-table').locator('tr.ant-table-row').first().waitFor();
    expect(await page.getByText('No payouts in this period').count()).toBe(0);
    await expectAccessible(page);

    await openSellerScreen(e2e, page, s.handle, '/inventory', 'Inventory');
    await expect.poll(() => page.getByTestId('summary-totalSales').innerText()).toContain('$420');
    // A range narrows the cards, says what it hides, and widens again in one click.
    const start = page.locator('.ant-picker-range input').first();
    await start.click();
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10);
    await start.fill(weekAgo);
    await start.press('Enter');
    const end = page.locator('.ant-picker-range input').nth(1);
    await end.fill(today);
    await end.press('Enter');
    await expect
      .poll(() => words(page.getByTestId('range-note')))
      .toBe('0 of 1 shown: sold in the last 7 days · show all');
    await page.getByTestId('range-note-show-all').click();
    await page.getByTestId('range-note').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('summary-totalSales').innerText()).toContain('$420');
  });
});

describe('layout at 1280 and 390 px (issue 33)', () => {
  it('shows the whole store name in the staff sidebar and in the phone header', async () => {
    const desktop = await openAsOwner(e2e, s, '/findInventory', 'Find', DESKTOP);
    await fullyShown(desktop, 'store-name', DESKTOP);
    const phone = await openAsOwner(e2e, s, '/findInventory', 'Find', PHONE);
    await fullyShown(phone, 'store-name', PHONE);
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(phone);
    const seller = await signInSeller(e2e, s.handle, s.seller.email, PHONE);
    await fullyShown(seller, 'store-name', PHONE);
  });

  it('Settings shows one Logout control', async () => {
    const page = await openAsOwner(e2e, s, '/settings', 'Settings', DESKTOP);
    await page.getByTestId('header-logout').waitFor();
    const logouts = page
      .getByRole('button', { name: 'Logout' })
      .or(page.getByRole('menuitem', { name: 'Logout' }))
      .or(page.getByRole('link', { name: 'Logout' }));
    await expect.poll(() => logouts.filter({ visible: true }).count()).toBe(1);
    await expectAccessible(page);
  });

  it('keeps every amount of the Payouts table in view at 1280 px', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const seller = await makeConsigner(e2e.ctx, s.store);
      await e2e.ctx.deps.db.execute(
        sql`update consigners set first_name = ${`Consigner-with-a-long-name-${i}`}, last_name = 'Longfellow-Smythe'
            where id = ${seller.consigner.id}`,
      );
      const item = await s.item({ status: 'Sold', consignerId: seller.consigner.id, soldOn: ago(1) });
      ids.push(item.id);
    }
    const pay = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/payouts/pay',
      handle: s.handle,
      token: s.ownerToken,
      body: { inventoriesToPay: ids },
    });
    expect(pay.status).toBe(201);
    const page = await openAsOwner(e2e, s, '/payouts', 'Payouts', DESKTOP);
    const table = page.getByTestId('payouts-table');
    await table.locator('tr.ant-table-row').first().waitFor();
    const totals = table.locator('tr.ant-table-row td:nth-child(5)');
    expect(await totals.count()).toBeGreaterThan(0);
    for (const cell of await totals.all()) {
      expect(await cell.innerText()).toMatch(/\$/);
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    await expectAccessible(page);
  });
});

describe('the smaller things (issue 33)', () => {
  it('a new agreement shows a banner, not a modal on every page; the consigner signs from it', async () => {
    const shop = await makeShop(e2e.ctx);
    const published = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/agreement/versions',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { markdown: '# Consignment agreement\n\nItems stay **60 days**.' },
    });
    expect(published.status).toBe(201);
    const page = await signInSeller(e2e, shop.handle, shop.seller.email, DESKTOP);
    for (const [path, heading] of [
      ['/inventory', 'Inventory'],
      ['/payouts', 'Payout'],
    ] as const) {
      await openSellerScreen(e2e, page, shop.handle, path, heading);
      await page.getByTestId('agreement-banner').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    await page.getByTestId('open-agreement').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('agreement-text').waitFor();
    await dialog.getByTestId('agreement-name').fill('Cat Consigner');
    const pad = dialog.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -15 : 15));
    await page.mouse.up();
    await dialog.getByTestId('sign-agreement').click();
    await page.getByText('Agreement signed. A PDF copy is on its way by e-mail.').waitFor();
    await page.getByTestId('agreement-banner').waitFor({ state: 'detached' });
  });

  it('the consigners list writes PayPal', async () => {
    const shop = await makeShop(e2e.ctx);
    await e2e.ctx.deps.db.execute(
      sql`update consigners set payout_type = 'Paypal' where id = ${shop.seller.consigner.id}`,
    );
    const page = await openAsOwner(e2e, shop, '/consigners', 'Consigners', DESKTOP);
    const row = page.getByRole('row').filter({ hasText: shop.seller.email });
    await row.getByText('PayPal', { exact: true }).waitFor();
    expect(await page.getByText('Paypal', { exact: true }).count()).toBe(0);
  });

  it("a new item's timeline reads one “Added at” entry, not a change from $0.00", async () => {
    const shop = await makeShop(e2e.ctx);
    const added = await call<{ inventories: { id: number }[] }>(e2e.ctx, {
      method: 'POST',
      url: '/api/inventories',
      handle: shop.handle,
      token: shop.ownerToken,
      body: {
        productId: shop.product.id,
        inventoryFormArray: [
          {
            option1Value: '10',
            option2Value: 'New',
            price: 220,
            quantity: 1,
            location: shop.main.name,
            consigner: shop.seller.consigner.id,
          },
        ],
      },
    });
    expect(added.status).toBe(201);
    const id = added.body.data.inventories[0]!.id;
    const page = await openAsOwner(e2e, shop, `/inventories/${id}`, /.+/, DESKTOP);
    const timeline = page.getByTestId('item-timeline');
    await timeline.getByText('Added at $220.00', { exact: true }).waitFor();
    const text = await timeline.innerText();
    expect(text).not.toContain('$0.00');
    expect(text).not.toContain('Cost');
    expect(text).not.toContain('→ $220.00');
  });

  it('signing up mails one "Verify your email"; /verify in another browser mails none until Resend', async () => {
    const email = `once-${Date.now().toString(36)}@example.test`;
    const signup = await call(e2e.ctx, {
      method: 'POST',
      url: '/open/auth/signup',
      handle: s.handle,
      body: {
        email,
        password: 'longenough1',
        profile: {
          firstName: 'Una',
          lastName: 'Once',
          phone: '+1 555 0102',
          address: '2 Road',
          payoutType: 'Paypal',
          payoutData: 'una@pay.test',
          acceptedTOS: true,
        },
      },
    });
    expect(signup.status).toBe(201);
    const verifyMails = async () => {
      const res = await fetch(e2e.url('seller', null, `/dev/mailbox.json?to=${encodeURIComponent(email)}`));
      return ((await res.json()) as { subject: string }[]).filter((m) =>
        m.subject.startsWith('Verify your email'),
      ).length;
    };
    await expect.poll(verifyMails, { timeout: 20_000 }).toBe(1);
    // Another browser: sign in, land on /verify; the screen asks the server, which mails nothing more.
    const page = await newSellerPage(e2e, DESKTOP);
    await page.goto(e2e.url('seller', s.handle, '/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('longenough1');
    const asked = page.waitForResponse((r) => r.url().includes('/open/auth/verify/send'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'You need to verify your email', level: 1 }).waitFor();
    expect(((await (await asked).json()) as { data: { sent: boolean } }).data.sent).toBe(false);
    await expectAccessible(page);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await verifyMails()).toBe(1);
    // Asked for, a second one comes.
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(verifyMails, { timeout: 20_000 }).toBe(2);
  });

  it('a signed-in seller opening /signup goes home, not to the onboarding splash', async () => {
    const page = await signInSeller(e2e, s.handle, s.seller.email, DESKTOP);
    await page.goto(e2e.url('seller', s.handle, '/signup'));
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('splash-next').count()).toBe(0);
  });

  it('the shop page stops offering a size just bought, without a reload', async () => {
    const shop = await makeShop(e2e.ctx);
    await shop.item({ status: 'Active', option1Value: '9', price: 15_000 });
    await shop.item({ status: 'Active', option1Value: '10', price: 16_000 });
    const shopper = await newSellerPage(e2e, DESKTOP);
    await shopper.goto(e2e.url('seller', shop.handle, '/shop'));
    await shopper.getByTestId(`shop-product-${shop.product.id}`).click();
    await shopper.getByTestId('shop-size-9').click();
    await shopper.getByTestId('add-to-cart').click();
    await shopper.getByTestId('open-cart').click();
    await shopper.getByTestId('checkout-name').fill('Sam Shopper');
    await shopper.getByTestId('checkout-email').fill('sam@example.test');
    await shopper.getByTestId('place-order').click();
    await shopper.getByTestId('order-placed').waitFor();
    await shopper.getByRole('button', { name: 'Keep shopping' }).click();
    await shopper.getByTestId('shop-size-9').waitFor({ state: 'detached' });
    await shopper.getByTestId('shop-size-10').waitFor();
  });

  it("highlights Inventory, not Products, on a seller's item page", async () => {
    const page = await signInSeller(e2e, s.handle, s.seller.email, DESKTOP);
    await page.goto(e2e.url('seller', s.handle, `/productItem/${s.product.id}`));
    await page.getByRole('heading', { name: s.product.title, level: 1 }).waitFor();
    expect(await page.getByTestId('nav-inventory').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('nav-products').getAttribute('aria-current')).toBeNull();
  });
});
