import type { Locator, Page } from 'playwright-core';
import { PASSWORD } from '../apps/server/test/factories';

/** Whether the keyboard focus is on `target` or inside it. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focus is on or inside `target`, as a keyboard user walks to a
 * control; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false } = {},
): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let press = 0; press < max; press++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab never reached the target; the focus is on ${at}`);
}

/** Signs in on the open /login screen with the keyboard only: the fields by Tab, the form by Enter. */
export async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByTestId('header-logout').waitFor();
}

/** Picks `label` in the searchable antd Select that has the focus: types it and presses Enter. */
export async function pickByTyping(page: Page, select: Locator, label: string): Promise<void> {
  await page.keyboard.type(label);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: label })
    .waitFor();
  await page.keyboard.press('Enter');
  await select.filter({ hasText: label }).waitFor();
}
