import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../apps/server/test/factories';
import { makeShop, type Shop } from '../apps/server/test/inventory-factories';
import { seriousViolations, visibleH1s } from './accessibility';
import { type E2E, startE2E } from './harness';
import { newSellerPage } from './seller-helpers';
import { newStaffPage, pinWebApps, unpinWebApps } from './staff-helpers';

/**
 * Issue 32: every main screen of both apps, staff at 1280 px and seller at 390 px, passes axe-core with no
 * critical or serious violation and has one h1. The walk goes through all screens and then reports every
 * screen that failed at once.
 */
let e2e: E2E;
let s: Shop;
beforeAll(async () => {
  e2e = await startE2E();
  await pinWebApps();
  s = await makeShop(e2e.ctx);
});
afterAll(async () => {
  unpinWebApps();
  await e2e?.close();
});

/** Waits until the screen has drawn its title and its data (no spinner, network quiet). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1, h2, h3').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** Opens `path` and answers what a user of assistive technology would trip over there. */
async function check(page: Page, url: string) {
  const started = Date.now();
  await page.goto(url);
  await settle(page);
  const report = { h1s: await visibleH1s(page), findings: await seriousViolations(page) };
  // A11Y_SHOTS=dir keeps a picture of every screen walked (outside the repository), to look at what changed.
  const shots = process.env.A11Y_SHOTS;
  if (shots) {
    const { width } = page.viewportSize() ?? { width: 0 };
    const name = `${width}${new URL(url).pathname.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: path.join(shots, name) });
  }
  console.log(`${new URL(url).pathname}: ${Date.now() - started} ms`);
  return report;
}

async function signIn(page: Page, url: string, email: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('header-logout').waitFor();
}

const SIGNED_OUT = ['/login', '/forgot', '/signup'];

const STAFF = [
  '/',
  '/dashboard',
  '/reports',
  '/request',
  '/products',
  '/products/create',
  '/products/:product',
  '/addInventory/:product',
  '/findInventory',
  '/inventories/:item',
  '/requestedInventory',
  '/incomingInventory',
  '/readyToPrint',
  '/scan',
  '/scanItems',
  '/withdrawnInventory',
  '/pendingPriceChangeInventory',
  '/pendingWithdrawalInventory',
  '/expiring',
  '/markdowns',
  '/import/items',
  '/import/consigners',
  '/buyingInventory',
  '/requestInventory',
  '/transfers',
  '/acceptTransfers',
  '/consigners',
  '/consigners/:consigner',
  '/addConsigner',
  '/employees',
  '/employees/:employee',
  '/addEmployee',
  '/findOrders',
  '/pendingPayouts',
  '/payouts',
  '/settings',
  '/fees',
  '/terms',
  '/productTemplates',
  '/subLocations',
  '/billing',
  '/apiKeys',
];

const SELLER = [
  '/',
  '/products/create',
  '/products/:product',
  '/inventory',
  '/productItem/:product',
  '/dropoff',
  '/dropoffPending',
  '/storeRequest',
  '/payouts',
  '/settings',
];

describe('staff app at 1280 px', () => {
  let page: Page;
  let ids: Record<string, number>;
  const url = (path: string) =>
    e2e.url(
      'staff',
      s.handle,
      path.replace(/:(\w+)/g, (_, name: string) => String(ids[name])),
    );
  beforeAll(async () => {
    page = await newStaffPage(e2e, { width: 1280, height: 800 });
    const item = await s.item({ status: 'Active', option1Value: '10' });
    ids = {
      product: s.product.id,
      item: item.id,
      consigner: s.seller.consigner.id,
      employee: s.clerk.employee.id,
    };
  });

  it.each(SIGNED_OUT)('%s signed out', async (path) => {
    const { h1s, findings } = await check(page, url(path));
    expect(findings).toEqual([]);
    expect(h1s).toHaveLength(1);
  });

  it.each(STAFF)('%s', async (path) => {
    if (!(await page.getByTestId('header-logout').isVisible()))
      await signIn(page, url('/login'), s.ownerEmail);
    const { h1s, findings } = await check(page, url(path));
    expect(findings).toEqual([]);
    expect(h1s).toHaveLength(1);
  });
});

describe('seller app at 390 px', () => {
  let page: Page;
  let ids: Record<string, number>;
  const url = (path: string) =>
    e2e.url(
      'seller',
      s.handle,
      path.replace(/:(\w+)/g, (_, name: string) => String(ids[name])),
    );
  beforeAll(async () => {
    page = await newSellerPage(e2e, { width: 390, height: 844 });
    const item = await s.item({ status: 'Active', option1Value: '9' });
    ids = { product: s.product.id, item: item.id };
  });

  it.each([...SIGNED_OUT, '/shop'])('%s signed out', async (path) => {
    const { h1s, findings } = await check(page, url(path));
    expect(findings).toEqual([]);
    expect(h1s).toHaveLength(1);
  });

  it.each(SELLER)('%s', async (path) => {
    if (!(await page.getByTestId('header-logout').isVisible()))
      await signIn(page, url('/login'), s.seller.email);
    const { h1s, findings } = await check(page, url(path));
    expect(findings).toEqual([]);
    expect(h1s).toHaveLength(1);
  });
});
