import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { executeNamed } from './prebuilt';

const modeSql = () => sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`;
const modeOf = (result: { rows: Record<string, unknown>[] }) => result.rows[0]?.mode;

/**
 * Generic plans are for the statements the server names, and for no other (db/client.ts planOnceDb): with the
 * setting on every connection, an unnamed statement with parameters got a plan made without its values, and the
 * CSV import's check of 2,000 row keys took 3 s a chunk instead of 26 ms.
 */
describe.skipIf(!process.env.DATABASE_URL)('which statements keep one generic plan', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('plans a statement sent unnamed with its values', async () => {
    expect(modeOf(await t.database.db.execute(modeSql()))).toBe('auto');
  });

  it('keeps one plan for a statement the server names', async () => {
    expect(modeOf(await executeNamed(t.database.db, modeSql()))).toBe('force_generic_plan');
  });

  it('runs a named statement inside a transaction on the transaction’s own connection', async () => {
    const mode = await t.database.db.transaction(async (tx) => modeOf(await executeNamed(tx, modeSql())));
    expect(mode).toBe('auto');
  });
});
