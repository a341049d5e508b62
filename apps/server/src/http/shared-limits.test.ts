import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeStore, PASSWORD } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { type BuiltApp, buildApp } from '../app';

/**
 * Rate limits and sign-in throttles hold across server instances (issue #18.2): two apps on one database count
 * the same attempts, in PostgreSQL by default and in Redis when REDIS_URL is set.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REQUESTS_PER_MINUTE = 6;

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(String(data).startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const redisUp = await redisAnswers(REDIS_URL);

const variants = [
  { name: 'PostgreSQL', env: {} as Record<string, string>, run: true },
  {
    name: `Redis (${REDIS_URL}${redisUp ? '' : ': skipped, no Redis answers there'})`,
    env: { REDIS_URL, REDIS_KEY_PREFIX: `backroom-test:${randomBytes(6).toString('hex')}:` } as Record<
      string,
      string
    >,
    run: redisUp,
  },
];

describe.each(variants)('limits shared by two instances, counted in $name', (variant) => {
  let ctx: TestContext;
  let second: BuiltApp;
  let other: TestContext;
  beforeAll(async () => {
    if (!variant.run) return;
    ctx = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE), ...variant.env });
    second = await buildApp({ db: ctx.database.db, env: ctx.deps.env, logger: false });
    other = { ...ctx, app: second.app } as TestContext;
  });
  afterAll(async () => {
    if (!variant.run) return;
    await second.app.close();
    await ctx.close();
  });
  const rowsInPostgres = async () =>
    Number(
      (
        (await ctx.deps.db.execute(sql`select count(*)::int as n from rate_limit_counters`)).rows[0] as {
          n: number;
        }
      ).n,
    );

  it.runIf(variant.run)('wrong passwords on either instance add up to one sign-in throttle', async () => {
    const shop = await makeStore(ctx);
    const { email } = await makeConsigner(ctx, shop.store);
    const login = (on: TestContext, password: string) =>
      call(on, { method: 'POST', url: '/open/auth/login', handle: shop.handle, body: { email, password } });
    // Four failures are free, the fifth makes the next try wait a second: three here, two there.
    for (const on of [ctx, other, ctx, other, ctx]) {
      expect((await login(on, 'wrong-password')).status).toBe(401);
    }
    const limited = await login(other, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login(ctx, PASSWORD)).status).toBe(429);
    // Counted where the variant says: rows in PostgreSQL only without Redis.
    if (variant.env.REDIS_URL) expect(await rowsInPostgres()).toBe(0);
    else expect(await rowsInPostgres()).toBeGreaterThan(0);
  });

  it.runIf(variant.run)('an API key’s requests a minute are counted on both instances together', async () => {
    const shop = await makeStore(ctx);
    const created = await call<{ secret: string }>(ctx, {
      method: 'POST',
      url: '/api/apiKeys',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { name: 'Sync', scopes: ['inventory:read'] },
    });
    expect(created.status).toBe(201);
    const read = (on: TestContext) =>
      call(on, { url: '/api/locations', handle: shop.handle, token: created.body.data.secret });
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect((await read(i % 2 ? other : ctx)).status).toBe(200);
    for (const on of [ctx, other]) {
      const over = await read(on);
      expect(over.status).toBe(429);
      expect(over.body.error).toBe(
        'Too many requests with this API key. Please wait 1 minute and try again.',
      );
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });
});
