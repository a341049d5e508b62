import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { forgetStoreCache } from '../src/http/store-resolution';

export interface TestContext extends BuiltApp {
  database: Database;
  close(): Promise<void>;
}

/** A fresh database and a real app for one test file; the caller closes it in afterAll. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '3000',
    STAFF_PORT: '3001',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    WEB_DIST: '/nonexistent',
    ...envOverrides,
  });
  const template = inject('templateDatabase');
  let database: Database;
  let dropDatabase = async () => {};
  if (template) {
    const url = process.env.DATABASE_URL!;
    const name = `backroom_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = openPostgres(target.toString(), 5);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dump = fs.readFileSync(inject('pgliteDump')!);
    database = await openPglite({ loadDataDir: new Blob([dump]) });
  }
  forgetStoreCache();
  const built = await buildApp({ db: database.db, env, logger: false });
  return {
    ...built,
    database,
    close: async () => {
      await built.app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
