import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../apps/server/test/factories';
import { type E2E, screenshot, startE2E } from './harness';
import { openAsOwner, pageWidth, toast, toastGone } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A call of the store's own tool with the key, over real HTTP. */
async function withKey(handle: string, secret: string) {
  const res = await fetch(`http://127.0.0.1:${e2e.sellerPort}/api/locations`, {
    headers: { authorization: `Bearer ${secret}`, 'x-store-handle': handle },
  });
  return { status: res.status, body: (await res.json()) as { error: string | null } };
}

describe('Settings → API keys', () => {
  it('the owner creates a key, sees it once, a tool uses it, and the owner revokes it', async () => {
    const shop = await makeStore(e2e.ctx);
    const page = await openAsOwner(e2e, shop, '/apiKeys', 'API keys');
    expect(await page.getByTestId('api-keys-table').innerText()).toContain('No API keys yet');

    await page.getByTestId('create-api-key').click();
    await page.getByTestId('api-key-submit').click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Choose at least one scope').waitFor();
    await page.getByTestId('api-key-name').fill('Accounting sync');
    await page.getByTestId('api-key-scope-inventory:read').click();
    await page.getByTestId('api-key-scope-orders:read').click();
    await page.getByTestId('api-key-submit').click();

    const secret = (await page.getByTestId('api-key-secret').innerText()).trim();
    expect(secret).toMatch(/^bk_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    const shown = page.getByRole('dialog', { name: 'API key “Accounting sync” created' });
    expect(await shown.innerText()).toContain('It will not be shown again');
    await page.getByRole('dialog', { name: 'Create API key' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await screenshot(page, 'api-key-created');
    await page.getByTestId('api-key-done').click();
    await page.getByTestId('api-key-secret').waitFor({ state: 'detached' });

    const table = page.getByTestId('api-keys-table');
    await expect.poll(() => table.innerText()).toContain('Accounting sync');
    expect(await table.innerText()).toContain('inventory:read');
    expect(await table.innerText()).toContain('Never');
    expect(await page.content()).not.toContain(secret);

    expect((await withKey(shop.handle, secret)).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await expect.poll(() => table.innerText()).not.toContain('Never');
    expect(await page.content()).not.toContain(secret);

    const id = secret.slice('bk_live_'.length, 'bk_live_'.length + 16);
    await page.getByTestId(`revoke-api-key-${id}`).click();
    await page.getByTestId('confirm-revoke-api-key').click();
    await toast(page, 'API key revoked');
    await expect.poll(() => table.innerText()).toContain('Revoked');
    const refused = await withKey(shop.handle, secret);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('This API key is not valid or has been revoked.');
    await toastGone(page).catch(() => undefined);
    await screenshot(page, 'api-keys');
  });

  it('fits a phone', async () => {
    const shop = await makeStore(e2e.ctx);
    const page = await openAsOwner(e2e, shop, '/apiKeys', 'API keys', { width: 390, height: 844 });
    await page.getByTestId('create-api-key').click();
    await page.getByTestId('api-key-name').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
