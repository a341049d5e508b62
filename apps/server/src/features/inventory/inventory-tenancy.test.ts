import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logsOf, makeShop, readItem, type Shop } from '../../../test/inventory-factories';

/**
 * Another store's ids answer 404 and stay untouched; a consigner only ever reaches their own items (404 for
 * another consigner's, as if they did not exist).
 */
let ctx: TestContext;
let mine: Shop;
let rival: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  [mine, rival] = await Promise.all([makeShop(ctx), makeShop(ctx)]);
});
afterAll(() => ctx.close());

async function unchanged(id: number, before: Awaited<ReturnType<typeof readItem>>) {
  expect(await readItem(ctx, id)).toEqual(before);
  expect(await logsOf(ctx, id)).toHaveLength(0);
}

describe("another store's items", () => {
  it('are 404 to read, change, log, quote or print, and nothing changes', async () => {
    const theirs = await rival.item({ status: 'Pending' });
    const before = await readItem(ctx, theirs.id);
    const token = mine.ownerToken;
    const reads = [
      `/api/inventories/${theirs.id}`,
      `/api/inventories/code/${theirs.code}`,
      `/api/inventoryLogs/${theirs.id}`,
    ];
    for (const url of reads) expect((await mine.get(token, url)).status, url).toBe(404);
    const actions: [string, unknown][] = [
      ['acceptInventory', { ids: [theirs.id], location: mine.main.name }],
      ['declineInventory', { ids: [theirs.id] }],
      ['withdrawInventory', { ids: [theirs.id] }],
      ['deleteInventory', { ids: [theirs.id] }],
      ['storeRequestPriceChange', { ids: [theirs.id], requestedPrice: 5 }],
    ];
    for (const [action, body] of actions) {
      const res = await mine.act(token, action, body);
      expect(res.status, action).toBe(404);
      expect(res.body.error).toBe('Inventory not found.');
    }
    const put = await call(ctx, {
      method: 'PUT',
      url: `/api/inventories/${theirs.id}`,
      handle: mine.handle,
      token,
      body: { notes: 'mine now' },
    });
    expect(put.status).toBe(404);
    const fees = await mine.act(token, 'fees', { id: theirs.id, price: 100 });
    expect(fees.status).toBe(404);
    const printed = await mine.act(token, 'bulkPrintInventory', { ids: [theirs.id] });
    expect(printed.body.data.ids).toEqual([]);
    const list = await mine.get<{ rows: { id: number }[]; count: number }>(
      token,
      '/api/inventories/paginatedInventories?status=All&pageSize=500',
    );
    expect(list.body.data.rows.map((r) => r.id)).not.toContain(theirs.id);
    await unchanged(theirs.id, before);
  });

  it("a bulk action mixing both stores' ids changes only mine", async () => {
    const ours = await mine.item({ status: 'Pending' });
    const theirs = await rival.item({ status: 'Pending' });
    const before = await readItem(ctx, theirs.id);
    const res = await mine.act(mine.ownerToken, 'bulkAcceptInventory', {
      ids: [ours.id, theirs.id],
      location: mine.main.name,
    });
    expect(res.body.data.ids).toEqual([ours.id]);
    expect(res.body.data.failed).toMatchObject([{ id: theirs.id, status: 404 }]);
    await unchanged(theirs.id, before);
  });

  it("another store's token is refused (401)", async () => {
    const item = await mine.item();
    expect((await mine.get(rival.ownerToken, `/api/inventories/${item.id}`)).status).toBe(401);
  });
});

describe('a consigner', () => {
  it("sees only their own items; another consigner's are 404 everywhere", async () => {
    const own = await mine.item({ status: 'Active' });
    const others = await mine.item({ status: 'Pending', consignerId: mine.other.consigner.id });
    const before = await readItem(ctx, others.id);
    const token = mine.seller.token;
    expect((await mine.get(token, `/api/inventories/${own.id}`)).status).toBe(200);
    expect((await mine.get(token, `/api/inventories/${others.id}`)).status).toBe(404);
    expect((await mine.get(token, `/api/inventories/code/${others.code}`)).status).toBe(404);
    for (const action of ['cancelDropoff', 'withdrawInventory', 'requestInventoryWithdrawal']) {
      expect((await mine.act(token, action, { ids: [others.id] })).status, action).toBe(404);
    }
    const price = await mine.act(token, 'requestPriceChange', { ids: [others.id], requestedPrice: 1 });
    expect(price.status).toBe(404);
    const list = await mine.get<{ rows: { consignerId: number }[] }>(
      token,
      `/api/inventories/paginatedInventories?status=All&consigner=${mine.other.consigner.id}&pageSize=500`,
    );
    expect(list.body.data.rows.length).toBeGreaterThan(0);
    expect(list.body.data.rows.every((r) => r.consignerId === mine.seller.consigner.id)).toBe(true);
    const options = await mine.get<{ consigners: { value: number }[] }>(
      token,
      '/api/inventories/filterOptions',
    );
    expect(options.body.data.consigners.map((c) => c.value)).toEqual([mine.seller.consigner.id]);
    await unchanged(others.id, before);
  });

  it('cannot reach staff-only calls (403)', async () => {
    const token = mine.seller.token;
    expect((await mine.get(token, '/api/inventories/exportInventory?status=All')).status).toBe(403);
    expect((await mine.get(token, '/api/inventoryLogs/1')).status).toBe(403);
    expect((await mine.act(token, 'acceptInventory', { ids: [1], location: 'x' })).status).toBe(403);
    expect((await mine.act(token, 'bulkPrintInventory', { ids: [1] })).status).toBe(403);
  });

  it('an employee without the Inventory control is refused (403)', async () => {
    const item = await mine.item();
    const bare = await makeEmployee(ctx, mine.store, { accessControls: ['Products'] });
    expect((await mine.get(bare.token, `/api/inventories/${item.id}`)).status).toBe(403);
    expect((await mine.act(bare.token, 'withdrawInventory', { ids: [item.id] })).status).toBe(403);
  });
});
