import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShop } from '../apps/server/test/inventory-factories';
import { type E2E, screenshot, startE2E } from './harness';
import { openAsOwner, pageWidth, popconfirmButton } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('Settings → Export', () => {
  it('the owner downloads the data as spreadsheets, then makes the move archive with a passphrase', async () => {
    const shop = await makeShop(e2e.ctx);
    await shop.item({ price: 12000 });
    const page = await openAsOwner(e2e, shop, '/settings', 'Settings');
    const card = page.getByTestId('settings-export');
    await card.scrollIntoViewIfNeeded();
    await expect(
      card.getByRole('button', { name: 'Download my data (spreadsheets)' }).isVisible(),
    ).resolves.toBe(true);
    await expect(card.getByText('Keep the file like a backup.').isVisible()).resolves.toBe(true);

    await page.getByTestId('start-data-export').click();
    await popconfirmButton(page, 'Export').click();
    // The test server's job worker is live: the export runs on its own.
    await page
      .locator('[data-testid="data-export-progress"][data-status="done"]')
      .waitFor({ timeout: 30_000 });
    const [data] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('data-export-download').click(),
    ]);
    expect(data.suggestedFilename()).toMatch(new RegExp(`^${shop.handle}-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`));

    await page.getByTestId('start-export').click();
    const dialog = page.getByRole('dialog', { name: 'Move this store (backup archive)' });
    // The dialog opens with an animation: wait for its text instead of asking at once (a CI run asked too early).
    await dialog.getByText('Keep this file like a backup').waitFor();
    await page.getByTestId('move-archive-passphrase').fill('short');
    await page.getByTestId('move-archive-submit').click();
    await dialog.getByText('The passphrase must be at least 12 characters.').waitFor();
    await dialog.getByText('Confirm that you will keep the archive like a backup.').waitFor();
    await page.getByTestId('move-archive-passphrase').fill('plum orchard 47 lanterns');
    await page.getByTestId('move-archive-passphrase-again').fill('plum orchard 47 lanterns');
    await page.getByTestId('move-archive-keep').check();
    await page.getByTestId('move-archive-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="export-progress"][data-status="done"]').waitFor({ timeout: 30_000 });
    await screenshot(card, 'settings-export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${shop.handle}-move-archive-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('fits a 390 px phone: both exports and the passphrase dialog', async () => {
    const shop = await makeShop(e2e.ctx);
    const page = await openAsOwner(e2e, shop, '/settings', 'Settings', { width: 390, height: 844 });
    const card = page.getByTestId('settings-export');
    await card.scrollIntoViewIfNeeded();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const out = process.env.EXPORT_SCREENSHOT_DIR ?? os.tmpdir();
    await card.screenshot({ path: path.join(out, 'settings-export-390.png') });
    await page.getByTestId('start-export').click();
    await page.getByTestId('move-archive-passphrase').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(out, 'settings-export-dialog-390.png') });
  });
});
