import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consigners, consignerTypes, employees, inventories } from '../apps/server/src/db/schema';
import { makeItem, makeProduct } from '../apps/server/test/catalogue-factories';
import { makeConsigner, makeStore } from '../apps/server/test/factories';
import { type E2E, mailedLink, screenshot, startE2E } from './harness';
import {
  choose,
  messageGone,
  openAsOwner,
  pageWidth,
  popconfirmButton,
  toast,
  toastGone,
} from './staff-helpers';

let e2e: E2E;
let shop: Awaited<ReturnType<typeof makeStore>>;
beforeAll(async () => {
  e2e = await startE2E();
  shop = await makeStore(e2e.ctx);
});
afterAll(async () => {
  await e2e?.close();
});

const tag = () => randomBytes(3).toString('hex');
const db = () => e2e.ctx.deps.db;

async function typesOfStore() {
  return db()
    .select()
    .from(consignerTypes)
    .where(eq(consignerTypes.storeId, shop.store.id))
    .orderBy(asc(consignerTypes.id));
}

async function mailsTo(to: string): Promise<{ links: string[] }[]> {
  const res = await fetch(e2e.url('seller', null, `/dev/mailbox.json?to=${encodeURIComponent(to)}`));
  return (await res.json()) as { links: string[] }[];
}

describe('consigner types (fees)', () => {
  it('adds a consigner type, makes it the default, and edits a fee inline', async () => {
    const [standard] = await typesOfStore();
    const page = await openAsOwner(e2e, shop, '/fees', 'Fees');
    await page.getByTestId(`default-type-${standard!.id}`).waitFor();

    const name = `VIP ${tag()}`;
    await page.getByTestId('add-consigner-type').click();
    await page.getByTestId('consignerType-form').waitFor();
    await page.getByTestId('consignerType-submit').click();
    for (const message of ['Consigner type required', 'Fee required', 'Min fee required'])
      await page.getByText(message, { exact: true }).waitFor();
    await page.getByTestId('type-accountType').fill(name);
    await page.getByTestId('type-sellingFee').fill('12.5');
    await page.getByTestId('type-minFee').fill('5');
    await page.getByTestId('type-flatFee').fill('1.25');
    await page.getByTestId('consignerType-submit').click();
    await toast(page, 'Consigner type added');
    await page.getByTestId('consignerType-form').waitFor({ state: 'detached' });

    const [created] = (await typesOfStore()).filter((t) => t.accountType === name);
    expect(created).toMatchObject({ sellingFee: 12.5, minFee: 500, flatFee: 125, isDefault: false });
    const table = page.getByTestId('consigner-types-table');
    const row = table.locator('tr', { hasText: name });
    await row.getByText('12.5%').waitFor();
    await row.getByText('$5.00').waitFor();
    await row.getByText('$1.25').waitFor();

    await page.getByTestId(`make-default-${created!.id}`).click();
    await toast(page, 'Default consigner type changed');
    await page.getByTestId(`default-type-${created!.id}`).waitFor();
    await page.getByTestId(`make-default-${standard!.id}`).waitFor();
    expect((await typesOfStore()).map((t) => [t.id, t.isDefault])).toEqual([
      [standard!.id, false],
      [created!.id, true],
    ]);

    await toastGone(page);
    await screenshot(page, 'fees');

    // Inline edit: an emptied required cell says so; a new fee is saved.
    await page.getByTestId(`edit-type-${created!.id}`).click();
    await page.getByTestId(`edit-accountType-${created!.id}`).fill('');
    await page.getByTestId(`save-type-${created!.id}`).click();
    await page.getByText('Please Input Consigner type!', { exact: true }).waitFor();
    await page.getByTestId(`edit-accountType-${created!.id}`).fill(name);
    await page.getByTestId(`edit-sellingFee-${created!.id}`).fill('15');
    await messageGone(page, 'Please Input Consigner type!');
    await page.getByTestId(`save-type-${created!.id}`).click();
    await toast(page, 'Consigner type saved');
    await row.getByText('15%').waitFor();
    const [edited] = (await typesOfStore()).filter((t) => t.id === created!.id);
    expect(edited).toMatchObject({ accountType: name, sellingFee: 15, minFee: 500, isDefault: true });
  });
});

