import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { formatMoney } from '@backroom/domain/money-format';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consignerBalanceEntries, consigners, inventories } from '../apps/server/src/db/schema';
import { call, makeConsigner } from '../apps/server/test/factories';
import { makeShop, readItem, type Shop, setStore } from '../apps/server/test/inventory-factories';
import { type E2E, screenshot, startE2E } from './harness';
import { openSellerScreen, signInSeller } from './seller-helpers';
import { choose, openAsOwner, pageWidth, popconfirmButton, toast } from './staff-helpers';

/**
 * The seller portal end to end, at desktop and on a 390 × 844 phone: two items added (one pre-approved, one
 * not) and submitted, a drop-off cancelled and the manifest PDF printed, a price change requested, a store price
 * change accepted, a withdrawal requested, notification flags changed, bank details submitted once, the e-mail
 * of an item staff accepted, and the payouts screen with a paid item and a Ready to Pay line. On desktop: a
 * store request made by staff and accepted by a consigner.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** How the seller screens write an amount of minor units (USD test stores). */
const money = (minor: number, view: 'card' | 'table') =>
  formatMoney(minor, 'USD', view === 'card' ? 'card' : 'standard');

/**
 * Clicks Print Manifest: the server answers a PDF, which opens in a new tab. Answers the request's body. The
 * PDF's bytes are read from the Blob the page opens (the page's own fetch consumed the response).
 */
async function printManifest(page: Page) {
  // What the page hands the new tab: the headless shell has no PDF viewer, so the tab itself shows no URL to read.
  await page.evaluate(() => {
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      (window as unknown as { opened: Blob }).opened = blob;
      return original(blob);
    };
    const open = window.open.bind(window);
    window.open = (url?: string | URL, ...rest) => {
      (window as unknown as { openedUrl: string }).openedUrl = String(url);
      return open(url, ...rest);
    };
  });
  const [response, popup] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/inventories/printManifest')),
    page.context().waitForEvent('page'),
    page.getByTestId('print-manifest-button').click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const opened = await page.evaluate(async () => {
    const blob = (window as unknown as { opened: Blob }).opened;
    return { type: blob.type, start: await blob.slice(0, 5).text() };
  });
  expect(opened).toEqual({ type: 'application/pdf', start: '%PDF-' });
  expect(await page.evaluate(() => (window as unknown as { openedUrl: string }).openedUrl)).toMatch(/^blob:/);
  await popup.close();
  return response.request().postDataJSON();
}

async function confirm(page: Page, name = 'OK') {
  await popconfirmButton(page, name).click();
}

/** antd's InputNumber: the test id may sit on the input or on its wrapper. */
const numberInput = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

