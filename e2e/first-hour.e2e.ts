import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consigners, inventories, stores } from '../apps/server/src/db/schema';
import { expectAccessible } from './accessibility';
import { type E2E, mailedLink, startE2E } from './harness';
import { newStaffPage, PRODUCT_PNG, pageWidth, png } from './staff-helpers';

/**
 * The first hour of a new store (issue 33): from the platform's "Create my store" to a first item accepted and
 * tagged, and a walk-in consigner's item at the counter, counting what the owner clicks and types.
 *
 * What counts as one input: a click, a field typed into (however many keys), a file chosen. Pressing Tab to move
 * to the next field, or Enter to pick the highlighted option of a searchable select being typed into, is part of
 * typing and not counted again. Following the e-mailed link counts as a click.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const MAX_INPUTS = 12;
const stamp = Date.now().toString(36);
const company = `First Hour ${stamp}`;
const handle = `first-hour-${stamp}`;
const ownerEmail = `owner-${stamp}@example.com`;
const PASSWORD = 'correct-horse-1';

class Inputs {
  readonly log: string[] = [];
  get count() {
    return this.log.length;
  }
  async click(target: Locator, what: string) {
    await target.click();
    this.log.push(`click ${what}`);
  }
  async type(target: Locator, value: string, what: string) {
    await target.fill(value);
    this.log.push(`type ${what}`);
  }
  async file(target: Locator, what: string) {
    await target.setInputFiles(png('item.png', PRODUCT_PNG));
    this.log.push(`file ${what}`);
  }
  /** The next field by Tab (a searchable select), its option typed and taken with Enter: one typed field. */
  async tabAndPick(page: Page, select: Locator, value: string, what: string) {
    await page.keyboard.press('Tab');
    await expect.poll(() => select.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type(value);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: value })
      .waitFor();
    await page.keyboard.press('Enter');
    await select.filter({ hasText: value }).waitFor();
    this.log.push(`type ${what}`);
  }
  async follow(page: Page, url: string, what: string) {
    await page.goto(url);
    this.log.push(`click ${what}`);
  }
}

/** Every refusal (4xx, 5xx) of the API the page meets; a page that has no session yet may ask for one (401). */
function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/^\/(api|open)\//.test(url.pathname) || response.status() < 400) return;
    if (url.pathname === '/open/auth/refresh' && response.status() === 401) return;
    refusals.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  return refusals;
}

async function checklistProgress(page: Page): Promise<string> {
  return page.getByTestId('setup-checklist-progress').innerText();
}

/** The item as stored: accepted (Active, accepted on a date), its label printed, and whose it is. */
async function storedItem(id: number) {
  const [row] = await e2e.ctx.deps.db
    .select({
      status: inventories.status,
      printed: inventories.printed,
      acceptedOn: inventories.acceptedOn,
      option2Value: inventories.option2Value,
      consigner: consigners.firstName,
      isStoreAccount: consigners.isStoreAccount,
    })
    .from(inventories)
    .innerJoin(
      consigners,
      and(eq(consigners.storeId, inventories.storeId), eq(consigners.id, inventories.consignerId)),
    )
    .where(eq(inventories.id, id));
  return row!;
}

const itemIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

