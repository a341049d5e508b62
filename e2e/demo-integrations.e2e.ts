/**
 * What the demo store offers to try without any account (issue 33): Billing shows its plan (the cheapest its
 * three locations fit) with a paid invoice and an issued one; Products offers the local test Shopify shop, named
 * as such; Settings → Linnworks names the local test Linnworks, fills its test account and connects it under
 * that name. The year of history is not needed here, so its job is dropped before the worker runs it.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoStore } from '../apps/server/src/seed/demo';
import { DEMO_HISTORY_JOB } from '../apps/server/src/seed/demo-history';
import { expectAccessible } from './accessibility';
import { type E2E, startE2E } from './harness';
import { newStaffPage, pageWidth, toastAfter } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await seedDemoStore(e2e.ctx.deps.db, e2e.ctx.deps.env);
  await e2e.ctx.deps.db.execute(sql`delete from jobs where name = ${DEMO_HISTORY_JOB}`);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function openAsDemoOwner(path: string, heading: string, viewport?: { width: number; height: number }) {
  const page = await newStaffPage(e2e, viewport);
  await page.goto(e2e.url('staff', DEMO.handle, '/login'));
  await page.getByLabel('Email').fill(DEMO.owner);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('current-user').waitFor();
  if (path !== '/') await page.goto(e2e.url('staff', DEMO.handle, path));
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

const invoiceRows = async (page: Page) =>
  (await page.getByTestId('invoices-table').locator('tbody tr').allInnerTexts()).map((r) =>
    r.replace(/\s+/g, ' '),
  );

describe('the demo store without any account', () => {
  it('Billing shows Growth for its 3 locations, a paid invoice and an issued one to pay', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await openAsDemoOwner('/billing', 'Billing', viewport);
      await expect.poll(() => page.getByTestId('current-plan').innerText()).toBe('Growth');
      await expect.poll(async () => (await invoiceRows(page)).length).toBe(2);
      const [issued, paid] = await invoiceRows(page);
      expect(issued).toMatch(/\$117\.00 Unpaid .*Pay now/);
      expect(paid).toMatch(/\$117\.00 Paid/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);
      await page.close();
    }
  });

  it('Products offers the local test Shopify shop by that name, and its products are there to import', async () => {
    const page = await openAsDemoOwner('/', 'Products');
    const link = page.getByTestId('shopify-import-link');
    await expect.poll(() => link.innerText()).toBe('Import from the local test Shopify shop');
    await link.click();
    await page.getByRole('heading', { name: 'Import from Shopify', level: 1 }).waitFor();
    await page
      .getByTestId('shopify-test-shop')
      .getByText('This is the local test Shopify shop, not a real one')
      .waitFor();
    await page.getByText('Adidas Samba OG Cloud White', { exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('Settings → Linnworks names the local test Linnworks and connects its test account under that name', async () => {
    const page = await openAsDemoOwner('/settings', 'Settings');
    const card = page.getByTestId('settings-linnworks');
    await card.scrollIntoViewIfNeeded();
    await card.getByText('Local test Linnworks', { exact: true }).waitFor();
    await card.getByText('This server uses the local test Linnworks, not your Linnworks account').waitFor();
    await page.getByTestId('linnworks-fill-test').click();
    await toastAfter(page, 'Connected to the local test Linnworks', () =>
      page.getByTestId('linnworks-save').click(),
    );
    await card.getByText('Connected', { exact: true }).waitFor();
    expect(await card.getByText('Connected to Linnworks', { exact: true }).count()).toBe(0);
    await card.getByText(/Last sync .*: 6 found, 6 new, \d+ unmatched\./).waitFor({ timeout: 30_000 });
    await expectAccessible(page);
  });
});
