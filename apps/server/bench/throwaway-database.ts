import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/db/client';

/**
 * A migrated database of its own for one benchmark run, on the server `DATABASE_URL` names (the machine's
 * PostgreSQL by default); `drop()` closes it and removes it.
 */
export async function throwawayDatabase(prefix: string, poolSize = 10) {
  const url = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `backroom_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), poolSize);
  const drop = async () => {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await database.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, url: target.toString(), drop };
}
