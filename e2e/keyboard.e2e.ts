import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consigners, inventories } from '../apps/server/src/db/schema';
import { saveSettings } from '../apps/server/src/features/register/settings';
import { makeShop, readItem, type Shop } from '../apps/server/test/inventory-factories';
import { expectAccessible } from './accessibility';
import { type E2E, startE2E } from './harness';
import { hasFocus, pickByTyping, signInByKeyboard, tabTo } from './keyboard';
import { newSellerPage } from './seller-helpers';
import { newStaffPage, toast } from './staff-helpers';

/**
 * Issue 32: the main flows with the keyboard only (Tab, Enter, Space, arrows and typing; no click): signing in to
 * both apps, the seller's add-item wizard, the staff's add inventory dialog, scan intake and a register sale paid
 * in cash. Focus moves into each new wizard step and into each dialog, and back to what opened the dialog when it
 * closes. Lean for CI: one server and browser for the file, one staff page signed in once (by keyboard) for the
 * staff flows, one seller page for the seller's.
 */
let e2e: E2E;
let s: Shop;
const STAFF = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const db = () => e2e.ctx.deps.db;

beforeAll(async () => {
  e2e = await startE2E();
  s = await makeShop(e2e.ctx);
  await db()
    .update(consigners)
    .set({ firstName: 'Sally', lastName: 'Seller' })
    .where(eq(consigners.id, s.seller.consigner.id));
  await saveSettings(db(), s.store.id, {
    taxRate: 0,
    returnDays: 30,
    returnPolicy: 'Returns within 30 days with this receipt.',
    defaultDiscountLimit: 10,
    terminalReaderId: null,
  });
});
afterAll(async () => {
  await e2e?.close();
});

/** The staff page the first test signed in on with the keyboard: the staff flows go on in it. */
let staff: Page | undefined;
/** The seller's page, signed in by keyboard by the seller's sign-in test. */
let seller: Page | undefined;
async function staffSignedIn() {
  if (staff) return staff;
  staff = await newStaffPage(e2e, STAFF);
  await staff.goto(e2e.url('staff', s.handle, '/login'));
  await signInByKeyboard(staff, s.ownerEmail);
  return staff;
}

