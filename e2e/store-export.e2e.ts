import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShop } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { openAsOwner, pinWebApps, unpinWebApps } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await pinWebApps();
});
afterAll(async () => {
  await e2e?.close();
  unpinWebApps();
});

describe('Settings → Export all store data', () => {
  it('the owner starts the export, follows it and downloads the zip', async () => {
    const shop = await makeShop(e2e.ctx);
    await shop.item({ price: 12000 });
    const page = await openAsOwner(e2e, shop, '/settings', 'Settings');
    const card = page.getByTestId('settings-export');
    await card.scrollIntoViewIfNeeded();
    await page.getByTestId('start-export').click();
    // The test server's job worker is live: the export runs on its own.
    await page.locator('[data-testid="export-progress"][data-status="done"]').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${shop.handle}-export-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
