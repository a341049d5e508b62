import { createHash } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_SCOPES, type ApiKeyScope } from '@backroom/domain/api-keys';
import type { ApiKey } from '@backroom/domain/contract/api-keys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { storeScoped } from '../../core/store-scope';
import { employees, users } from '../../db/schema';
import { apiKeys } from '../../db/schema-api-keys';
import { scopeForRoute } from '../../http/api-key-scopes';

const REQUESTS_PER_MINUTE = 20;
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;
let rival: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) });
  shop = await makeStore(ctx);
  rival = await makeStore(ctx);
});
afterAll(() => ctx.close());

async function createKey(scopes: ApiKeyScope[], of = shop, name = 'Accounting sync') {
  const res = await call<{ key: ApiKey; secret: string }>(ctx, {
    method: 'POST',
    url: '/api/apiKeys',
    handle: of.handle,
    token: of.ownerToken,
    body: { name, scopes },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const withKey = (secret: string, url: string, options: { method?: 'GET' | 'POST'; handle?: string } = {}) =>
  call(ctx, { method: options.method ?? 'GET', url, token: secret, handle: options.handle, body: undefined });

async function rowOf(storeId: number, id: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(apiKeys)
    .where(storeScoped(apiKeys, storeId, eq(apiKeys.id, id)));
  return row!;
}

describe('creating a key', () => {
  it('shows the whole key once and stores only a hash of its secret', async () => {
    const { key, secret } = await createKey(['inventory:read']);
    expect(secret).toMatch(API_KEY_PATTERN);
    expect(secret.startsWith(`bk_live_${key.id}_`)).toBe(true);
    expect(key).toMatchObject({ name: 'Accounting sync', scopes: ['inventory:read'], lastUsedAt: null });

    const row = await rowOf(shop.store.id, key.id);
    const secretPart = secret.slice(`bk_live_${key.id}_`.length);
    expect(row.secretHash).toBe(createHash('sha256').update(secretPart).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secretPart);

    const list = await call<{ keys: ApiKey[] }>(ctx, {
      url: '/api/apiKeys',
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect(list.body.data.keys.map((k) => k.id)).toContain(key.id);
    expect(JSON.stringify(list.body)).not.toContain(secretPart);
  });

  it('refuses a key without scopes or with an unknown scope, in words', async () => {
    const base = {
      method: 'POST' as const,
      url: '/api/apiKeys',
      handle: shop.handle,
      token: shop.ownerToken,
    };
    const none = await call(ctx, { ...base, body: { name: 'Empty', scopes: [] } });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/at least one scope/);
    const unknown = await call(ctx, { ...base, body: { name: 'Odd', scopes: ['billing:write'] } });
    expect(unknown.status).toBe(400);
    const nameless = await call(ctx, { ...base, body: { name: '  ', scopes: ['orders:read'] } });
    expect(nameless.body.error).toMatch(/Name is required/);
  });

  it('is the owner’s only: staff with every control and sellers get 403', async () => {
    const staff = await makeEmployee(ctx, shop.store, {
      accessControls: ['Settings', 'Inventory', 'Orders', 'Consigners', 'Products', 'Employees'],
    });
    const seller = await makeConsigner(ctx, shop.store);
    for (const token of [staff.token, seller.token]) {
      const res = await call(ctx, {
        method: 'POST',
        url: '/api/apiKeys',
        handle: shop.handle,
        token,
        body: { name: 'Mine', scopes: ['orders:read'] },
      });
      expect(res.status).toBe(403);
      expect((await call(ctx, { url: '/api/apiKeys', handle: shop.handle, token })).status).toBe(403);
    }
  });
});

describe('a request with a key', () => {
  it('works on a read route of its scope, with or without naming the store', async () => {
    const { secret } = await createKey(['inventory:read']);
    const named = await withKey(secret, '/api/locations', { handle: shop.handle });
    expect(named.status).toBe(200);
    expect((named.body.data as { locations: unknown[] }).locations.length).toBeGreaterThan(0);
    expect((await withKey(secret, '/api/locations')).status).toBe(200);
    // The docs' curl example.
    const page = await withKey(secret, '/api/inventories/paginatedInventories?currentPage=1&pageSize=50', {
      handle: shop.handle,
    });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ rows: [], count: 0 });
  });

  it('is refused with 403 in words where its scopes do not reach', async () => {
    const { secret } = await createKey(['inventory:read']);
    const write = await call(ctx, {
      method: 'POST',
      url: '/api/locations',
      handle: shop.handle,
      token: secret,
      body: { name: 'Back room' },
    });
    expect(write.status).toBe(403);
    expect(write.body.error).toContain('"inventory:write"');
    expect(write.body.error).toContain('Settings → API keys');
    const consigners = await withKey(secret, '/api/consigners', { handle: shop.handle });
    expect(consigners.status).toBe(403);
    expect(consigners.body.error).toContain('"consigners:read"');
  });

  it('never reaches owner-only routes, the seller portal or the signed-in login, whatever its scopes', async () => {
    const { secret } = await createKey([...API_KEY_SCOPES]);
    for (const url of ['/api/apiKeys', '/api/billing', '/api/me', '/api/employees']) {
      const res = await withKey(secret, url, { handle: shop.handle });
      expect(res.status, url).toBe(403);
      expect(res.body.error, url).toMatch(/API keys cannot be used/);
    }
    const mint = await call(ctx, {
      method: 'POST',
      url: '/api/apiKeys',
      handle: shop.handle,
      token: secret,
      body: { name: 'Child', scopes: ['orders:read'] },
    });
    expect(mint.status).toBe(403);
  });

  it('stops working once revoked (401), and the list shows when', async () => {
    const { key, secret } = await createKey(['inventory:read']);
    expect((await withKey(secret, '/api/locations', { handle: shop.handle })).status).toBe(200);
    const revoked = await call<ApiKey>(ctx, {
      method: 'DELETE',
      url: `/api/apiKeys/${key.id}`,
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const after = await withKey(secret, '/api/locations', { handle: shop.handle });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('This API key is not valid or has been revoked.');
  });

  it('goes through the same checks as its owner: a disabled owner’s key is refused', async () => {
    const other = await makeStore(ctx);
    const { secret } = await createKey(['inventory:read'], other);
    expect((await withKey(secret, '/api/locations', { handle: other.handle })).status).toBe(200);
    const [owner] = await ctx.deps.db.select().from(users).where(eq(users.email, other.ownerEmail));
    await ctx.deps.db.update(employees).set({ isActive: false }).where(eq(employees.userId, owner!.id));
    const refused = await withKey(secret, '/api/locations', { handle: other.handle });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your account has been disabled by the store owner.');
  });

  it('is refused with a wrong secret for a real public id', async () => {
    const { key } = await createKey(['inventory:read']);
    const forged = `bk_live_${key.id}_${'A'.repeat(43)}`;
    expect((await withKey(forged, '/api/locations', { handle: shop.handle })).status).toBe(401);
  });
});

describe('stores', () => {
  it('a key of one store never works for another, and owners see and revoke only their own keys', async () => {
    const { key, secret } = await createKey(['inventory:read', 'consigners:read']);
    const res = await withKey(secret, '/api/locations', { handle: rival.handle });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ data: null, error: 'This API key belongs to another store.' });

    const list = await call<{ keys: ApiKey[] }>(ctx, {
      url: '/api/apiKeys',
      handle: rival.handle,
      token: rival.ownerToken,
    });
    expect(list.body.data.keys.map((k) => k.id)).not.toContain(key.id);
    const revoke = await call(ctx, {
      method: 'DELETE',
      url: `/api/apiKeys/${key.id}`,
      handle: rival.handle,
      token: rival.ownerToken,
    });
    expect(revoke.status).toBe(404);
    expect((await rowOf(shop.store.id, key.id)).revokedAt).toBeNull();
    expect((await withKey(secret, '/api/locations', { handle: shop.handle })).status).toBe(200);
  });
});

describe('limits and bookkeeping', () => {
  it('answers 429 with Retry-After once a key is over its requests a minute; other keys go on', async () => {
    const { secret } = await createKey(['inventory:read']);
    const other = await createKey(['inventory:read']);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) {
      expect((await withKey(secret, '/api/locations', { handle: shop.handle })).status).toBe(200);
    }
    const over = await withKey(secret, '/api/locations', { handle: shop.handle });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.error).toMatch(/Too many requests with this API key/);
    expect((await withKey(other.secret, '/api/locations', { handle: shop.handle })).status).toBe(200);
  });

  it('notes when a key was last used, at most once a minute', async () => {
    const { key, secret } = await createKey(['inventory:read']);
    await withKey(secret, '/api/locations', { handle: shop.handle });
    const first = (await rowOf(shop.store.id, key.id)).lastUsedAt;
    expect(first).not.toBeNull();
    await withKey(secret, '/api/locations', { handle: shop.handle });
    expect((await rowOf(shop.store.id, key.id)).lastUsedAt).toEqual(first);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await ctx.deps.db
      .update(apiKeys)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(storeScoped(apiKeys, shop.store.id, eq(apiKeys.id, key.id)));
    await withKey(secret, '/api/locations', { handle: shop.handle });
    const later = (await rowOf(shop.store.id, key.id)).lastUsedAt!;
    expect(later.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);

    const list = await call<{ keys: ApiKey[] }>(ctx, {
      url: '/api/apiKeys',
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect(list.body.data.keys.find((k) => k.id === key.id)?.lastUsedAt).toBe(later.toISOString());
  });
});

describe('every route’s scope', () => {
  it('walks every documented /api call: a key reaches it only with the scope it names', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const everything = await createKey([...API_KEY_SCOPES]);
    let uses = 0;
    let full = everything.secret;
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, never>>)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, op] of Object.entries(item) as [string, Record<string, unknown>][]) {
        if (Array.isArray(op.security) && op.security.length === 0) continue;
        const url = path.replace(/\{\w+\}/g, '1');
        const verb = method.toUpperCase() as 'GET';
        const scopes = op['x-scopes'] as ApiKeyScope[];
        const label = `${verb} ${path}`;
        if (scopes.length === 0) {
          // Fresh keys now and then: this walk must not meet the per-key limit.
          if (++uses % REQUESTS_PER_MINUTE === 0) full = (await createKey([...API_KEY_SCOPES])).secret;
          const res = await call(ctx, { method: verb, url, handle: shop.handle, token: full, body: {} });
          expect(res.status, label).toBe(403);
          expect(res.body.error, label).toMatch(/API keys cannot be used/);
        } else {
          const others = API_KEY_SCOPES.filter((s) => s !== scopes[0]);
          const { secret } = await createKey(others);
          const res = await call(ctx, { method: verb, url, handle: shop.handle, token: secret, body: {} });
          expect(res.status, label).toBe(403);
          expect(res.body.error, label).toContain(`"${scopes[0]}"`);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('is decided at registration: a route of an area nobody decided on is refused', () => {
    const route = { method: 'GET', url: '/api/widgets', access: { kind: 'staff' as const }, hidden: false };
    expect(() => scopeForRoute({ ...route, tags: ['widgets'] })).toThrow(/no API key decision/);
    expect(scopeForRoute({ ...route, tags: ['orders'] })).toBe('orders:read');
    expect(scopeForRoute({ ...route, method: 'PUT', tags: ['orders'] })).toBe('orders:write');
    expect(scopeForRoute({ ...route, tags: ['orders'], access: { kind: 'consigner' } })).toBeNull();
    // A POST that only answers a question (an export) needs the read scope.
    expect(scopeForRoute({ ...route, method: 'POST', url: '/api/orders/export', tags: ['orders'] })).toBe(
      'orders:read',
    );
  });

  it('is documented: the apiKey scheme, and x-scopes plus the security requirement on every /api call', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    let scoped = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, never>>)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, op] of Object.entries(item) as [string, Record<string, unknown>][]) {
        const label = `${method} ${path}`;
        if (Array.isArray(op.security) && op.security.length === 0) continue;
        expect(op['x-scopes'], label).toBeDefined();
        const scopes = op['x-scopes'] as string[];
        if (scopes.length) {
          scoped++;
          expect(op.security, label).toContainEqual({ apiKey: scopes });
          expect(op.description, label).toContain(`needs the scope \`${scopes[0]}\``);
        } else {
          expect(op.description, label).toContain('API keys: not available');
        }
      }
    }
    expect(scoped).toBeGreaterThan(20);
    expect(doc.paths['/api/locations'].get['x-scopes']).toEqual(['inventory:read']);
    expect(doc.paths['/api/apiKeys'].post['x-scopes']).toEqual([]);
  });
});
