import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consigners, payouts } from '../apps/server/src/db/schema';
import { ingestOrder } from '../apps/server/src/features/orders/ingest';
import { makeProduct } from '../apps/server/test/catalogue-factories';
import { readItem } from '../apps/server/test/inventory-factories';
import { makeSalesShop } from '../apps/server/test/sales-factories';
import { type E2E, screenshot, startE2E } from './harness';
import { newSellerPage, openSellerScreen, signInSeller } from './seller-helpers';
import { choose, openAsOwner, pageWidth, toastAfter } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const db = () => e2e.ctx.deps.db;

async function mails(to: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(e2e.url('seller', null, `/dev/mailbox.json?to=${encodeURIComponent(to)}`));
  return (await res.json()) as { subject: string; text: string }[];
}

async function name(consignerId: number, firstName: string, lastName: string) {
  await db().update(consigners).set({ firstName, lastName }).where(eq(consigners.id, consignerId));
}

describe('sale to payout, manual store', () => {
  it('buys two items of two consigners on the shop page, sees the order, pays them out by hand', async () => {
    const shop = await makeSalesShop(e2e.ctx);
    await name(shop.seller.consigner.id, 'Sally', 'Seller');
    await name(shop.other.consigner.id, 'Oscar', 'Other');
    const runner = await makeProduct(e2e.ctx, shop.store, { title: 'Court Runner' });
    const boot = await makeProduct(e2e.ctx, shop.store, { title: 'Trail Boot' });
    const a = await shop.item({ productId: runner.id, option1Value: '9', price: 15000 });
    await shop.item({
      productId: runner.id,
      option1Value: '9',
      price: 18000,
      consignerId: shop.other.consigner.id,
    });
    const b = await shop.item({
      productId: boot.id,
      option1Value: '11',
      price: 22000,
      consignerId: shop.other.consigner.id,
    });

    // The shopper: no account, the store's public shop page.
    const shopper = await newSellerPage(e2e);
    await shopper.goto(e2e.url('seller', shop.handle, '/shop'));
    await shopper.getByTestId(`shop-product-${runner.id}`).click();
    await shopper.getByTestId('shop-size-9').click();
    await expect.poll(() => shopper.getByTestId('add-to-cart').innerText()).toContain('$150.00');
    await shopper.getByTestId('add-to-cart').click();
    await shopper.getByRole('link', { name: '← All products' }).click();
    await shopper.getByTestId(`shop-product-${boot.id}`).click();
    await shopper.getByTestId('shop-size-11').click();
    await shopper.getByTestId('add-to-cart').click();
    await shopper.getByTestId('open-cart').click();
    await shopper.getByTestId('checkout-name').fill('Sam Shopper');
    await shopper.getByTestId('checkout-email').fill('sam@example.test');
    await screenshot(shopper, 'shopCart');
    await shopper.getByTestId('place-order').click();
    await shopper.getByTestId('order-placed').waitFor();
    const placed = await shopper.getByTestId('order-placed').innerText();
    const orderName = placed.match(/Order (#\d+)/)![1]!;
    expect(placed).toContain('$370.00');
    expect((await readItem(e2e.ctx, a.id)).status).toBe('Sold');
    expect((await readItem(e2e.ctx, b.id)).status).toBe('Sold');

    // Staff: the order, then Ready to pay, a payout, Mark as Paid.
    const page = await openAsOwner(e2e, shop, '/findOrders', 'Orders');
    await page.getByRole('link', { name: orderName }).click();
    await page.getByRole('heading', { name: `Order ${orderName}`, level: 1 }).waitFor();
    await page.getByTestId(`order-line-link-${a.id}`).waitFor();
    await page.getByTestId(`order-line-link-${b.id}`).waitFor();
    await screenshot(page, 'order');

    await page.goto(e2e.url('staff', shop.handle, '/pendingPayouts'));
    await page.getByRole('heading', { name: 'Ready to Pay', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('ready-summary').innerText())
      .toContain('2 items of 2 consigners');
    // The table pages like every other one (spec 3 §9): "{from}-{to} of {total} items".
    await page.getByText('1-2 of 2 items').waitFor();
    // A consigner's items load when the row is expanded; Select All Ready checks them too.
    await page
      .getByRole('row', { name: /Oscar Other/ })
      .getByRole('button', { name: 'Expand row' })
      .click();
    const oscarItems = page.getByTestId(`ready-items-${shop.other.consigner.id}`);
    await oscarItems.getByText('Trail Boot').waitFor();
    await page.getByTestId('select-all-ready').click();
    await expect.poll(() => oscarItems.getByRole('checkbox').last().isChecked()).toBe(true);
    await screenshot(page, 'pendingPayouts');
    await page.getByTestId('create-payout').click();
    await page.getByRole('heading', { name: /^Payout #\d+/, level: 1 }).waitFor();
    expect(await page.getByTestId('payout-status').first().innerText()).toBe('Pending');
    await page.getByTestId(`payout-share-${shop.seller.consigner.id}`).waitFor();
    await page.getByTestId(`payout-share-${shop.other.consigner.id}`).waitFor();
    await page.getByTestId('payout-primary-action').click();
    // Watched for in the page from before the click (toastAfter): a loaded CI run missed it by polling.
    await toastAfter(
      page,
      'Status changed to paid!',
      () => page.getByTestId('confirm-payout-action').click(),
      30_000,
    );
    await expect.poll(() => page.getByTestId('payout-status').first().innerText()).toBe('Paid');
    // Issue 29: staff open a consigner's statement on the share card: the rows the consigner sees, ending in the net.
    const share = page.getByTestId(`share-statement-${shop.seller.consigner.id}`);
    await share.getByRole('button', { name: 'Show statement' }).click();
    await share.getByTestId('statement-row-net').waitFor();
    expect(await share.getByTestId('statement-row-net').innerText()).toContain('Sent to you');
    await screenshot(page, 'payout');
    expect((await readItem(e2e.ctx, a.id)).status).toBe('Paid');
    // Each item line: title and details on the left, the amount at the card's right edge (also at 390 px).
    const payoutUrl = page.url();
    for (const width of [1280, 390]) {
      const view =
        width === 1280
          ? page
          : await openAsOwner(e2e, shop, new URL(payoutUrl).pathname, /^Payout #\d+/, { width, height: 844 });
      const share = await view.getByTestId(`payout-share-${shop.other.consigner.id}`).boundingBox();
      const amount = view.getByTestId(`payout-item-amount-${b.id}`);
      expect(await amount.innerText()).toMatch(/^\$\d+\.\d\d$/);
      const box = (await amount.boundingBox())!;
      expect(share!.x + share!.width - (box.x + box.width)).toBeLessThan(40);
      expect(await pageWidth(view)).toBeLessThanOrEqual(width);
      if (width === 390) await screenshot(view, 'payoutNarrow');
    }

    // The consigner: the e-mail in the dev mailbox, and Paid in the seller portal.
    await expect
      .poll(async () => (await mails(shop.seller.email)).map((m) => m.subject))
      .toContain('Your payout has been sent');
    const seller = await signInSeller(e2e, shop.handle, shop.seller.email);
    await openSellerScreen(e2e, seller, shop.handle, '/payouts', 'Payout');
    await seller.getByTestId('payout-table').getByText('Court Runner').waitFor();
    const answer = await shop.api<{ inventories: { id: number; payoutStatus: string }[] }>(
      'GET',
      `/api/payouts/consigner/${shop.seller.consigner.id}`,
      shop.seller.token,
    );
    expect(answer.body.data.inventories.find((i) => i.id === a.id)?.payoutStatus).toBe('Paid');
  });
});

describe('automated store', () => {
  it('a sandbox payout fails for a consigner without bank details; Retry Auto Payout then succeeds', async () => {
    const shop = await makeSalesShop(e2e.ctx, { automatedPayout: true });
    await name(shop.other.consigner.id, 'Nora', 'Nobank');
    const item = await shop.soldItem(shop.other.consigner.id, 30000);
    const page = await openAsOwner(e2e, shop, '/pendingPayouts', 'Ready to Pay');
    await expect.poll(() => page.getByTestId('ready-summary').innerText()).toContain('1 item of 1 consigner');
    await page.getByTestId('select-all-ready').click();
    await page.getByTestId('create-payout').click();
    // Automated stores confirm first, listing each consigner and total.
    const dialog = page.getByRole('dialog', { name: 'Send automatic payout' });
    await dialog.getByText('Nora Nobank (1 item)').waitFor();
    await dialog.getByText('$240.00').first().waitFor();
    await page.getByTestId('confirm-payout').click();
    await page.getByRole('heading', { name: /^Payout #\d+/, level: 1 }).waitFor();
    // In progress, or already failed when the send job ran before the page drew (a loaded machine).
    await page.getByTestId('auto-in-progress').or(page.getByText('Cheque error')).first().waitFor();
    await expect
      .poll(() => page.getByTestId('payout-status').first().innerText(), { timeout: 15_000 })
      .toBe('Failed');
    await page.getByText('The consigner has no bank or payout details on file.').first().waitFor();
    await page.getByText('Cheque error').waitFor();
    await screenshot(page, 'payoutFailed');

    await db()
      .update(consigners)
      .set({
        payoutType: 'Bank',
        bankData: {
          routingType: 'abaNumber',
          accountName: 'Nora',
          accountNumber: '987654',
          routingNumber: '021000021',
        },
      })
      .where(eq(consigners.id, shop.other.consigner.id));
    await toastAfter(page, 'Auto payout retry successful!', () =>
      page.getByTestId('payout-primary-action').click(),
    );
    await expect
      .poll(() => page.getByTestId('payout-status').first().innerText(), { timeout: 15_000 })
      .toBe('Paid');
    await page.getByText('1 cheque').waitFor();
    expect((await readItem(e2e.ctx, item.id)).status).toBe('Paid');
    const [row] = await db().select().from(payouts).where(eq(payouts.storeId, shop.store.id));
    expect(row).toMatchObject({ status: 'Paid', attempts: 2 });
  });
});

describe('lists and filters', () => {
  it('Find Orders: search and a quick range; a cancelled order says so; Payouts: the status filter', async () => {
    const shop = await makeSalesShop(e2e.ctx);
    const recentItem = await shop.item();
    const recent = (await shop.checkout([recentItem.id], { name: 'Rita Recent' })).body.data.order;
    const oldItem = await shop.item();
    const old = await ingestOrder(db(), shop.store, {
      channel: 'shopify',
      externalId: 'e2e-old-1',
      name: '#OLD1',
      stage: 'paid',
      customer: { first_name: 'Olga Oldorder', email: 'olga@example.test' },
      orderDate: new Date(Date.now() - 60 * 86_400_000),
      lines: [{ externalId: 'l1', inventoryId: oldItem.id, title: 'Old pair', price: 10000, discount: 0 }],
    });
    const page = await openAsOwner(e2e, shop, '/findOrders', 'Orders');
    const recentLink = page.getByTestId(`order-link-${recent.id}`);
    const oldLink = page.getByTestId(`order-link-${old.orderId}`);
    await recentLink.waitFor();
    await oldLink.waitFor();

    await page.getByRole('searchbox', { name: 'Search orders' }).fill('oldorder');
    await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    await recentLink.waitFor({ state: 'detached' });
    await oldLink.waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await recentLink.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search orders' }).inputValue()).toBe('');

    // 24 (the first quick range, clicked first): today's order only; ALL: both again.
    await page.getByText('24', { exact: true }).click();
    await oldLink.waitFor({ state: 'detached' });
    await recentLink.waitFor();
    await page.getByText('ALL', { exact: true }).click();
    await oldLink.waitFor();
    // 1W: this week's order only; ALL: both again.
    await page.getByText('1W', { exact: true }).click();
    await oldLink.waitFor({ state: 'detached' });
    await recentLink.waitFor();
    await page.getByText('ALL', { exact: true }).click();
    await oldLink.waitFor();

    // Cancelled in the storefront: the item is back on sale and the order screen says so.
    await ingestOrder(db(), shop.store, {
      channel: 'shopify',
      externalId: 'e2e-old-1',
      name: '#OLD1',
      stage: 'cancelled',
      customer: {},
      lines: [],
    });
    expect((await readItem(e2e.ctx, oldItem.id)).status).toBe('Active');
    await oldLink.click();
    await page.getByRole('heading', { name: 'Order #OLD1', level: 1 }).waitFor();
    expect(await page.getByTestId('order-cancelled-notice').innerText()).toContain(
      'Its items went back on sale.',
    );

    // Payouts: one paid, one pending; the status filter keeps the chosen one.
    const a = await shop.soldItem(shop.seller.consigner.id);
    const b = await shop.soldItem(shop.other.consigner.id);
    const paid = (await shop.createPayout([a.id])).body.data.id;
    expect((await shop.api('POST', `/api/payouts/paid/${paid}`, shop.cashier.token, {})).status).toBe(200);
    const pending = (await shop.createPayout([b.id])).body.data.id;
    await page.goto(e2e.url('staff', shop.handle, '/payouts'));
    await page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
    await page.getByTestId(`payout-link-${paid}`).waitFor();
    await page.getByTestId(`payout-link-${pending}`).waitFor();
    await choose(page, 'payouts-status', 'Paid');
    await page.getByTestId(`payout-link-${pending}`).waitFor({ state: 'detached' });
    await page.getByTestId(`payout-link-${paid}`).waitFor();
    await choose(page, 'payouts-status', 'Pending');
    await page.getByTestId(`payout-link-${paid}`).waitFor({ state: 'detached' });
    await page.getByTestId(`payout-link-${pending}`).waitFor();

    // Ready to pay on a phone: a consigner's card shows their items on demand (the shop order's and this one).
    const c = await shop.soldItem(shop.seller.consigner.id);
    const phone = await openAsOwner(e2e, shop, '/pendingPayouts', 'Ready to Pay', {
      width: 390,
      height: 844,
    });
    await phone.getByRole('button', { name: 'Show 2 items' }).click();
    const phoneItems = phone.getByTestId(`ready-items-${shop.seller.consigner.id}`);
    await expect.poll(() => phoneItems.getByRole('checkbox').count()).toBe(2);
    expect((await readItem(e2e.ctx, c.id)).status).toBe('Sold');
    expect(await pageWidth(phone)).toBeLessThanOrEqual(390);
  });
});