async function addForReview(page: Page, size: string, price: string) {
  await page.getByTestId('wizard-step-option1Value').getByText(size, { exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-step-option2Value').getByText('New', { exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await numberInput(page, 'wizard-price').fill(price);
  await page.locator('[data-testid="wizard-fees"][data-state="ready"]').waitFor();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-ship-instructions').waitFor();
  await page.getByTestId('wizard-add').click();
  await page.getByTestId('wizard-step-option1Value').waitFor();
}

describe.each(VIEWPORTS)('a consigner on $name', (viewport) => {
  let s: Shop;
  let seller: Awaited<ReturnType<typeof makeConsigner>>;
  let page: Page;
  const items = () =>
    e2e.ctx.deps.db
      .select()
      .from(inventories)
      .where(and(eq(inventories.consignerId, seller.consigner.id), isNull(inventories.deletedAt)));
  const staffCall = <T = Record<string, unknown>>(url: string, body: unknown) =>
    call<T>(e2e.ctx, { method: 'POST', url, handle: s.handle, token: s.ownerToken, body });
  /** An item of this seller bought through the shop's checkout (its payout is requoted at the sale). */
  const soldItem = async (price: number) => {
    const item = await s.item({ consignerId: seller.consigner.id, price, option1Value: '8' });
    const res = await call(e2e.ctx, {
      method: 'POST',
      url: '/open/shop/checkout',
      handle: s.handle,
      body: { name: 'Sam Shopper', email: 'sam@example.test', items: [item.id], checkoutId: randomUUID() },
    });
    expect(res.status).toBe(201);
    return readItem(e2e.ctx, item.id);
  };

  beforeAll(async () => {
    s = await makeShop(e2e.ctx);
    // Pre-approval: within 10.00 of the lowest Active price of the same size and condition.
    await setStore(e2e.ctx, s.store.id, { autoPreapproval: true, minApproval: 1000, maxApproval: 1000 });
    await s.item({
      status: 'Active',
      price: 10000,
      option1Value: '10',
      option2Value: 'New',
      consignerId: s.other.consigner.id,
    });
    seller = await makeConsigner(e2e.ctx, s.store);
    page = await signInSeller(e2e, s.handle, seller.email, viewport);
  });

  // A failing step leaves a picture of where it stopped (outside the repository).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const file = path.join(
      os.tmpdir(),
      `e2e-seller-${viewport.name}-${task.name.replace(/\W+/g, '-').slice(0, 60)}.png`,
    );
    await page?.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`screenshot of the failed step: ${file}`);
  });

  it('adds two items, one pre-approved and one not, and submits them', async () => {
    await page.getByTestId(`product-card-${s.product.id}`).waitFor();
    await screenshot(page, `seller-products-${viewport.name}`);
    await page.getByTestId(`product-card-${s.product.id}`).click();
    await page.getByTestId('wizard-steps').waitFor();
    await addForReview(page, '10', '100');
    await addForReview(page, '11', '100');
    expect(await page.getByTestId('review-count').innerText()).toBe('2');
    await page.getByTestId('review-items').click();
    const submit = page.getByTestId('review-submit');
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="review-submit"]')?.hasAttribute('disabled'),
    );
    await page.locator('.ant-modal.ant-zoom-appear').waitFor({ state: 'detached' });
    await screenshot(page, `seller-review-${viewport.name}`);
    await page
      .getByTestId('review-preapproved')
      .getByTestId('review-line')
      .first()
      .waitFor({ timeout: 5000 })
      .catch(async () => {
        throw new Error(`no pre-approved line: ${await page.getByTestId('review-panel-lists').innerText()}`);
      });
    expect(await page.getByTestId('review-preapproved').getByTestId('review-line').count()).toBe(1);
    expect(await page.getByTestId('review-requested').getByTestId('review-line').count()).toBe(1);
    await submit.click();
    await page.getByText('Your product has been added successfully').waitFor();
    await page.getByTestId('added-continue').click();
    expect(await page.getByTestId('review-count').innerText()).toBe('0');
    const mine = await items();
    expect(mine.map((i) => `${i.option1Value}:${i.status}`).sort()).toEqual(['10:Pending', '11:Requested']);
  });

  it('cancels a requested drop-off', async () => {
    const requested = (await items()).find((i) => i.status === 'Requested')!;
    await openSellerScreen(e2e, page, s.handle, '/dropoff', 'Requested');
    await page.getByTestId(`cancel-one-${requested.id}`).click();
    await page.getByText('Do you want to cancel this Dropoff?').waitFor();
    await confirm(page);
    await toast(page, 'Dropoff has been cancelled');
    expect((await readItem(e2e.ctx, requested.id)).deletedAt).not.toBeNull();
  });

  it('prints the drop-off manifest as a PDF: every row, then the checked one; says why when it fails', async () => {
    const pending = (await items()).find((i) => i.status === 'Pending')!;
    await openSellerScreen(e2e, page, s.handle, '/dropoffPending', 'Drop Off Pending');
    await page.getByText(pending.code).or(page.getByText(s.product.title)).first().waitFor();
    expect(await printManifest(page)).toEqual({ status: 'Pending' });

    const checkbox =
      viewport.name === 'phone'
        ? page.getByRole('checkbox', { name: `Select ${pending.code}` })
        : page.locator(`tr[data-row-key="${pending.id}"] input[type="checkbox"]`);
    await checkbox.check();
    expect(await printManifest(page)).toEqual({ ids: [pending.id] });

    await page.route(
      '**/api/inventories/printManifest',
      async (route) => {
        await new Promise((r) => setTimeout(r, 400));
        await route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ data: null, error: 'Inventory not found.' }),
        });
      },
      { times: 1 },
    );
    await page.getByTestId('print-manifest-button').click();
    await page.locator('[data-testid="print-manifest-button"].ant-btn-loading').waitFor();
    await toast(page, 'The manifest could not be printed: Inventory not found.');
  });

  it('requests a price change, and accepts the store’s price change', async () => {
    const live = await s.item({
      status: 'Active',
      price: 12000,
      consignerId: seller.consigner.id,
      option1Value: '9',
    });
    const asked = await s.item({
      status: 'StoreRequestPriceChange',
      price: 12000,
      requestedPrice: 9000,
      consignerId: seller.consigner.id,
      option1Value: '9.5',
    });
    await openSellerScreen(e2e, page, s.handle, '/inventory', 'Inventory');
    await numberInput(page, `price-input-${live.id}`).fill('150');
    await page.getByTestId(`price-save-${live.id}`).click();
    await toast(page, 'Requested price change');
    expect(await readItem(e2e.ctx, live.id)).toMatchObject({
      status: 'RequestPriceChange',
      requestedPrice: 15000,
    });
    if (viewport.name === 'phone') {
      // A card says the price and the pending request, and opens the product item screen (the table's Edit).
      await expect
        .poll(() =>
          page
            .getByTestId(`card-price-${live.id}`)
            .innerText()
            .catch(() => ''),
        )
        .toBe('Price $120.00 · requested $150.00');
      expect(await page.getByTestId(`edit-${live.id}`).getAttribute('href')).toBe(
        `/productItem/${s.product.id}`,
      );
    }

    await page.getByTestId(`accept-store-price-${asked.id}`).click();
    await page.getByText('Do you want to accept this price change request?').waitFor();
    await confirm(page);
    await expect.poll(async () => (await readItem(e2e.ctx, asked.id)).status).toBe('Active');
    expect((await readItem(e2e.ctx, asked.id)).price).toBe(9000);
    // The confirm closes with an animation that may reach past the right edge: measure once it is gone.
    await page.waitForFunction(() => !document.querySelector('.ant-popover:not(.ant-popover-hidden)'));
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `seller-inventory-${viewport.name}`);
  });

  it('requests the withdrawal of a listed item on the product item screen', async () => {
    const live = await s.item({ status: 'Active', consignerId: seller.consigner.id, option1Value: '12' });
    await page.goto(e2e.url('seller', s.handle, `/productItem/${s.product.id}`));
    await page.getByRole('heading', { name: s.product.title, level: 1 }).waitFor();
    await page.getByTestId(`withdraw-${live.id}`).click();
    await page.getByText('Are you sure you want to request withdrawal of this item?').waitFor();
    await confirm(page, 'Okay');
    await expect.poll(async () => (await readItem(e2e.ctx, live.id)).status).toBe('RequestWithdrawal');
    await screenshot(page, `seller-product-item-${viewport.name}`);
  });

  it('changes notification flags and submits bank details once (then read-only)', async () => {
    await openSellerScreen(e2e, page, s.handle, '/settings', 'Settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByTestId('flag-onPayout').click();
    await page.getByTestId('save-notifications').click();
    await toast(page, 'Your details have been updated successfully.');
    const [row] = await e2e.ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.id, seller.consigner.id));
    expect(row!.emailNotifications).toMatchObject({ onPayout: false, onInventoryAccept: true });

    await page.getByRole('tab', { name: 'Bank' }).click();
    const bank = page.getByTestId('bank-form');
    await bank.getByLabel('Account name').fill('Cat Consigner');
    await bank.getByLabel('Account number').fill('12345678');
    await bank.getByLabel('Routing number').fill('021000021');
    await page.getByTestId('save-bank').click();
    await toast(page, 'Your details have been updated successfully.');
    await page.getByTestId('bank-read-only').waitFor();
    expect(await bank.getAttribute('data-locked')).toBe('true');
    expect(await bank.getByLabel('Account number').isDisabled()).toBe(true);
    expect(await page.getByTestId('save-bank').count()).toBe(0);
    await screenshot(page, `seller-settings-bank-${viewport.name}`);
    const [saved] = await e2e.ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.id, seller.consigner.id));
    expect(saved!.bankData).toMatchObject({ routingType: 'abaNumber', accountNumber: '12345678' });
  });

  it('gets the e-mail when staff accept the pre-approved item', async () => {
    const pending = (await items()).find((i) => i.status === 'Pending')!;
    const res = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/inventories/acceptInventory',
      handle: s.handle,
      token: s.clerk.token,
      body: { ids: [pending.id], location: s.main.name },
    });
    expect(res.status).toBe(200);
    const mailbox = e2e.url('seller', null, `/dev/mailbox.json?to=${encodeURIComponent(seller.email)}`);
    await expect
      .poll(async () =>
        ((await (await fetch(mailbox)).json()) as { subject: string }[]).map((m) => m.subject),
      )
      .toContain('Your item has been accepted');
  });

  it('shows paid items under Paid with their payout, the payout as a statement, and what the store bought under Ready to Pay', async () => {
    const paid = await soldItem(25000);
    const unpaid = await soldItem(31000);
    // An early-withdrawal fee the payout takes: the statement names it and nets to what was sent (issue 29).
    const db = e2e.ctx.deps.db;
    await db.insert(consignerBalanceEntries).values({
      storeId: s.store.id,
      consignerId: seller.consigner.id,
      kind: 'earlyWithdrawal',
      amount: 1250,
      itemCode: 'EARLY-1',
    });
    // The settings test above turned the payout e-mail off; this one reads it.
    const [me] = await db.select().from(consigners).where(eq(consigners.id, seller.consigner.id));
    await db
      .update(consigners)
      .set({ balanceOwed: 1250, emailNotifications: { ...me!.emailNotifications, onPayout: true } })
      .where(and(eq(consigners.storeId, s.store.id), eq(consigners.id, seller.consigner.id)));
    const pay = await staffCall<{ id: number }>('/api/payouts/pay', { inventoriesToPay: [paid.id] });
    expect(pay.status).toBe(201);
    expect((await staffCall(`/api/payouts/paid/${pay.body.data.id}`, {})).status).toBe(200);
    const bought = await s.item({
      status: 'Requested',
      consignerId: seller.consigner.id,
      price: 17500,
      locationId: null,
      acceptedOn: null,
    });
    const buy = await s.act(s.clerk.token, 'storeBuyRequestedInventory', {
      ids: [bought.id],
      location: s.main.name,
    });
    expect(buy.status).toBe(200);

    // Through the menu: links in the header on desktop, the drawer (loaded when opened) on a phone.
    await openSellerScreen(e2e, page, s.handle, '/', 'Products');
    if (viewport.name === 'phone') await page.getByTestId('open-menu').click();
    await page.getByTestId('nav-payouts').click();
    await page.getByRole('heading', { name: 'Payout', level: 1 }).waitFor();
    if (viewport.name === 'desktop') {
      expect(await page.getByTestId('nav-payouts').getAttribute('aria-current')).toBe('page');
    }
    expect(await page.getByRole('tab', { name: 'Paid' }).getAttribute('aria-selected')).toBe('true');
    const lines =
      viewport.name === 'phone'
        ? page.getByTestId('payout-card')
        : page.getByTestId('payout-table').locator('tr.ant-table-row');
    // Payout money has two decimals everywhere, on cards too (spec 1 §9): one decimal is for item cards.
    const view = 'table';
    await lines.first().waitFor();
    const paidLines = await lines.allInnerTexts();
    expect(paidLines).toHaveLength(1);
    expect(paidLines[0]).toContain(s.product.title);
    expect(paidLines[0]).toContain(money(25000, 'table'));
    expect(paidLines[0]).toContain(money((await readItem(e2e.ctx, paid.id)).payoutAmount, view));
    expect(paidLines.join(' ')).not.toContain(money(31000, 'table'));
    // Sales of the range: 250 + 310 sold, 175 bought by the store (amounts arrive in minor units).
    await page.getByTestId('payout-summary').getByText('$735.00', { exact: true }).waitFor();

    const payoutAmount = (await readItem(e2e.ctx, paid.id)).payoutAmount;
    const statement = page.getByTestId('payout-statement');
    await statement.first().waitFor();
    const statementText = await statement.first().innerText();
    const mailbox = e2e.url('seller', null, `/dev/mailbox.json?to=${encodeURIComponent(seller.email)}`);
    let mail = '';
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(mailbox)).json()) as { subject: string; text: string }[];
          mail = mails.find((m) => m.subject === 'Your payout has been sent')?.text ?? '';
          return mail;
        },
        { timeout: 30_000 },
      )
      .toContain('Sent to you');
    // The screen and the e-mail carry the same three figures, to the cent.
    for (const figure of [
      money(payoutAmount, 'table'),
      `-${money(1250, 'table')}`,
      money(payoutAmount - 1250, 'table'),
    ]) {
      expect(statementText).toContain(figure);
      expect(mail).toContain(figure);
    }
    expect(statementText).toContain('Early-withdrawal fee (EARLY-1)');
    expect(mail).toContain('Early-withdrawal fee (EARLY-1)');
    // Row for row: the item (price), each fee, its payout, the deduction and the net read the same in the e-mail.
    const rows = statement.first().locator('[data-testid^="statement-row-"]');
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    for (const text of await rows.allInnerTexts()) {
      const [label, amount] = text.split('\n').map((part) => part.trim());
      expect(mail).toContain(`${label!.replace(' · ', ' ')}: ${amount}`);
    }
    await statement.first().getByRole('button', { name: 'Statement CSV' }).waitFor();

    await page.getByRole('tab', { name: 'Ready to Pay' }).click();
    await expect.poll(async () => (await lines.allInnerTexts()).join(' | ')).toContain(money(17500, view));
    expect(await lines.count()).toBe(1);
    expect(unpaid.status).toBe('Sold');
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `seller-payouts-${viewport.name}`);
  });
});

