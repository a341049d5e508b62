import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { loadEnv } from '../../config/env';

/** Issue 13, items 1–4: the default set-up cannot be taken over. */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;
beforeAll(async () => {
  ctx = await createTestApp({ JWT_SECRET: '' });
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

const inject = (options: {
  url: string;
  method?: 'GET' | 'POST';
  from: string;
  body?: object;
  headers?: Record<string, string>;
}) =>
  ctx.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    remoteAddress: options.from,
    headers: { 'x-store-handle': shop.handle, ...options.headers },
    ...(options.body ? { payload: options.body } : {}),
  });
const signIn = (from: string, password: string, headers: Record<string, string> = {}) =>
  inject({
    method: 'POST',
    url: '/open/auth/login',
    from,
    body: { email: shop.ownerEmail, password },
    headers,
  });

describe('session keys', () => {
  it('makes a random key on first start, keeps it 0600 in the data directory, and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-secret-'));
    const first = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const again = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const other = loadEnv({ NODE_ENV: 'development', DATA_DIR: fs.mkdtempSync(`${dataDir}-b`) });
    expect(first.jwtSecret).toBe(again.jwtSecret);
    expect(first.jwtSecret).not.toBe(other.jwtSecret);
    expect(first.jwtSecret).not.toContain(dataDir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
  });

  it("refuses a token signed with the old path-derived key for the owner's real login", async () => {
    const { sub, sid } = decodeJwt(shop.ownerToken) as { sub: string; sid: number };
    expect(
      (await inject({ url: '/api/me', from: '127.0.0.1', headers: auth(shop.ownerToken) })).statusCode,
    ).toBe(200);
    const derived = `dev-only-secret-${ctx.deps.env.dataDir}`.padEnd(32, '.');
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(derived));
    expect((await inject({ url: '/api/me', from: '127.0.0.1', headers: auth(forged) })).statusCode).toBe(401);
  });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('dev mailbox', () => {
  it('answers the machine itself only, whatever X-Forwarded-For says', async () => {
    expect((await inject({ url: '/dev/mailbox.json', from: '127.0.0.1' })).statusCode).toBe(200);
    expect((await inject({ url: '/dev/mailbox', from: '::1' })).statusCode).toBe(200);
    for (const url of ['/dev/mailbox.json', '/dev/mailbox', '/dev/mailbox.json?to=x']) {
      const res = await inject({ url, from: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('@');
    }
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('sign-in throttling', () => {
  it('keys the per-address limit on the socket address: a changing X-Forwarded-For does not reset it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await inject({
        method: 'POST',
        url: '/open/auth/login',
        from: '198.51.100.7',
        body: { email: `nobody-${i}@example.test`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it('slows one address guessing with growing delays and a Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn('198.51.100.20', 'wrong-password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await signIn('198.51.100.20', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^Too many sign-in attempts\. Please wait 1 minute and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from a known address while strangers hammer the account from many others', async () => {
    expect((await signIn('192.0.2.200', PASSWORD)).statusCode).toBe(200);
    const attacker: number[] = [];
    for (let i = 0; i < 60; i++) attacker.push((await signIn(`203.0.113.${i}`, 'guess-guess')).statusCode);
    expect(attacker.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(attacker.filter((s) => s === 401).length).toBeLessThanOrEqual(50);
    expect((await signIn('203.0.113.250', PASSWORD)).statusCode).toBe(429);
    const owner = await signIn('192.0.2.200', PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toBeTruthy();
  });
});

describe('security headers (issue 13.5)', () => {
  it('sends CSP, frame, sniffing and referrer headers; HSTS only over https; HEAD answers like GET', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-dist-'));
    for (const page of ['staff', 'seller', 'platform']) {
      fs.writeFileSync(path.join(dist, `${page}.html`), `<!doctype html><title>${page}</title>`);
    }
    const https = await createTestApp({ PUBLIC_PROTOCOL: 'https', WEB_DIST: dist });
    try {
      const get = await https.app.inject({ url: '/login' });
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(get.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(get.headers['x-content-type-options']).toBe('nosniff');
      expect(get.headers['x-frame-options']).toBe('DENY');
      expect(get.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(get.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const head = await https.app.inject({ method: 'HEAD', url: '/login' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    } finally {
      await https.close();
    }
    const plain = await inject({ url: '/healthz', from: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBeDefined();
    const docs = await inject({ url: '/api/docs/json', from: '127.0.0.1' });
    expect(docs.statusCode).toBe(200);
  });
});

describe('sign-up takes only what the form sends (issue 28 item 8)', () => {
  it.each([
    ['role', { role: 'Owner' }],
    ['storeId', { storeId: 1 }],
    ['a key inside the profile', { profile: { firstName: 'A', lastName: 'B', isStoreAccount: true } }],
  ])('refuses an unknown key (%s) with a 400 in words and creates no login', async (_label, extra) => {
    const email = `extra-${Math.random().toString(36).slice(2)}@x.test`;
    const res = await inject({
      method: 'POST',
      url: '/open/auth/signup',
      from: '203.0.113.77',
      body: { email, password: 'correct-horse-2', ...extra },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).toMatch(/[a-z]{3,}/i);
    const login = await inject({
      method: 'POST',
      url: '/open/auth/login',
      from: '203.0.113.78',
      body: { email, password: 'correct-horse-2' },
    });
    expect(login.statusCode).toBe(401);
  });
});
