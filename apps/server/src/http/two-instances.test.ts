import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, linkToken, uniqueHandle } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { type BuiltApp, buildApp } from '../app';

/** The servers keep no state of their own: a second instance on the same database serves the same users. */
let ctx: TestContext;
let second: BuiltApp;
beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp({ db: ctx.database.db, env: ctx.deps.env, logger: false });
});
afterAll(async () => {
  await second.app.close();
  await ctx.close();
});

describe('two server instances on one database', () => {
  it('a store created on one instance signs in on the other, and a refresh token works across them', async () => {
    const handle = uniqueHandle();
    await call(ctx, {
      method: 'POST',
      url: '/open/stores',
      body: { name: 'Twin', email: 'twin@x.test', handle },
    });
    const token = await linkToken(ctx, 'twin@x.test', '/reset');
    const other = { ...ctx, app: second.app } as TestContext;
    const reset = await call(other, {
      method: 'POST',
      url: '/open/auth/reset',
      handle,
      body: { token, password: 'twin-pass-12' },
    });
    expect(reset.status).toBe(200);
    const login = await call<{ token: string }>(ctx, {
      method: 'POST',
      url: '/open/auth/login',
      handle,
      body: { email: 'twin@x.test', password: 'twin-pass-12' },
    });
    expect((await call(other, { url: '/api/me', handle, token: login.body.data.token })).status).toBe(200);
    // The browser's cookie, as the other instance receives it.
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const refreshed = await call(other, {
      method: 'POST',
      url: '/open/auth/refresh',
      handle,
      headers: { cookie, 'x-backroom-app': 'seller' },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (
        await call(ctx, {
          method: 'POST',
          url: '/open/auth/refresh',
          handle,
          headers: { cookie, 'x-backroom-app': 'seller' },
        })
      ).status,
    ).toBe(401);
  });
});
