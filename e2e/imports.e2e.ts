import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, jobs } from '../apps/server/src/db/schema';
import { makeProduct } from '../apps/server/test/catalogue-factories';
import { makeConsigner, makeStore } from '../apps/server/test/factories';
import { expectAccessible } from './accessibility';
import { type E2E, screenshot, startE2E } from './harness';
import { choose, openAsOwner, pageWidth } from './staff-helpers';

let e2e: E2E;
let shop: Awaited<ReturnType<typeof makeStore>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-e2e-imports-'));

beforeAll(async () => {
  e2e = await startE2E({ DATA_DIR: dataDir });
  shop = await makeStore(e2e.ctx);
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SIZES = ['7', '8', '9', '10', '11', '12'];

/** 200 rows as an old system exports them: row 51 names a product the catalogue lacks, row 121 a wild price. */
async function itemsCsv() {
  const product = await makeProduct(e2e.ctx, shop.store, { title: 'Dunk Low Panda', sku: 'DD1391-100' });
  const seller = await makeConsigner(e2e.ctx, shop.store);
  const lines = ['Consignor Email,SKU,Title,Size,Price,Location,Item Number'];
  for (let i = 1; i <= 200; i++) {
    const sku = i === 50 ? '' : product.sku;
    const title = i === 50 ? 'Mystery Runner' : product.title;
    const price = i === 120 ? '2000000' : String(100 + i);
    lines.push(`${seller.email},${sku},${title},${SIZES[i % SIZES.length]},${price},Main Store,OLD-${i}`);
  }
  return lines.join('\n');
}

describe('CSV import of items', () => {
  it('imports a 200-row file: the dry run shows two bad rows, one is fixed there, the rest is imported', async () => {
    const csv = await itemsCsv();
    const page = await openAsOwner(e2e, shop, '/import/items', 'Import items');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'old-system.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('First rows of old-system.csv').waitFor();
    await page.getByTestId('check-rows').click();
    const dryRun = page.getByTestId('dry-run');
    await dryRun.waitFor();
    await expect.poll(() => dryRun.getByTestId('problem-count').innerText()).toContain('2');
    await dryRun
      .getByText('Unknown product: choose a template to create it, or fix the SKU or title')
      .waitFor();
    await dryRun.getByText('Price must be more than 0 and at most 1,000,000').waitFor();
    await dryRun.getByText('1 product is not in your catalogue: Mystery Runner').waitFor();
    // The check ran as a background job whose progress counted every row of the file.
    const [check] = await e2e.ctx.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.storeId, shop.store.id), eq(jobs.name, 'imports.check')));
    expect(check).toMatchObject({ status: 'done', progress: 200, progressTotal: 200 });

    // The fix: create the unknown product from the store's template; the check runs again.
    await choose(page, 'new-product-template', 'Sneakers');
    // The check runs again as a job: its answer replaces the last one when the job is done.
    await expect
      .poll(() => dryRun.getByTestId('problem-count').innerText(), { timeout: 60_000 })
      .toContain('1');
    await expect
      .poll(() => dryRun.getByTestId('ready-count').innerText(), { timeout: 60_000 })
      .toContain('199');
    await screenshot(page, 'import-items-dry-run');

    await page.getByText('Row by row: import the good rows').click();
    await page.getByTestId('start-import').click();
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 60_000 });
    await result.getByText('199 items imported, 1 row could not be imported').waitFor();
    const items = await e2e.ctx.deps.db
      .select()
      .from(inventories)
      .where(eq(inventories.storeId, shop.store.id));
    expect(items).toHaveLength(199);
    expect(items.some((i) => i.code === 'OLD-50')).toBe(true);

    await result.getByRole('link', { name: 'See the items' }).click();
    await page.getByRole('heading', { name: 'Find Inventory', level: 1 }).waitFor();
    await page.getByText('1-10 of 199 items').waitFor();
    await page.getByText('OLD-200').waitFor();

    // The screen works on a phone: no sideways scrolling.
    const phone = await openAsOwner(e2e, shop, '/import/items', 'Import items', { width: 375, height: 800 });
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
  });

  it('recognises a ConsignCloud export, maps Color as a colour and names the columns it leaves out', async () => {
    const seller = await makeConsigner(e2e.ctx, shop.store);
    const csv = [
      'SKU,Title,Description,Category,Brand,Color,Size,Account,Inventory Type,Split,Cost Per,Tag Price,Quantity,Status,Location,Created',
      `Q7K2PL,Samba OG,Cloud White,Sneakers,Adidas,White,10,${seller.consigner.id},Consignment,60%,,$110.00,1,active,Main Store,2025-10-02`,
      `Z8M4RT,Samba OG,,Sneakers,Adidas,Black,9,${seller.consigner.id},Consignment,60%,,$95.00,1,active,Main Store,2025-10-03`,
    ].join('\r\n');
    const page = await openAsOwner(e2e, shop, '/import/items', 'Import items');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'consigncloud-items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Looks like a ConsignCloud export').waitFor();
    await page
      .getByTestId('mapping-ignored-columns')
      .getByText('Not imported: Description, Category, Brand, Inventory Type')
      .waitFor();
    const fields = await page.getByTestId('mapping-fields').innerText();
    expect(fields).toMatch(/Colour\s+Color\b/);
    expect(fields).toMatch(/Condition\s+Not imported/);
    await page.getByTestId('check-rows').click();
    const dryRun = page.getByTestId('dry-run');
    await dryRun
      .getByTestId('ignored-columns')
      .getByText(/Description, Category, Brand, Inventory Type/)
      .waitFor();
    await choose(page, 'new-product-template', 'Sneakers');
    await expect
      .poll(() => dryRun.getByTestId('ready-count').innerText(), { timeout: 60_000 })
      .toContain('2');
    await expectAccessible(page);
  });
});