describe('employees', () => {
  it('resends a pending invite, then deletes the employee after the confirm', async () => {
    const email = `invitee-${tag()}@example.com`;
    const [employee] = await db()
      .insert(employees)
      .values({ storeId: shop.store.id, email, firstName: 'Ivy', lastName: 'Invitee', accessControls: [] })
      .returning();
    const page = await openAsOwner(e2e, shop, `/employees/${employee!.id}`, 'Ivy Invitee');
    await page.getByText('Invite not accepted yet').waitFor();
    expect(await mailsTo(email)).toEqual([]);

    await page.getByTestId('resend-invite').click();
    await toast(page, 'Sent invite');
    const link = await mailedLink(e2e, email, '/signup?invite=');
    expect(link).toContain(employee!.inviteId);

    await page.getByTestId('delete-employee').click();
    await page.getByText('Delete this employee?').waitFor();
    await popconfirmButton(page, 'Cancel').click();
    expect(
      (await db().select().from(employees).where(eq(employees.id, employee!.id)))[0]!.deletedAt,
    ).toBeNull();

    await page.getByTestId('delete-employee').click();
    await popconfirmButton(page, 'Delete').click();
    await toast(page, 'Employee deleted!');
    await page.waitForURL((url) => url.pathname === '/employees');
    const table = page.getByTestId('employees-table');
    await table.getByText(shop.ownerEmail).waitFor();
    expect(await table.getByText(email).count()).toBe(0);
    const [row] = await db().select().from(employees).where(eq(employees.id, employee!.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.isActive).toBe(false);
  });

  it('disables and re-enables an employee; the owner offers no delete, disable or access editing', async () => {
    const email = `clerk-${tag()}@example.com`;
    const [employee] = await db()
      .insert(employees)
      .values({
        storeId: shop.store.id,
        email,
        firstName: 'Cleo',
        lastName: 'Clerk',
        accessControls: ['Inventory'],
      })
      .returning();
    const page = await openAsOwner(e2e, shop, `/employees/${employee!.id}`, 'Cleo Clerk');
    const disabled = page.getByTestId('employee-disabled');
    expect(await disabled.getAttribute('aria-checked')).toBe('false');
    await disabled.click();
    await toast(page, 'Employee disabled');
    await expect.poll(() => disabled.getAttribute('aria-checked')).toBe('true');
    const [off] = await db().select().from(employees).where(eq(employees.id, employee!.id));
    expect(off!.isActive).toBe(false);
    expect(off!.accessControls).toEqual(['Inventory']);

    await page.goto(e2e.url('staff', shop.handle, '/employees'));
    const row = page.getByTestId('employees-table').getByRole('row', { name: /Cleo Clerk/ });
    await row.getByText('Disabled').waitFor();

    await page.goto(e2e.url('staff', shop.handle, `/employees/${employee!.id}`));
    await page.getByTestId('employee-disabled').click();
    await toast(page, 'Employee enabled');
    await expect.poll(() => page.getByTestId('employee-disabled').getAttribute('aria-checked')).toBe('false');
    const [on] = await db().select().from(employees).where(eq(employees.id, employee!.id));
    expect(on!.isActive).toBe(true);

    const [owner] = await db()
      .select()
      .from(employees)
      .where(and(eq(employees.storeId, shop.store.id), eq(employees.email, shop.ownerEmail)));
    await page.goto(e2e.url('staff', shop.handle, `/employees/${owner!.id}`));
    await page.getByTestId('owner-access-note').waitFor();
    await page.getByText('Store owner', { exact: true }).waitFor();
    expect(await page.getByTestId('delete-employee').count()).toBe(0);
    expect(await page.getByTestId('employee-disabled').count()).toBe(0);
    expect(await page.getByTestId('save-access-controls').count()).toBe(0);
  });
});

describe('consigners', () => {
  it('adds a consigner with an IBAN payout', async () => {
    const page = await openAsOwner(e2e, shop, '/consigners', 'Consigners');
    await page.getByTestId('add-consigner-link').click();
    await page.getByRole('heading', { name: 'Add Consigner', level: 1 }).waitFor();
    const email = `iris-${tag()}@example.com`;
    await page.getByTestId('consigner-firstName').fill('Iris');
    await page.getByTestId('consigner-lastName').fill('Iban');
    await page.getByTestId('consigner-email').fill(email);
    await page.getByTestId('consigner-phone').fill('+49 30 1234567');
    await page.getByTestId('consigner-address').fill('Torstraße 1, Berlin');
    await page.getByTestId('payout-type').getByText('Bank', { exact: true }).click();
    await page.getByTestId('routing-type').getByText('IBAN', { exact: true }).click();
    // IBAN routing asks for the account name and IBAN, not an account or routing number.
    await page.getByTestId('bank-ibanNumber').waitFor();
    expect(await page.getByTestId('bank-routingNumber').count()).toBe(0);
    await page.getByTestId('bank-accountName').fill('Iris Iban');
    await page.getByTestId('add-consigner-submit').click();
    await page.getByText('IBAN Number is required', { exact: true }).waitFor();
    await page.getByTestId('bank-ibanNumber').fill('DE89370400440532013000');
    await page.getByText('IBAN Number is required', { exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'addConsigner');
    await page.getByTestId('add-consigner-submit').click();
    await toast(page, 'Consigner added!');

    await page.waitForURL(/\/consigners\/\d+$/);
    await page.getByTestId('consigner-account-type').getByText('Iris Iban').waitFor();
    await expect.poll(() => page.getByTestId('consigner-email').innerText()).toBe(email);
    await expect.poll(() => page.getByTestId('consigner-payout').innerText()).toBe('Bank (IBAN •••• 3000)');

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const [row] = await db().select().from(consigners).where(eq(consigners.id, id));
    expect(row).toMatchObject({
      storeId: shop.store.id,
      email,
      firstName: 'Iris',
      lastName: 'Iban',
      payoutType: 'Bank',
      isStoreAccount: false,
    });
    expect(row!.bankData).toMatchObject({
      routingType: 'ibanNumber',
      accountName: 'Iris Iban',
      ibanNumber: 'DE89370400440532013000',
    });
  });

  it('switches a consigner from a bank payout to PayPal in the Details dialog', async () => {
    const { consigner } = await makeConsigner(e2e.ctx, shop.store);
    await db()
      .update(consigners)
      .set({
        payoutType: 'Bank',
        bankData: {
          routingType: 'abaNumber',
          accountName: 'Cat C',
          accountNumber: '12345678',
          routingNumber: '021000021',
        },
      })
      .where(eq(consigners.id, consigner.id));
    const page = await openAsOwner(e2e, shop, `/consigners/${consigner.id}`, /Cat Consigner/);
    await expect.poll(() => page.getByTestId('consigner-payout').innerText()).toBe('Bank (•••• 5678)');

    await page.getByTestId('consigner-details').click();
    await page.getByTestId('bankDetails-form').waitFor();
    await expect.poll(() => page.getByTestId('bank-accountNumber').inputValue()).toBe('12345678');
    await page.getByTestId('payout-type').getByText('PayPal', { exact: true }).click();
    await page.getByTestId('payout-account').fill('not-an-email');
    await page.getByTestId('bankDetails-submit').click();
    await page.getByText('Please enter a valid email', { exact: true }).waitFor();
    const paypal = `cat-${tag()}@example.com`;
    await page.getByTestId('payout-account').fill(paypal);
    await messageGone(page, 'Please enter a valid email');
    await page.getByTestId('bankDetails-submit').click();
    await toast(page, 'Payout details saved');
    await page.getByTestId('bankDetails-form').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('consigner-payout').innerText()).toBe(`PayPal (${paypal})`);

    const [row] = await db().select().from(consigners).where(eq(consigners.id, consigner.id));
    expect(row).toMatchObject({ payoutType: 'Paypal', payoutData: paypal });
    // Non-bank payout types clear the bank data (spec 3 §5).
    expect(row!.bankData ?? {}).not.toHaveProperty('accountNumber');
  });

  it('changes the account type and recalculates the payouts of unsold items only', async () => {
    const [standard] = await typesOfStore();
    const [premium] = await db()
      .insert(consignerTypes)
      .values({
        storeId: shop.store.id,
        accountType: `Premium ${tag()}`,
        sellingFee: 25,
        minFee: 0,
        flatFee: 0,
      })
      .returning();
    const { consigner } = await makeConsigner(e2e.ctx, shop.store);
    await db()
      .update(consigners)
      .set({ consignerTypeId: standard!.id })
      .where(eq(consigners.id, consigner.id));
    const product = await makeProduct(e2e.ctx, shop.store);
    // Payouts set to a value no fee rule gives, so a recalculation shows.
    const unsold = await makeItem(e2e.ctx, shop.store, {
      productId: product.id,
      consignerId: consigner.id,
      price: 10000,
      payoutAmount: 1,
      payoutFee: 1,
      total: 1,
    });
    const sold = await makeItem(e2e.ctx, shop.store, {
      productId: product.id,
      consignerId: consigner.id,
      status: 'Sold',
      price: 10000,
      payoutAmount: 1,
      payoutFee: 1,
      total: 1,
    });

    const page = await openAsOwner(e2e, shop, `/consigners/${consigner.id}`, /Cat Consigner/);
    const title = page.getByTestId('consigner-account-type');
    await expect.poll(() => title.innerText()).toContain(`(${standard!.accountType})`);
    await title.click();
    await choose(page, 'account-type-select', premium!.accountType);
    await page.getByTestId('account-type-confirm').click();
    await page
      .getByTestId('account-type-notice')
      .getByText('Confirmed Action: These changes take time, you will see the changes slowly update...')
      .waitFor();
    const progress = page.getByTestId('account-type-progress');
    await expect.poll(() => progress.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    await expect.poll(() => title.innerText()).toContain(`(${premium!.accountType})`);

    const [after] = await db().select().from(consigners).where(eq(consigners.id, consigner.id));
    expect(after!.consignerTypeId).toBe(premium!.id);
    const items = await db()
      .select({
        id: inventories.id,
        payoutAmount: inventories.payoutAmount,
        payoutFee: inventories.payoutFee,
      })
      .from(inventories)
      .where(and(eq(inventories.consignerId, consigner.id)))
      .orderBy(asc(inventories.id));
    // 25% of 100.00 is a 25.00 fee and a 75.00 payout; the sold item keeps its settled payout.
    expect(items).toEqual([
      { id: unsold.id, payoutAmount: 7500, payoutFee: 2500 },
      { id: sold.id, payoutAmount: 1, payoutFee: 1 },
    ]);
  });

  it('toggles VAT and deletes a consigner after the confirm', async () => {
    const { consigner } = await makeConsigner(e2e.ctx, shop.store);
    const page = await openAsOwner(e2e, shop, `/consigners/${consigner.id}`, /Cat Consigner/);
    const vat = page.getByTestId('consigner-vat');
    expect(await vat.getAttribute('aria-checked')).toBe('false');
    await vat.click();
    await toast(page, 'Saved');
    await expect.poll(() => vat.getAttribute('aria-checked')).toBe('true');
    const [taxed] = await db().select().from(consigners).where(eq(consigners.id, consigner.id));
    expect(taxed!.chargeTax).toBe(true);
    // The store has no online marketplace: Marketplace Access cannot be given.
    const marketplace = page.getByTestId('consigner-marketplace');
    expect(await marketplace.isDisabled()).toBe(true);
    await page.getByText('Turn on Online marketplace in Settings to give marketplace access.').waitFor();
    await toastGone(page);
    await screenshot(page, 'consigner-detail');

    await page.getByTestId('consigner-delete').click();
    await page.getByTestId('confirm-delete-consigner').click();
    await toast(page, 'Consigner deleted!');
    await page.waitForURL((url) => url.pathname === '/consigners');
    await page.getByTestId('consigners-table').waitFor();
    await expect.poll(() => page.getByTestId(`consigner-link-${consigner.id}`).count()).toBe(0);
    const [row] = await db().select().from(consigners).where(eq(consigners.id, consigner.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('lists and searches consigners; the list fits a 375 px phone', async () => {
    const { consigner: found } = await makeConsigner(e2e.ctx, shop.store);
    const lastName = `Zed${tag()}`;
    await db().update(consigners).set({ lastName }).where(eq(consigners.id, found.id));
    const { consigner: other } = await makeConsigner(e2e.ctx, shop.store);

    const page = await openAsOwner(e2e, shop, '/consigners', 'Consigners');
    await page.getByTestId(`consigner-link-${other.id}`).waitFor();
    await screenshot(page, 'consigners');
    await page.getByTestId('consigner-search').locator('input').fill(lastName);
    await page.getByTestId('consigner-search').locator('input').press('Enter');
    await page.getByTestId(`consigner-link-${other.id}`).waitFor({ state: 'detached' });
    await page.getByTestId(`consigner-link-${found.id}`).click();
    await page.waitForURL(`**/consigners/${found.id}`);
    await page.getByTestId('consigner-account-type').getByText(`Cat ${lastName}`).waitFor();

    const phone = await openAsOwner(e2e, shop, '/consigners', 'Consigners', { width: 375, height: 740 });
    await phone.getByTestId(`consigner-link-${found.id}`).waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'consigners-mobile');
  });
});
