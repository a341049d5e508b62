/**
 * Issue 32: on a full page load the app's frame shows at once, as a grey skeleton of itself, while the scripts, the
 * session and the data load; never a blank page or a lone spinner. The scripts and API calls are held back 1.5 s here
 * (a slow connection), so what the page shows before they arrive is what the HTML alone paints.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsigner, makeStore } from '../apps/server/test/factories';
import { type E2E, screenshot, startE2E } from './harness';
import { signInSeller } from './seller-helpers';
import { openAsOwner, type Shop } from './staff-helpers';

let e2e: E2E;
let shop: Shop;
let sellerEmail: string;
beforeAll(async () => {
  e2e = await startE2E();
  const made = await makeStore(e2e.ctx);
  shop = { handle: made.handle, ownerEmail: made.ownerEmail };
  sellerEmail = (await makeConsigner(e2e.ctx, made.store)).email;
});
afterAll(async () => {
  await e2e?.close();
});

/** Holds every script and API call back, as a slow connection would. */
async function slowNetwork(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/assets/') || /^\/(api|open)\//.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    },
  );
}

/** Reloads the page and returns once the HTML is parsed, before any script has arrived. */
async function reloadSlowly(page: Page, url: string) {
  await slowNetwork(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

describe('the skeleton on a full page load', () => {
  it('staff: the sider, header and a screen of blocks paint at once, then the dashboard replaces them', async () => {
    const page = await openAsOwner(e2e, shop, '/dashboard', 'Dashboard');
    await reloadSlowly(page, e2e.url('staff', shop.handle, '/dashboard'));
    const skeleton = page.locator('.bk-sk');
    await expect.poll(() => skeleton.isVisible()).toBe(true);
    expect(await page.locator('.bk-sk-sider').isVisible()).toBe(true);
    expect(await page.locator('.bk-sk-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('status').first().textContent()).toContain('Loading');
    await page.screenshot({ path: path.join(os.tmpdir(), 'skeleton-staff.png') });
    await screenshot(page, 'skeleton-staff', { fullPage: false });

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('current-user').isVisible()).toBe(true);
    expect(await skeleton.count()).toBe(0);
  });

  it("starts the session's restore beside the store's branding, and the dashboard's figures beside the user's load", async () => {
    const page = await openAsOwner(e2e, shop, '/dashboard', 'Dashboard');
    const seen: Record<string, number> = {};
    page.on('request', (request) => {
      if (request.url().includes('/open/auth/refresh')) seen.refreshAsked ??= Date.now();
      if (request.url().includes('/api/inventories/getdasboardInventory')) seen.figuresAsked ??= Date.now();
    });
    page.on('response', (response) => {
      if (response.url().includes('/open/stores/')) seen.brandingAnswered ??= Date.now();
      if (new URL(response.url()).pathname === '/api/me') seen.userAnswered ??= Date.now();
    });
    await reloadSlowly(page, e2e.url('staff', shop.handle, '/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
    // Each call is held back 1.5 s: one after the other, the refresh would be asked only once the branding answered.
    expect(seen.refreshAsked).toBeLessThan(seen.brandingAnswered!);
    // The dashboard's figures are asked for beside the user's load, not once the account checks and screen ran.
    expect(seen.figuresAsked).toBeLessThan(seen.userAnswered!);
  });

  it('seller (phone): the header and blocks paint at once, then the products replace them', async () => {
    const page = await signInSeller(e2e, shop.handle, sellerEmail, { width: 390, height: 844 });
    await reloadSlowly(page, e2e.url('seller', shop.handle, '/'));
    const skeleton = page.locator('.bk-sk-seller');
    await expect.poll(() => skeleton.isVisible()).toBe(true);
    // Phone layout: no menu links in the header, two cards a row.
    expect(await page.locator('.bk-sk-nav').isVisible()).toBe(false);
    await page.screenshot({ path: path.join(os.tmpdir(), 'skeleton-seller.png') });
    await screenshot(page, 'skeleton-seller', { fullPage: false });

    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor({ timeout: 60_000 });
    expect(await page.locator('.bk-sk').count()).toBe(0);
  });
});
