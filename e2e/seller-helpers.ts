import fs from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../apps/server/test/factories';
import type { E2E } from './harness';
import { pinnedWebDir } from './staff-helpers';

/** A page of the seller app, served from the pinned copy of the web build when pinWebApps ran. */
export async function newSellerPage(e2e: E2E, viewport?: { width: number; height: number }): Promise<Page> {
  const { context, page } = await e2e.newPage(viewport);
  const dist = pinnedWebDir();
  if (dist) {
    await context.route(
      (url) => url.port === String(e2e.sellerPort),
      async (route) => {
        const request = route.request();
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/')) {
          const file = join(dist, pathname);
          return fs.existsSync(file) ? route.fulfill({ path: file }) : route.continue();
        }
        const isPage = request.resourceType() === 'document' && request.method() === 'GET';
        if (isPage && !/^\/(api|open|dev|uploads)\//.test(pathname)) {
          return route.fulfill({ path: join(dist, 'seller.html'), contentType: 'text/html; charset=utf-8' });
        }
        return route.continue();
      },
    );
  }
  return page;
}

/** Signs a consigner in on /login and waits for the Products screen. */
export async function signInSeller(
  e2e: E2E,
  handle: string,
  email: string,
  viewport?: { width: number; height: number },
) {
  const page = await newSellerPage(e2e, viewport);
  await page.goto(e2e.url('seller', handle, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
  return page;
}

/** Opens a seller screen and waits for its heading (screens are lazy-loaded). */
export async function openSellerScreen(
  e2e: E2E,
  page: Page,
  handle: string,
  path: string,
  heading: string | RegExp,
) {
  await page.goto(e2e.url('seller', handle, path));
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}
