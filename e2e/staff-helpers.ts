import os from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { PASSWORD } from '../apps/server/test/factories';
import type { E2E } from './harness';
import { waitForToast } from './toasts';

/** A 48 × 48 orange PNG: a product photo small enough to live in the test. */
export const PRODUCT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRYw+3OQQ0AAAgEoItjHPsHMIctnA82ApDpeiVCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQncW5xxOtQYK/tsAAAAASUVORK5CYII=',
  'base64',
);

/** A 120 × 40 blue-and-gold PNG: a store logo. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAMAAAACNM4XAAAABlBMVEX1sEEfOpOIgv7jAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAMklEQVRYw+3XMQ0AAAgEsce/aRSwkTDQM9D5UkcFDAavwxkCg8FgMBgMBoPBTgIMfgA3u/0QgXOp4qYAAAAASUVORK5CYII=',
  'base64',
);

export const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/** A page of the staff app. */
export async function newStaffPage(e2e: E2E, viewport?: { width: number; height: number }): Promise<Page> {
  return (await e2e.newPage(viewport)).page;
}

export interface Shop {
  handle: string;
  ownerEmail: string;
}

/**
 * Opens a staff screen as the owner the way a bookmark does: the deep link sends them to /login, they sign in and
 * land on the screen they asked for, whose heading is waited for (screens are lazy-loaded: filling a form before
 * its heading shows may fill the previous screen's field). One page load: each costs Chromium about 1.5 s of CPU.
 */
export async function openAsOwner(
  e2e: E2E,
  shop: Shop,
  path: string,
  heading: string | RegExp,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await newStaffPage(e2e, viewport);
  // A failing test leaves a picture of where it stopped (outside the repository).
  onTestFailed(async ({ task }) => {
    const file = join(
      os.tmpdir(),
      `e2e-failed-${task.name.replace(/\W+/g, '-').slice(0, 80)}-${viewport?.width ?? 1280}.png`,
    );
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`screenshot of the failed test: ${file}`);
  });
  await page.goto(e2e.url('staff', shop.handle, path));
  await page.getByLabel('Email').fill(shop.ownerEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('current-user').waitFor();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

/**
 * A toast reading exactly `text` has shown: on screen now, or come and gone while a loaded machine kept the test
 * from looking (the page logs its toasts: e2e/toasts.ts). Each toast counts for one call.
 */
export async function toast(page: Page, text: string, timeout?: number): Promise<void> {
  await waitForToast(page, text, timeout);
}

/**
 * Does `action` and checks that a toast reading exactly `text` appeared after it. The page watches for it from
 * before the action, so a toast that came and went (3 s) before a loaded machine let the test look still counts.
 */
export async function toastAfter(
  page: Page,
  text: string,
  action: () => Promise<void>,
  timeout = 15_000,
): Promise<void> {
  // Wrapped in an object: evaluateHandle would otherwise wait for the promise itself, before the action.
  const watch = await page.evaluateHandle((wanted) => {
    const seen = () =>
      [...document.querySelectorAll('.ant-message-notice')].some((n) => n.textContent?.trim() === wanted);
    return {
      appeared: new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    };
  }, text);
  await action();
  const shown = await Promise.race([
    watch.evaluate((w) => w.appeared).catch(() => false),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), timeout)),
  ]);
  expect(shown, `the toast "${text}"`).toBe(true);
}

/**
 * Opens the antd Select carrying `testId`, clicks the option that reads `label` in that Select's own dropdown
 * (found through its listbox id: another Select's dropdown may still be closing on a loaded machine), and checks
 * the Select shows it, trying again if the choice did not take.
 */
export async function choose(page: Page, testId: string, label: string | RegExp): Promise<void> {
  const select = page.getByTestId(testId);
  const shows = (text: string) =>
    typeof label === 'string' ? text.includes(label) : label.test(text.trim());
  for (let attempt = 1; ; attempt++) {
    await select.click();
    const input = select.locator('input[aria-controls]').first();
    await input.waitFor({ state: 'attached', timeout: 5_000 }).catch(() => undefined);
    const listId = await input.getAttribute('aria-controls', { timeout: 1_000 }).catch(() => null);
    const dropdown = listId
      ? page.locator(`.ant-select-dropdown:has([id="${listId}"])`)
      : page.locator('.ant-select-dropdown:visible').last();
    // The options may still be loading (or the Select still disabled while they load) on a busy machine: close
    // and open again rather than waiting on a dropdown that never got them.
    const picked = await dropdown
      .locator('.ant-select-item-option')
      .filter({ hasText: label })
      .first()
      .click({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!picked) {
      if (attempt === 6) throw new Error(`${testId} never offered ${label}`);
      await page.keyboard.press('Escape');
      continue;
    }
    let shown = '';
    for (let check = 0; check < 10; check++) {
      shown = await select.innerText();
      if (shows(shown)) return;
      await page.waitForTimeout(100);
    }
    if (attempt >= 3) throw new Error(`${testId} shows "${shown}" after choosing ${label}`);
  }
}

/** The visible Popconfirm's button named `name` (for confirms without a test id). */
export function popconfirmButton(page: Page, name: string) {
  return page.locator('.ant-popconfirm:visible').getByRole('button', { name, exact: true });
}

/** The page does not scroll sideways at its viewport width. */
export async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * Waits until the field message `text` has gone. A message collapsing under a field moves the buttons below it:
 * a click sent while it collapses can land where the button was, so tests wait for it as a user would.
 */
export async function messageGone(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor({ state: 'detached' });
}

/** Waits until no toast is on screen (before a screenshot). */
export async function toastGone(page: Page): Promise<void> {
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * Clicks `button` until `prompt` (the confirmation or dialog it closes) is gone: on a loaded machine a click sent
 * while a popover or dialog was still zooming in was lost, and the prompt stayed open.
 */
export async function confirmUntilGone(button: Locator, prompt: Locator): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (!(await prompt.isVisible())) return;
    await button.click();
    const gone = await prompt
      .waitFor({ state: 'hidden', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (gone) return;
  }
  throw new Error('The confirmation did not close');
}
