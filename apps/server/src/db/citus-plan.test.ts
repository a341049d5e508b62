import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { KEYED_BY_ID_ALONE, REFERENCE_TABLES } from './distribution';

/**
 * Migration 0031 (citus_distribution): backroom_citus_plan() decides from the catalogue which tables Citus takes,
 * and the DO block calls create_reference_table / create_distributed_table only where the citus extension is
 * installed. Here (plain PostgreSQL or PGlite) it must have done nothing.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Planned {
  table_name: string;
  kind: 'reference' | 'distributed';
  position: number;
}

const plan = async () =>
  (await ctx.deps.db.execute(sql`select * from backroom_citus_plan() order by "position"`))
    .rows as unknown as Planned[];

describe('Citus distribution plan', () => {
  it('makes the declared reference tables reference tables, first', async () => {
    const planned = await plan();
    const reference = planned.filter((p) => p.kind === 'reference');
    expect(new Set(reference.map((p) => p.table_name))).toEqual(REFERENCE_TABLES);
    expect(Math.max(...reference.map((p) => p.position))).toBeLessThan(
      Math.min(...planned.filter((p) => p.kind === 'distributed').map((p) => p.position)),
    );
  });

  it('distributes no table still keyed by id alone, and each after the tables it references', async () => {
    const planned = await plan();
    const waiting = new Set([...KEYED_BY_ID_ALONE].map((line) => line.split(':')[0]!));
    const distributed = planned.filter((p) => p.kind === 'distributed');
    expect(distributed.length).toBeGreaterThan(5);
    for (const p of distributed) expect(waiting.has(p.table_name), p.table_name).toBe(false);
    const position = new Map(planned.map((p) => [p.table_name, p.position]));
    const keys = (
      await ctx.deps.db.execute(sql`select conrelid::regclass::text as "from", confrelid::regclass::text as "to"
        from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`)
    ).rows as { from: string; to: string }[];
    for (const key of keys) {
      const from = position.get(key.from);
      if (from === undefined) continue;
      // Citus allows a key from a distributed table only to a table distributed or referenced before it.
      expect(position.get(key.to), `${key.from} → ${key.to}`).toBeLessThan(from);
    }
    // A key from a table that stays local may not point at a distributed one either.
    for (const key of keys) {
      if (!position.has(key.from))
        expect(position.has(key.to) && key.to !== 'stores', `${key.from} → ${key.to}`).toBe(false);
    }
  });

  it('does nothing on PostgreSQL without the citus extension', async () => {
    const { rows } = await ctx.deps.db.execute(
      sql`select exists (select 1 from pg_extension where extname = 'citus') as citus,
        to_regclass('pg_dist_partition') is null as "noCatalogue"`,
    );
    expect(rows[0]).toEqual({ citus: false, noCatalogue: true });
  });
});
