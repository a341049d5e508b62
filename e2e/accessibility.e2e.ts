import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../apps/server/test/factories';
import { makeShop, type Shop } from '../apps/server/test/inventory-factories';
import { seriousViolations, visibleH1s } from './accessibility';
import { type E2E, startE2E } from './harness';
import { newSellerPage } from './seller-helpers';
import { newStaffPage } from './staff-helpers';

/**
 * Issue 32: every main screen of both apps, staff at 1280 px and seller at 390 px, passes axe-core with no
 * critical or serious violation and has one h1. The walk goes through all screens and then reports every
 * screen that failed at once.
 */
let e2e: E2E;
let s: Shop;
beforeAll(async () => {
  e2e = await startE2E();
  s = await makeShop(e2e.ctx);
});
afterAll(async () => {
  await e2e?.close();
});

/** Requests each walked page has in flight, so a screen opened without a page load can wait for its data. */
const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page): Page {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return page;
}

/** Resolves once the page has had no request in flight for `quietMs` (what networkidle is for a page load). */
async function networkQuiet(page: Page, quietMs = 400, timeoutMs = 20_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** Waits until the screen has drawn its title and its data (no spinner, network quiet). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1, h2, h3').first().waitFor();
  await networkQuiet(page);
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active, .bk-sk')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * Opens `url`: within the app already loaded, the way a user's click does (the router follows the history), so
 * the walk does not pay a page load and a session restore per screen; otherwise with a page load. The skeleton and
 * the page load itself have their own tests (skeleton.e2e.ts, sessions.e2e.ts).
 */
async function open(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  if (here?.origin !== target.origin) {
    await page.goto(url);
    return;
  }
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, target.pathname + target.search);
  await page.waitForURL(url);
}

/** Opens `path` and answers what a user of assistive technology would trip over there. */
async function check(page: Page, url: string) {
  const started = Date.now();
  await open(page, url);
  await settle(page);
  const report = { h1s: await visibleH1s(page), findings: await seriousViolations(page) };
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
  '/quickAdd',
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
  '/register',
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
    page = trackRequests(await newStaffPage(e2e, { width: 1280, height: 800 }));
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
    // The owner's first screen carries the new store's setup checklist: checked with it drawn.
    if (path === '/') await page.goto(url(path)).then(() => page.getByTestId('setup-checklist').waitFor());
    const { h1s, findings } = await check(page, url(path));
    if (path === '/') expect(await page.getByTestId('setup-checklist').isVisible()).toBe(true);
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
      path.replace(/:(\w+)/g, (_, name: string) => (name === 'handle' ? handle : String(ids[name]))),
    );
  let handle = '';
  beforeAll(async () => {
    page = trackRequests(await newSellerPage(e2e, { width: 390, height: 844 }));
    const item = await s.item({ status: 'Active', option1Value: '9' });
    ids = { product: s.product.id, item: item.id };
    handle = s.handle;
  });

  it.each([...SIGNED_OUT, '/shop', '/catalogue/:handle'])('%s signed out', async (path) => {
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
