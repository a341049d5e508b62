import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, linkToken, makeConsigner, makeStore, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

const SELLER = { 'x-backroom-app': 'seller' };

interface Cookie {
  name: string;
  value: string;
  attributes: string[];
}

/** The refresh cookie a response set (the last one), with its attributes as sent. */
function refreshCookie(headers: Record<string, unknown>): Cookie | null {
  const raw = headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
  const line = all.filter((c) => c.startsWith('backroom_refresh_')).at(-1);
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((p) => p.trim());
  const [name, value] = pair!.split('=') as [string, string];
  return { name, value, attributes };
}

async function signIn(
  ctxOf: TestContext,
  handle: string,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const res = await call<Record<string, unknown>>(ctxOf, {
    method: 'POST',
    url: '/open/auth/login',
    body: { email, password: PASSWORD, ...extra },
    handle,
    headers: SELLER,
  });
  expect(res.status).toBe(200);
  const cookie = refreshCookie(res.headers);
  expect(cookie).not.toBeNull();
  return { token: res.body.data.token as string, cookie: cookie!, body: res.body.data };
}

const refreshWith = (cookie: Cookie | null, headers: Record<string, string> = SELLER) =>
  call<Record<string, unknown>>(ctx, {
    method: 'POST',
    url: '/open/auth/refresh',
    handle: shop.handle,
    headers: { ...headers, ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}) },
  });

const me = (token: string) => call(ctx, { url: '/api/me', token, handle: shop.handle });

describe('the refresh token lives only in an httpOnly cookie', () => {
  it('sets HttpOnly, SameSite=Strict, Path=/open/auth/refresh, not Secure over plain http', async () => {
    const { cookie, body } = await signIn(ctx, shop.handle, shop.ownerEmail);
    expect(cookie.name).toBe(`backroom_refresh_seller_${shop.store.id}`);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));
    expect(cookie.attributes).toContain('Path=/open/auth/refresh');
    expect(cookie.attributes).not.toContain('Secure');
    // Without Remember Me it is a browser-session cookie; with it, 30 days.
    expect(cookie.attributes.some((a) => a.startsWith('Max-Age') || a.startsWith('Expires'))).toBe(false);
    const remembered = await signIn(ctx, shop.handle, shop.ownerEmail, { remember: true });
    expect(remembered.cookie.attributes).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(Object.keys(body)).not.toContain('refreshToken');
  });

  it('never puts the refresh token into a JSON body (sign-up, sign-in, refresh)', async () => {
    const signup = await call(ctx, {
      method: 'POST',
      url: '/open/auth/signup',
      body: { email: 'body-check@x.test', password: 'longenough1' },
      handle: shop.handle,
      headers: SELLER,
    });
    const login = await signIn(ctx, shop.handle, shop.ownerEmail);
    const refreshed = await refreshWith(login.cookie);
    expect(signup.body).toMatchObject({ error: null });
    for (const res of [signup, refreshed]) {
      const cookie = refreshCookie(res.headers)!;
      expect(cookie.value.length).toBeGreaterThan(20);
      expect(JSON.stringify(res.body)).not.toContain(cookie.value);
      expect(JSON.stringify(res.body)).not.toContain('refreshToken');
    }
    expect(JSON.stringify(login.body)).not.toContain(login.cookie.value);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy only', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const store = await makeStore(proxied);
      const viaProxy = await call(proxied, {
        method: 'POST',
        url: '/open/auth/login',
        body: { email: store.ownerEmail, password: PASSWORD },
        handle: store.handle,
        headers: { ...SELLER, 'x-forwarded-proto': 'https' },
      });
      expect(refreshCookie(viaProxy.headers)!.attributes).toContain('Secure');
      const plain = await call(proxied, {
        method: 'POST',
        url: '/open/auth/login',
        body: { email: store.ownerEmail, password: PASSWORD },
        handle: store.handle,
        headers: SELLER,
      });
      expect(refreshCookie(plain.headers)!.attributes).not.toContain('Secure');
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a forwarded header proves nothing.
    const forged = await call(ctx, {
      method: 'POST',
      url: '/open/auth/login',
      body: { email: shop.ownerEmail, password: PASSWORD },
      handle: shop.handle,
      headers: { ...SELLER, 'x-forwarded-proto': 'https' },
    });
    expect(refreshCookie(forged.headers)!.attributes).not.toContain('Secure');
  });

  it('refreshes from the cookie alone and rotates it: the old cookie works once', async () => {
    const { cookie } = await signIn(ctx, shop.handle, shop.ownerEmail);
    const first = await refreshWith(cookie);
    expect(first.body.error).toBe(null);
    expect(first.status).toBe(200);
    expect((await me(first.body.data.token as string)).status).toBe(200);
    const next = refreshCookie(first.headers)!;
    expect(next.value).not.toBe(cookie.value);
    expect(next.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));
    expect((await refreshWith(cookie)).status).toBe(401);
    expect((await refreshWith(next)).status).toBe(200);
    expect((await refreshWith(null)).status).toBe(401);
  });

  it('refuses a cookie refresh that does not come from the app’s own pages (CSRF)', async () => {
    const { cookie } = await signIn(ctx, shop.handle, shop.ownerEmail);
    const noAppHeader = await refreshWith(cookie, {});
    expect(noAppHeader.status).toBe(403);
    const otherSite = await refreshWith(cookie, { ...SELLER, origin: 'https://evil.example' });
    expect(otherSite.status).toBe(403);
    // Neither spent the token: the app's own call still works.
    const own = await refreshWith(cookie, { ...SELLER, origin: 'http://localhost' });
    expect(own.status).toBe(200);
  });

  it('keeps the staff and seller apps’ sessions apart (one cookie each)', async () => {
    const staff = await call(ctx, {
      method: 'POST',
      url: '/open/auth/login',
      body: { email: shop.ownerEmail, password: PASSWORD },
      handle: shop.handle,
      headers: { 'x-backroom-app': 'staff' },
    });
    expect(refreshCookie(staff.headers)!.name).toBe(`backroom_refresh_staff_${shop.store.id}`);
  });
});

