import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseRequestFor } from '../../../test/fuzz/hostile';
import type { Operation, World } from '../../../test/fuzz/operations';
import { accessOf, documentedOperations, makeWorld } from '../../../test/fuzz/world';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { setAccount } from './billing-test-kit';
import { pausedWhenReadOnly, READ_ONLY_MESSAGE } from './read-only';

/**
 * Read-only after the grace period (issue 28 item 5): every write operation of the OpenAPI document, sent by the
 * owner of a past-due store with a plausible body. Those that add or change the catalogue, stock, consigner types
 * or locations answer 402 in words and change none of those rows; the rest (sales, payouts, billing, settings...)
 * are not refused for the bill.
 */
const DAY = 86_400_000;
/** The rows read-only protects: the catalogue, the stock, consigner types and locations, and import files. */
const PROTECTED = [
  'products',
  'product_templates',
  'inventories',
  'consigner_types',
  'locations',
  'sub_locations',
  'import_files',
  'consignment_terms',
];

let ctx: TestContext;
let world: World;
let ownerToken: string;
let writes: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  const made = await makeWorld(ctx);
  world = made.world;
  ownerToken = made.shop.ownerToken;
  writes = (await documentedOperations(ctx)).filter((op) => {
    const access = accessOf(ctx, op);
    return op.method !== 'GET' && access !== 'public' && access?.kind !== 'consigner';
  });
  await setAccount(ctx, world.storeId, { status: 'past_due', pastDueSince: new Date(Date.now() - 30 * DAY) });
}, 120_000);
afterAll(() => ctx.close());

async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of PROTECTED) {
    const r = await ctx.deps.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from ${table} t where store_id = ${world.storeId}`,
      ),
    );
    out[table] = (r.rows[0] as { f: string }).f;
  }
  return out;
}

/** Whether the route of this operation is paused, by the same rule the server applies. */
const paused = (op: Operation) =>
  pausedWhenReadOnly(op.method, op.path.replace(/\{(\w+)\}/g, ':$1'), op.tags);

async function send(op: Operation) {
  const req = baseRequestFor(op, world);
  const headers: Record<string, string> = {
    'x-store-handle': world.handle,
    authorization: `Bearer ${ownerToken}`,
  };
  if (req.payload !== undefined) headers['content-type'] = 'application/json';
  return ctx.app.inject({
    method: op.method as 'POST',
    url: req.url,
    headers,
    ...(req.payload !== undefined ? { payload: JSON.stringify(req.payload) } : {}),
  });
}

describe('a read-only store, every write operation', () => {
  it('refuses each catalogue, stock, type and location write with 402 in words and changes none of those rows', {
    timeout: 300_000,
  }, async () => {
    const refused = writes.filter(paused);
    const names = refused.map((op) => `${op.method} ${op.path}`);
    // The writes the attack of issue 28 got through, among others.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/imports/items/files/{id}/run',
        'POST /api/products/submittedProducts',
        'POST /api/consignerTypes',
        'POST /api/locations',
        'POST /api/subLocations',
        'POST /api/products',
        'POST /api/inventories',
        'POST /api/inventories/acceptInventory',
        'POST /api/inventories/scan/save',
      ]),
    );
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const op of refused) {
      const res = await send(op);
      const error = res.statusCode === 402 ? (res.json() as { error: string }).error : null;
      if (error !== READ_ONLY_MESSAGE)
        wrong.push(`${op.method} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    console.log(`read-only walk: ${refused.length} of ${writes.length} staff writes paused`);
  });

  it('leaves every other write to its own rules: none is refused for the bill', {
    timeout: 300_000,
  }, async () => {
    const open = writes.filter((op) => !paused(op));
    expect(open.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/payouts/pay',
        'PUT /api/billing/paymentMethod',
        'POST /api/inventories/fees',
      ]),
    );
    const refused: string[] = [];
    for (const op of open) {
      const res = await send(op);
      if (res.statusCode === 402) refused.push(`${op.method} ${op.path}`);
    }
    expect(refused).toEqual([]);
  });
});