describe('the first hour of a new store', () => {
  let owner: Page;

  it(`goes from the platform sign-up to a first item accepted and tagged in at most ${MAX_INPUTS} inputs`, async () => {
    const inputs = new Inputs();
    const { page: platform } = await e2e.newPage();
    const platformRefusals = watchRefusals(platform);
    await platform.goto(e2e.url('seller', null, '/storeSignup'));
    // /storeSignup opens on the Signup tab.
    await platform.getByRole('tab', { name: 'Signup', selected: true }).waitFor();
    await inputs.type(platform.getByLabel('Company name'), company, 'company name');
    // The handle follows the company name: nothing to type.
    await expect.poll(() => platform.getByLabel('Handle').inputValue()).toBe(handle);
    await inputs.type(platform.getByLabel('Email'), ownerEmail, 'e-mail');
    await inputs.click(platform.getByTestId('platform-signup'), 'Create my store');
    const success = platform.getByTestId('platform-signup-success');
    await success.waitFor();
    // One next step: the e-mail; no link to a sign-in that cannot be used yet.
    expect(await success.innerText()).toContain(ownerEmail);
    expect(await success.getByRole('link').count()).toBe(0);
    await expectAccessible(platform, 'store sign-up, done');
    expect(platformRefusals).toEqual([]);

    owner = await newStaffPage(e2e);
    const refusals = watchRefusals(owner);
    await inputs.follow(owner, await mailedLink(e2e, ownerEmail, '/reset?token='), 'the e-mailed link');
    await owner.getByRole('heading', { name: 'Welcome! Set your password to sign in', level: 1 }).waitFor();
    await expectAccessible(owner, 'welcome: set your password');
    await inputs.type(owner.getByLabel('New password'), PASSWORD, 'password');
    await inputs.click(owner.getByRole('button', { name: 'Update password' }), 'Update password');

    // Signed in on the products list, with the setup checklist read from the new store.
    await owner.getByTestId('setup-checklist').waitFor();
    await owner.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    expect(await checklistProgress(owner)).toBe('0 of 9 done');
    await expectAccessible(owner, 'products with the setup checklist');

    await inputs.click(owner.getByTestId('setup-step-firstItemTagged-link'), 'Quick add an item');
    await owner.getByRole('heading', { name: 'Quick add', level: 1 }).waitFor();
    // Defaults: the only template, the store itself as consigner, the first location, Condition "Used".
    await owner.getByTestId('quick-add-consigner').filter({ hasText: '(store)' }).waitFor();
    await owner.getByTestId('quick-add-location').filter({ hasText: 'Main Store' }).waitFor();
    await owner.getByTestId('quick-add-option2Value').filter({ hasText: 'Used' }).waitFor();
    await expectAccessible(owner, 'quick add');
    await inputs.file(owner.getByTestId('quick-add-photo-input').locator('input[type=file]'), 'photo');
    await owner.getByTestId('quick-add-photo-thumbnails').getByRole('img').first().waitFor();
    await inputs.type(owner.getByTestId('quick-add-title'), 'Nike Dunk Low, worn twice', 'title');
    await inputs.tabAndPick(owner, owner.getByTestId('quick-add-option1Value'), '10.5', 'size');
    await inputs.type(owner.getByTestId('quick-add-price'), '85', 'price');
    await inputs.click(owner.getByTestId('quick-add-submit'), 'Add item and print label');

    await owner.waitForURL(/\/inventories\/\d+$/);
    await owner.getByTestId('item-title').waitFor();
    const id = itemIdOf(owner);
    await expect.poll(async () => (await storedItem(id)).printed).toBe(true);
    const item = await storedItem(id);
    expect(item).toMatchObject({ status: 'Active', option2Value: 'Used', isStoreAccount: true });
    expect(item.acceptedOn).not.toBeNull();
    expect(refusals).toEqual([]);

    console.info(
      `first hour, sign-up to a tagged item: ${inputs.count} inputs\n  ${inputs.log.join('\n  ')}`,
    );
    expect(inputs.count).toBeLessThanOrEqual(MAX_INPUTS);

    // Back on the first screen, the checklist has followed.
    await owner.goto(e2e.url('staff', handle, '/'));
    await owner.getByTestId('setup-checklist').waitFor();
    await expect
      .poll(() => owner.getByTestId('setup-step-firstItemTagged').getAttribute('data-done'))
      .toBe('true');
    expect(await checklistProgress(owner)).toBe('1 of 9 done');
  });

  it('adds a walk-in consigner and their item at the counter, accepted and tagged, in a few inputs', async () => {
    const inputs = new Inputs();
    const refusals = watchRefusals(owner);
    await owner.goto(e2e.url('staff', handle, '/'));
    await owner.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await inputs.click(owner.getByTestId('quick-add-link'), 'Quick add');
    await owner.getByRole('heading', { name: 'Quick add', level: 1 }).waitFor();
    await owner.getByTestId('quick-add-location').filter({ hasText: 'Main Store' }).waitFor();
    await inputs.file(owner.getByTestId('quick-add-photo-input').locator('input[type=file]'), 'photo');
    await owner.getByTestId('quick-add-photo-thumbnails').getByRole('img').first().waitFor();
    await inputs.type(owner.getByTestId('quick-add-title'), 'Carhartt Detroit jacket', 'title');
    await inputs.tabAndPick(owner, owner.getByTestId('quick-add-option1Value'), '9', 'size');
    await inputs.type(owner.getByTestId('quick-add-price'), '140', 'price');
    await inputs.click(owner.getByTestId('quick-add-walk-in'), 'a new consigner at the counter');
    await owner.getByTestId('quick-add-walk-in-fields').waitFor();
    await expectAccessible(owner, 'quick add with a walk-in consigner');
    await inputs.type(owner.getByTestId('quick-add-walk-in-firstName'), 'Wanda', 'first name');
    await inputs.type(owner.getByTestId('quick-add-walk-in-lastName'), 'Walkin', 'last name');
    await inputs.type(owner.getByTestId('quick-add-walk-in-email'), `wanda-${stamp}@example.com`, 'e-mail');
    await inputs.click(owner.getByTestId('quick-add-submit'), 'Add item and print label');

    await owner.waitForURL(/\/inventories\/\d+$/);
    await owner.getByTestId('item-title').waitFor();
    const id = itemIdOf(owner);
    await expect.poll(async () => (await storedItem(id)).printed).toBe(true);
    expect(await storedItem(id)).toMatchObject({
      status: 'Active',
      consigner: 'Wanda',
      isStoreAccount: false,
    });
    expect(refusals).toEqual([]);
    // The walk-in is invited to the seller portal for their payout details.
    expect(await mailedLink(e2e, `wanda-${stamp}@example.com`, '/signup')).toContain('/signup');
    console.info(`first hour, walk-in at the counter: ${inputs.count} inputs\n  ${inputs.log.join('\n  ')}`);
    expect(inputs.count).toBeLessThanOrEqual(MAX_INPUTS);

    // The checklist ticks the first consigner off too.
    await owner.goto(e2e.url('staff', handle, '/'));
    await expect
      .poll(() => owner.getByTestId('setup-step-firstConsigner').getAttribute('data-done'))
      .toBe('true');
  });

  it('lays the checklist and the quick add out at 390 and 1280 px, and puts the checklist away for the store', async () => {
    const [store] = await e2e.ctx.deps.db.select().from(stores).where(eq(stores.handle, handle));
    expect(store).toBeDefined();
    for (const width of [390, 1280]) {
      const page = await newStaffPage(e2e, { width, height: 860 });
      await page.goto(e2e.url('staff', handle, '/login'));
      await page.getByLabel('Email').fill(ownerEmail);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('setup-checklist').waitFor();
      expect(await pageWidth(page), `checklist at ${width} px`).toBeLessThanOrEqual(width);
      await expectAccessible(page, `products with the checklist at ${width} px`);
      await page.getByTestId('setup-step-firstItemTagged-link').click();
      await page.getByRole('heading', { name: 'Quick add', level: 1 }).waitFor();
      await page.getByTestId('quick-add-submit').waitFor();
      expect(await pageWidth(page), `quick add at ${width} px`).toBeLessThanOrEqual(width);
      await expectAccessible(page, `quick add at ${width} px`);
      await page.close();
    }

    // Hide checklist: gone for the store, on the next visit too.
    await owner.goto(e2e.url('staff', handle, '/'));
    await owner.getByTestId('setup-checklist-hide').click();
    await owner.getByTestId('setup-checklist').waitFor({ state: 'detached' });
    await owner.reload();
    await owner.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await owner.getByTestId('product-search').waitFor();
    expect(await owner.getByTestId('setup-checklist').count()).toBe(0);
  });
});
