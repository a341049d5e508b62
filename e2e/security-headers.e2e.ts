import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShop, type Shop } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { signInSeller } from './seller-helpers';
import { openAsOwner } from './staff-helpers';

/**
 * Issue 13.5: every app works under the Content-Security-Policy with no violation in Chromium's console (the
 * harness fails any browser test file that logged one; this file visits each kind of page on purpose).
 */
let e2e: E2E;
let s: Shop;
beforeAll(async () => {
  e2e = await startE2E();
  s = await makeShop(e2e.ctx);
  await s.item({ status: 'Active', price: 12_000, option1Value: '9' });
});
afterAll(async () => {
  await e2e?.close();
});

describe('pages under the Content-Security-Policy', () => {
  it('loads the platform page, the public shop and catalogue, and both apps with no violation', async () => {
    const { page } = await e2e.newPage();
    const response = await page.goto(e2e.url('platform', null, '/storeSignup'));
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByRole('button').first().waitFor();

    await page.goto(e2e.url('seller', s.handle, '/shop'));
    await page.getByText(s.product.title).first().waitFor();
    await page.goto(e2e.url('seller', null, `/catalogue/${s.handle}`));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').innerText()).not.toBe('');

    const seller = await signInSeller(e2e, s.handle, s.seller.email);
    await seller.getByText(s.product.title).first().waitFor();
    const owner = await openAsOwner(e2e, s, '/dashboard', 'Dashboard');
    await owner.getByTestId('tile-pending-payouts').or(owner.getByText('Pending payouts')).first().waitFor();
    expect(e2e.cspViolations).toEqual([]);
  });
});
