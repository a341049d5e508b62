import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, type Shop } from '../../../test/inventory-factories';
import { inventoryLogs } from '../../db/schema';

let ctx: TestContext;
let s: Shop;
beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
});
afterAll(() => ctx.close());

const log = (inventoryId: number, action: string, before: number, after: number, createdAt = new Date()) =>
  ctx.deps.db.insert(inventoryLogs).values({
    storeId: s.store.id,
    inventoryId,
    actorName: 'Consignment terms',
    action,
    createdAt,
    modifiedFields: [{ variableChanged: 'price', beforeValue: before, afterValue: after }],
  });

describe('GET /api/consignmentTerms/markdowns (the "Markdowns this month" tile, issue 33)', () => {
  it("lists this month's automatic markdowns with the price before and after, newest first", async () => {
    const first = await s.item({ status: 'Active', price: 18_000 });
    const second = await s.item({ status: 'Active', price: 9_000 });
    await log(first.id, 'Automatic markdown, step 1 of 2', 20_000, 18_000, new Date(Date.now() - 60_000));
    await log(second.id, 'Automatic markdown, step 2 of 2', 10_000, 9_000);
    // Not a markdown, or before this month: not listed.
    await log(second.id, 'update', 12_000, 10_000);
    await log(
      first.id,
      'Automatic markdown, step 1 of 2',
      30_000,
      20_000,
      new Date(Date.now() - 40 * 86_400_000),
    );
    const res = await call<{ items: Record<string, unknown>[] }>(ctx, {
      url: '/api/consignmentTerms/markdowns',
      handle: s.handle,
      token: s.clerk.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toMatchObject([
      { itemId: second.id, code: second.code, step: 'step 2 of 2', oldPrice: 100, newPrice: 90 },
      { itemId: first.id, step: 'step 1 of 2', oldPrice: 200, newPrice: 180 },
    ]);
    // The dashboard tile counts the same rows.
    const dashboard = await call<{ markdownsThisMonth: number }>(ctx, {
      url: '/api/inventories/getdasboardInventory',
      handle: s.handle,
      token: s.ownerToken,
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.markdownsThisMonth).toBe(2);
  });
});
