import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeStore } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';

/** X-Forwarded-Host names the store only when it comes from a proxy that TRUST_PROXY names. */
let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  await proxied?.close();
});

const shopOf = (app: TestContext, headers: Record<string, string>) =>
  call<{ store: { handle: string } }>(app, { url: '/open/shop/products', headers });

describe('the store a request is for', () => {
  it('comes from the Host header, and from X-Forwarded-Host only through a trusted proxy', async () => {
    const { handle } = await makeStore(ctx);
    const byHost = await shopOf(ctx, { host: `${handle}.localhost:3000` });
    expect(byHost.status).toBe(200);
    expect(byHost.body.data.store.handle).toBe(handle);

    const forged = await shopOf(ctx, { host: 'localhost:3000', 'x-forwarded-host': `${handle}.localhost` });
    expect(forged.status).not.toBe(200);

    const viaProxy = await shopOf(proxied, {
      host: 'localhost:3000',
      'x-forwarded-host': `${handle}.localhost`,
    });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.body.data.store.handle).toBe(handle);
  });
});
