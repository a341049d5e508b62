import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, screenshot, startE2E } from './harness';

/**
 * Issue #20: /api/docs renders the whole OpenAPI document in a browser under its Content-Security-Policy (the
 * harness fails the file on any violation logged in Chromium's console).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('the API reference page', () => {
  it('renders the operations of every area, opens one, and breaks no CSP rule', {
    timeout: 120_000,
  }, async () => {
    const { page } = await e2e.newPage();
    // Issue 32: nothing on the page asks another host for anything (no "Ask AI", no fonts or telemetry).
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http'))
        elsewhere.push(request.url());
    });
    // The reference's one script is large: a loaded 2-core CI machine took over 15 s to reach "load".
    const response = await page.goto(e2e.url('seller', null, '/api/docs'), { timeout: 45_000 });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy'] ?? '').toContain("script-src 'self'");

    // The reference lists every tag in its sidebar; a tag opens to its operations' summaries.
    await page.getByText('Open Group - orders').waitFor({ timeout: 45_000 });
    await page.getByText('Open Group - payouts').waitFor();
    await page.getByText('Open Group - orders').click();
    const listOrders = page.getByText('List orders, a page at a time', { exact: true }).first();
    await listOrders.waitFor();
    await listOrders.click();
    await page.getByRole('heading', { name: 'List orders, a page at a time' }).waitFor({ timeout: 30_000 });
    // The first screen only: the whole reference is a page some 28,000 pixels long.
    await screenshot(page, 'api-docs', { fullPage: false });
    expect(e2e.cspViolations).toEqual([]);
    expect(elsewhere).toEqual([]);
    await expect.poll(() => page.getByRole('button', { name: /ask ai/i }).count()).toBe(0);
  });
});