describe('keyboard only', () => {
  it('signs in to the staff app', async () => {
    const page = await newStaffPage(e2e, STAFF);
    await page.goto(e2e.url('staff', s.handle, '/login'));
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await expectAccessible(page, 'staff sign-in');
    // Enter on an empty form: the first field's message, and the focus on that field.
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.press('Enter');
    await page.getByText('Please enter your email.', { exact: true }).waitFor();
    expect(await hasFocus(page.getByLabel('Email'))).toBe(true);
    await signInByKeyboard(page, s.ownerEmail);
    expect(await page.getByTestId('current-user').innerText()).toBeTruthy();
    staff = page;
  });

  it('signs in to the seller app on a phone', async () => {
    const page = await newSellerPage(e2e, PHONE);
    await page.goto(e2e.url('seller', s.handle, '/login'));
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await expectAccessible(page, 'seller sign-in');
    await signInByKeyboard(page, s.seller.email);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    seller = page;
  });

  it("walks the seller's add-item wizard on a phone, focus moving into each step", async () => {
    // Goes on from the home screen the previous test signed in to (or signs in when run alone).
    let page = seller;
    if (!page) {
      page = await newSellerPage(e2e, PHONE);
      await page.goto(e2e.url('seller', s.handle, '/login'));
      await signInByKeyboard(page, s.seller.email);
    }
    const card = page.getByTestId(`product-card-${s.product.id}`);
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await page.getByTestId('wizard-steps').waitFor();
    await expectAccessible(page, 'the add-item wizard');

    const pickOption = async (step: string, value: string) => {
      const region = page.getByTestId(`wizard-step-${step}`);
      await tabTo(page, region.getByRole('radio').first());
      // Arrows move through a radio group; Space takes the focused one.
      for (
        let press = 0;
        press < 40 && !(await hasFocus(region.getByRole('radio', { name: value, exact: true })));
        press++
      )
        await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      expect(await region.getByRole('radio', { name: value, exact: true }).isChecked()).toBe(true);
      await tabTo(page, page.getByTestId('wizard-next'));
      await page.keyboard.press('Enter');
    };

    await pickOption('option1Value', '10');
    const condition = page.getByTestId('wizard-step-option2Value');
    await condition.waitFor();
    expect(await hasFocus(condition), 'focus moved into the CONDITION step').toBe(true);
    await pickOption('option2Value', 'New');

    const priceStep = page.getByTestId('wizard-step-price');
    await priceStep.waitFor();
    expect(await hasFocus(priceStep), 'focus moved into the PRICE step').toBe(true);
    await tabTo(page, page.getByLabel('Price', { exact: true }));
    await page.keyboard.type('100');
    await page.locator('[data-testid="wizard-fees"][data-state="ready"]').waitFor();
    await tabTo(page, page.getByTestId('wizard-next'));
    await page.keyboard.press('Enter');

    const shipStep = page.getByTestId('wizard-step-ship');
    await shipStep.waitFor();
    expect(await hasFocus(shipStep), 'focus moved into the SHIP step').toBe(true);
    await expectAccessible(page, 'the SHIP step');
    await tabTo(page, page.getByTestId('wizard-add'));
    await page.keyboard.press('Enter');
    await page.getByTestId('review-count').filter({ hasText: '1' }).waitFor();
    const back = page.getByTestId('wizard-step-option1Value');
    expect(await hasFocus(back), 'focus moved back to the first step').toBe(true);

    const review = page.getByTestId('review-items');
    await tabTo(page, review);
    await page.keyboard.press('Enter');
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('review-submit') });
    await dialog.waitFor();
    await expect.poll(() => hasFocus(dialog), { message: 'focus moved into the review dialog' }).toBe(true);
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="review-submit"]')?.hasAttribute('disabled'),
    );
    await tabTo(page, page.getByTestId('review-submit'));
    await page.keyboard.press('Enter');
    await page.getByText('Your product has been added successfully').waitFor();
    await tabTo(page, page.getByTestId('added-continue'));
    await page.keyboard.press('Enter');
    await page.getByTestId('added-continue').waitFor({ state: 'detached' });

    const mine = await db()
      .select()
      .from(inventories)
      .where(and(eq(inventories.consignerId, s.seller.consigner.id), isNull(inventories.deletedAt)));
    expect(mine.map((i) => `${i.option1Value}/${i.option2Value}/${i.price}`)).toContain('10/New/10000');
    await page.context().close();
  });

  it('adds inventory from a product page in the staff dialog, focus going in and coming back', async () => {
    const page = await staffSignedIn();
    await page.goto(e2e.url('staff', s.handle, `/products/${s.product.id}`));
    const opener = page.getByTestId('product-add-inventory');
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const form = page.getByTestId('add-inventory-form');
    await form.waitFor();
    const dialog = page.locator('.ant-modal').filter({ has: form });
    await expect.poll(() => hasFocus(dialog), { message: 'focus moved into the dialog' }).toBe(true);
    await expectAccessible(page, 'the add inventory dialog');

    const consigner = page.getByTestId('add-inventory-consigner');
    await tabTo(page, consigner);
    await pickByTyping(page, consigner, 'Sally Seller');
    const size = page.getByTestId('add-line-0-option1Value');
    await tabTo(page, size);
    await pickByTyping(page, size, '7');
    const condition = page.getByTestId('add-line-0-option2Value');
    await tabTo(page, condition);
    await pickByTyping(page, condition, 'New');
    await tabTo(page, page.getByLabel('Price of item 1'));
    await page.keyboard.type('150');
    await page.locator('[data-testid="add-line-0-fees"][data-state="ready"]').waitFor();
    await tabTo(page, page.getByTestId('add-inventory-submit'));
    await page.keyboard.press('Enter');
    await toast(page, `Inventory added to ${s.product.title}`);
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(opener), { message: 'focus came back to Add Inventory' }).toBe(true);

    const added = await db()
      .select()
      .from(inventories)
      .where(and(eq(inventories.productId, s.product.id), eq(inventories.price, 15000)));
    expect(added.map((i) => `${i.option1Value}/${i.option2Value}/${i.consignerId}`)).toEqual([
      `7/New/${s.seller.consigner.id}`,
    ]);
  });

  it('takes an item in by scan intake, focus moving into the scan step', async () => {
    const pending = await s.item({
      status: 'Pending',
      option1Value: '8',
      locationId: null,
      acceptedOn: null,
    });
    const page = await staffSignedIn();
    await page.goto(e2e.url('staff', s.handle, '/scan'));
    await page.getByRole('heading', { name: 'Scan', level: 1 }).waitFor();
    const consigner = page.getByTestId('intake-consigner');
    await tabTo(page, consigner);
    await pickByTyping(page, consigner, 'Sally Seller');
    const location = page.getByTestId('intake-location');
    await tabTo(page, location);
    await pickByTyping(page, location, s.back.name);
    await tabTo(page, page.getByTestId('intake-next'));
    await page.keyboard.press('Enter');

    const code = page.getByLabel('Barcode or item code');
    await code.waitFor();
    expect(
      await page
        .locator('section[aria-label^="Step 2"]')
        .evaluate((el) => el.contains(document.activeElement)),
    ).toBe(true);
    await expectAccessible(page, 'the scan step');
    await tabTo(page, code);
    await page.keyboard.type(pending.code);
    await page.keyboard.press('Enter');
    await page.getByTestId('intake-items').getByText(pending.code).waitFor();
    await tabTo(page, page.getByTestId('intake-save'));
    await page.keyboard.press('Enter');
    await page.getByTestId('intake-consigner').waitFor();
    await expect.poll(async () => (await readItem(e2e.ctx, pending.id)).status).toBe('Active');
    expect((await readItem(e2e.ctx, pending.id)).locationId).toBe(s.back.id);
  });

  it('sells an item at the register, paid in cash', async () => {
    const item = await s.item({ price: 4000, option1Value: '11' });
    const page = await staffSignedIn();
    await page.goto(e2e.url('staff', s.handle, '/register'));
    await page.getByTestId('register-empty').waitFor();
    // The scan box has the focus: a scanner (or a person) types the code and Enter.
    const scanBox = page.getByLabel('Scan or type a code, title or SKU');
    await expect.poll(() => hasFocus(scanBox)).toBe(true);
    await page.keyboard.type(item.code);
    await page.keyboard.press('Enter');
    await page.getByTestId('register-lines').getByText(item.code).waitFor();
    await tabTo(page, page.getByLabel('Cash received'));
    await page.keyboard.type('50');
    await expect.poll(() => page.getByTestId('register-due').textContent()).toBe('Change due: $10.00');
    await tabTo(page, page.getByRole('button', { name: 'Complete sale' }));
    await page.keyboard.press('Enter');
    await page.getByText(/^Sale #\d+ complete$/).waitFor();
    await expectAccessible(page, 'the completed sale');
    expect((await readItem(e2e.ctx, item.id)).status).toBe('Sold');
    await page.context().close();
  });
});
