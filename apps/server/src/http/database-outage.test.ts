import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app';
import { loadEnv } from '../config/env';
import { type Database, openPostgres } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';

/**
 * A PostgreSQL restart or outage (issue 28 item 8): requests that need the database answer 503 with Retry-After
 * and a sentence in words, never a 500, and the process stays up. The database here is a port nothing listens on.
 */
let built: BuiltApp;
let database: Database;
let token: string;
beforeAll(async () => {
  database = openPostgres('postgres://root@127.0.0.1:9/backroom_gone', 2);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    WEB_DIST: '/nonexistent',
  });
  built = await buildApp({ db: database.db, env, logger: false });
  token = await built.deps.signer.sign({ userId: '00000000-0000-4000-8000-000000000001', storeId: 1 });
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

describe('while the database is down', () => {
  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/inventories/paginatedInventories'],
    ['POST', '/open/auth/login'],
  ] as const)('%s %s answers 503 with Retry-After in words', async (method, url) => {
    const res = await built.app.inject({
      method,
      url,
      headers: { 'x-store-handle': 'any-shop', authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: { email: 'a@b.test', password: 'correct-horse-2' } } : {}),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ data: null, error: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('stays up: the health probe (which needs no database) still answers 200', async () => {
    const res = await built.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
