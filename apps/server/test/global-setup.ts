import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: a migrated template database every test file clones. */
    templateDatabase: string | null;
    /** PGlite: a dump of a migrated data directory every test file loads. */
    pgliteDump: string | null;
  }
}

/**
 * Migrates once, then each test file gets its own fresh database cloned from it (conventions.md §8):
 * CREATE DATABASE ... TEMPLATE on PostgreSQL, a loaded dump on PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `backroom_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = openPostgres(target.toString(), 1);
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDump', null);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(os.tmpdir(), `backroom-test-${process.pid}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDatabase', null);
  project.provide('pgliteDump', file);
  return () => fs.rmSync(file, { force: true });
}
