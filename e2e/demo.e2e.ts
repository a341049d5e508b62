/**
 * The demo store as a new user finds it after `npm start`: the owner's dashboard and shop report show a year of
 * trade (issue 21). The history job runs on the test server's worker, as it does on `npm start`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoStore } from '../apps/server/src/seed/demo';
import { DEMO_HISTORY_JOB } from '../apps/server/src/seed/demo-history';
import { type E2E, screenshot, startE2E } from './harness';
import { newStaffPage } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await seedDemoStore(e2e.ctx.deps.db, e2e.ctx.deps.env);
  // The history job runs on the server's worker, as after `npm start`.
  for (let waited = 0; ; waited += 500) {
    const done = await e2e.ctx.deps.db.execute(
      sql`select 1 from jobs where name = ${DEMO_HISTORY_JOB} and status = 'done'`,
    );
    if (done.rows.length > 0) break;
    if (waited > 150_000) throw new Error('the demo history job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('demo store', () => {
  it('opens on a dashboard and a shop report with a year of sales behind them', async () => {
    const page = await newStaffPage(e2e, { width: 1440, height: 900 });
    await page.goto(e2e.url('staff', DEMO.handle, '/login'));
    await page.getByLabel('Email').fill(DEMO.owner);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('current-user').waitFor();

    await page.goto(e2e.url('staff', DEMO.handle, '/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const value = (tile: string) => page.getByTestId(`tile-${tile}-value`);
    await expect.poll(() => value('revenue').textContent()).toMatch(/^\$\d+(\.\d)?K$/);
    // Growth against a previous period that had sales too: a percentage, not the "+1.8K%" of an empty one.
    const growth = await page.getByTestId('tile-revenue-growth').textContent();
    expect(growth?.trim()).toMatch(/^[+-]?\d+(\.\d+)?%$/);
    const sales = page.getByTestId('chart-Daily sales and profit');
    await sales.locator('.chart-line').first().waitFor();
    await page.getByTestId('chart-New listings per day').locator('.chart-bar').first().waitFor();
    await screenshot(page, 'demo-dashboard');

    await page.goto(e2e.url('staff', DEMO.handle, '/reports'));
    await page.getByText('Shop report', { exact: true }).first().waitFor();
    for (const bucket of ['0-30 days', '31-60 days', '61-90 days', '91-180 days', 'Over 180 days']) {
      await page.getByText(bucket, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'demo-shop-report');
  });
});
