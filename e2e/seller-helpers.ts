import type { Page } from 'playwright-core';
import { PASSWORD } from '../apps/server/test/factories';
import type { E2E } from './harness';

/** A page of the seller app. */
export async function newSellerPage(e2e: E2E, viewport?: { width: number; height: number }): Promise<Page> {
  return (await e2e.newPage(viewport)).page;
}

/** Signs a consigner in on /login and waits for the Products screen. */
export async function signInSeller(
  e2e: E2E,
  handle: string,
  email: string,
  viewport?: { width: number; height: number },
) {
  const page = await newSellerPage(e2e, viewport);
  await submitSellerLogin(e2e, page, handle, email);
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
  return page;
}

/** Fills in and sends the seller app's /login form; where it goes next is the caller's to wait for. */
export async function submitSellerLogin(e2e: E2E, page: Page, handle: string, email: string) {
  await page.goto(e2e.url('seller', handle, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