describe('store requests (desktop)', () => {
  it('staff ask for sizes; the consigner sees the card, accepts a consignment request inside its price range', async () => {
    const shop = await makeShop(e2e.ctx);
    const staff = await openAsOwner(e2e, shop, '/request', 'Request Items');
    await choose(staff, 'request-location', shop.main.name);
    await staff.getByTestId(`request-size-button-${shop.product.id}-4`).click();
    const form = staff.getByTestId('store-request-form');
    await form.getByRole('spinbutton').nth(0).fill('200');
    await form.getByRole('spinbutton').nth(1).fill('300');
    await staff.getByTestId('store-request-submit').click();
    await toast(staff, 'Request created');
    await staff.context().close();
    const more = [
      { saleType: 'Consignment', priceRange: [100, 150], option1Value: '4.5' },
      { saleType: 'Buying', price: 120, option1Value: '5' },
      { saleType: 'Consignment', priceRange: [90, 110], option1Value: '5.5' },
    ];
    for (const request of more) {
      const res = await call(e2e.ctx, {
        method: 'POST',
        url: '/api/inventories/storeRequest',
        handle: shop.handle,
        token: shop.ownerToken,
        body: { productId: shop.product.id, location: shop.main.name, ...request },
      });
      expect(res.status).toBe(201);
    }
    const [asked] = await e2e.ctx.deps.db
      .select()
      .from(inventories)
      .where(
        and(
          eq(inventories.productId, shop.product.id),
          eq(inventories.status, 'Consignment'),
          eq(inventories.option1Value, '4'),
        ),
      );
    expect(asked!.storeRequestPriceLow).toBe(20000);

    const page = await signInSeller(e2e, shop.handle, shop.seller.email);
    await openSellerScreen(e2e, page, shop.handle, '/storeRequest', 'Store Request');
    const card = page.getByTestId(`request-card-${shop.product.id}`);
    const sizeRows = card.locator('[data-testid^="request-size-"]');
    await card.waitFor();
    expect(await sizeRows.count()).toBe(3);
    expect(await card.getByText('Instant Sell').count()).toBe(1);
    await card.getByRole('button', { name: 'More sizes' }).click();
    expect(await sizeRows.count()).toBe(4);
    await card.getByRole('button', { name: 'Show Less' }).click();
    expect(await sizeRows.count()).toBe(3);

    await card.getByTestId(`accept-request-${asked!.id}`).click();
    const dialog = page.getByRole('dialog', { name: 'Accepted Inventory' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('$200.00 – $300.00');
    await numberInput(page, 'accept-request-price').fill('350');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await toast(page, 'Price is not within the requested price range.');
    expect((await readItem(e2e.ctx, asked!.id)).status).toBe('Consignment');
    await numberInput(page, 'accept-request-price').fill('250');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await toast(page, 'Dropoff request accepted');
    await dialog.waitFor({ state: 'detached' });
    expect(await readItem(e2e.ctx, asked!.id)).toMatchObject({
      status: 'Pending',
      consignerId: shop.seller.consigner.id,
      price: 25000,
    });
    await card.getByTestId(`accept-request-${asked!.id}`).waitFor({ state: 'detached' });
    expect(await card.getByRole('button', { name: 'More sizes' }).count()).toBe(0);
    await screenshot(page, 'seller-store-request-desktop');
  });
});
