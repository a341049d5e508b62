import { messages } from '@backroom/domain/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logsOf, makeShop, readItem, type Shop, setStore } from '../../../test/inventory-factories';
import { consigners, inventories, inventoryLogs } from '../../db/schema';
import { BULK_SYNC_LIMIT } from './run-action';

/**
 * Two people on one item at once: exactly one wins, the other gets 409. On PostgreSQL the calls really overlap
 * (the row lock makes the second wait, then the domain refuses the new status); on PGlite they serialise, and
 * the outcome must be the same.
 */
let ctx: TestContext;
let s: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
});
afterAll(() => ctx.close());

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('concurrent changes', () => {
  it('double accept: one 200, one 409, one log entry, one e-mail', async () => {
    for (let round = 0; round < 3; round++) {
      const item = await s.item({ status: 'Pending', locationId: null, acceptedOn: null });
      const results = await Promise.all([
        s.act(s.clerk.token, 'acceptInventory', { ids: [item.id], location: s.main.name }),
        s.act(s.ownerToken, 'acceptInventory', { ids: [item.id], location: 'Back Room' }),
      ]);
      expect(statuses(results)).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.error).toBe('This item is Active: "Accept inventory" is not possible for it now.');
      const row = await readItem(ctx, item.id);
      expect(row).toMatchObject({ status: 'Active', version: 2 });
      expect(await logsOf(ctx, item.id)).toHaveLength(1);
    }
  });

  it('double withdraw with an early fee: charged once', async () => {
    await setStore(ctx, s.store.id, { withdrawEarlyDays: 10, withdrawFee: 700 });
    const [before] = await ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.id, s.other.consigner.id));
    const item = await s.item({ status: 'Active', consignerId: s.other.consigner.id });
    const results = await Promise.all([
      s.act(s.clerk.token, 'withdrawInventory', { ids: [item.id] }),
      s.act(s.ownerToken, 'withdrawInventory', { ids: [item.id] }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    const [after] = await ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.id, s.other.consigner.id));
    expect(after!.balanceOwed - before!.balanceOwed).toBe(700);
    expect(await logsOf(ctx, item.id)).toHaveLength(1);
    await setStore(ctx, s.store.id, { withdrawEarlyDays: 0, withdrawFee: 0 });
  });

  it('a consigner cancelling while staff accept: exactly one of them happens', async () => {
    const item = await s.item({ status: 'Pending' });
    const results = await Promise.all([
      s.act(s.seller.token, 'cancelDropoff', { ids: [item.id] }),
      s.act(s.clerk.token, 'acceptInventory', { ids: [item.id], location: s.main.name }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    const row = await readItem(ctx, item.id);
    if (row.deletedAt) expect(row.status).toBe('Pending');
    else expect(row.status).toBe('Active');
    expect(await logsOf(ctx, item.id)).toHaveLength(1);
  });

  it('two overlapping bulk accepts never deadlock and change each item once', async () => {
    const items = await Promise.all(Array.from({ length: 20 }, () => s.item({ status: 'Pending' })));
    const ids = items.map((i) => i.id);
    const results = await Promise.all([
      s.act(s.clerk.token, 'bulkAcceptInventory', { ids, location: s.main.name }),
      s.act(s.ownerToken, 'bulkAcceptInventory', { ids: [...ids].reverse(), location: s.main.name }),
    ]);
    const changed = results.flatMap((r) => (r.status === 200 ? (r.body.data.ids as number[]) : []));
    expect(changed.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const logs = await ctx.deps.db
      .select()
      .from(inventoryLogs)
      .where(inArray(inventoryLogs.inventoryId, ids));
    expect(logs).toHaveLength(20);
  });
});

describe('bulk accept of a large selection', () => {
  it(`runs more than ${BULK_SYNC_LIMIT} items as a job with progress, and all 500 are accepted`, async () => {
    const rows = await ctx.deps.db
      .insert(inventories)
      .values(
        Array.from({ length: 500 }, (_, n) => ({
          storeId: s.store.id,
          code: `${s.handle}_bulk${n}`,
          productId: s.product.id,
          consignerId: s.seller.consigner.id,
          status: 'Pending',
          price: 10000 + n,
          option1Value: '10',
        })),
      )
      .returning({ id: inventories.id });
    const ids = rows.map((r) => r.id);
    const started = performance.now();
    const res = await s.act(s.clerk.token, 'bulkAcceptInventory', { ids, location: s.main.name });
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe(messages.acceptingInventories);
    // The job runs first; the 500 e-mails it queued are sent after it.
    await ctx.worker.drain();
    const total = performance.now() - started;
    const job = await s.get<{
      status: string;
      progress: number;
      progressTotal: number;
      result: { updated: number };
      createdAt: string;
      finishedAt: string;
    }>(s.clerk.token, `/api/jobs/${res.body.data.jobId}`);
    const elapsed = Date.parse(job.body.data.finishedAt) - Date.parse(job.body.data.createdAt);
    expect(job.body.data).toMatchObject({
      status: 'done',
      progress: 500,
      progressTotal: 500,
      result: { updated: 500 },
    });
    const accepted = await ctx.deps.db.select().from(inventories).where(inArray(inventories.id, ids));
    expect(accepted.every((r) => r.status === 'Active' && r.locationId === s.main.id)).toBe(true);
    console.info(
      `bulk accept of 500 items: ${elapsed} ms (with sending the 500 e-mails: ${total.toFixed(0)} ms)`,
    );
  });
});