describe('sign-out and password reset end every session of the login', () => {
  it('sign-out on one device refuses every device’s refresh and access tokens with 401', async () => {
    const { email } = await makeConsigner(ctx, shop.store);
    const phone = await signIn(ctx, shop.handle, email);
    const laptop = await signIn(ctx, shop.handle, email, { remember: true });
    expect((await me(laptop.token)).status).toBe(200);

    const out = await call(ctx, {
      method: 'POST',
      url: '/open/auth/logout',
      handle: shop.handle,
      token: phone.token,
      headers: SELLER,
    });
    expect(out.status).toBe(200);
    // The answer also clears this device's cookie.
    expect(refreshCookie(out.headers)!.value).toBe('');

    for (const device of [phone, laptop]) {
      expect((await me(device.token)).status).toBe(401);
      expect((await refreshWith(device.cookie)).status).toBe(401);
    }
    // Signing in again starts a new session.
    const again = await signIn(ctx, shop.handle, email);
    expect((await me(again.token)).status).toBe(200);
    expect((await refreshWith(again.cookie)).status).toBe(200);
  });

  it('a password reset refuses every earlier refresh and access token with 401', async () => {
    const { email } = await makeConsigner(ctx, shop.store);
    const phone = await signIn(ctx, shop.handle, email);
    const laptop = await signIn(ctx, shop.handle, email);
    await call(ctx, { method: 'POST', url: '/open/auth/forgot', body: { email }, handle: shop.handle });
    const token = await linkToken(ctx, email, '/reset');
    const reset = await call(ctx, {
      method: 'POST',
      url: '/open/auth/reset',
      body: { token, password: 'brand-new-pass' },
      handle: shop.handle,
    });
    expect(reset.status).toBe(200);
    for (const device of [phone, laptop]) {
      expect((await me(device.token)).status).toBe(401);
      expect((await refreshWith(device.cookie)).status).toBe(401);
    }
  });

  it('a sign-out racing a refresh on another device leaves no session alive', async () => {
    const { email } = await makeConsigner(ctx, shop.store);
    const phone = await signIn(ctx, shop.handle, email);
    const laptop = await signIn(ctx, shop.handle, email);
    const [refreshed] = await Promise.all([
      refreshWith(laptop.cookie),
      call(ctx, { method: 'POST', url: '/open/auth/logout', handle: shop.handle, token: phone.token }),
    ]);
    if (refreshed.status === 200) {
      expect((await me(refreshed.body.data.token as string)).status).toBe(401);
      expect((await refreshWith(refreshCookie(refreshed.headers))).status).toBe(401);
    } else expect(refreshed.status).toBe(401);
  });
});
