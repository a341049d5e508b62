import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consignerRow, logsOf, makeShop, readItem, setStore } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { attachTerms } from '../../core/terms/snapshot';
import { jobs, payoutItems } from '../../db/schema';
import { runTermsClock } from './clock';
import { ensureAllClocks, nextRunAt, TERMS_CLOCK_JOB } from './clock-job';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const baseTerms = {
  name: 'House terms',
  termDays: 90,
  expiryAction: 'return',
  graceDays: 14,
  renewalFee: 15,
  convertPayoutPercent: 40,
  markdowns: [
    { afterDays: 30, percentOff: 10, absorbedBy: 'store' },
    { afterDays: 60, percentOff: 25, absorbedBy: 'consigner' },
  ],
};

/** A shop with one set of terms and one item accepted at `acceptedAt`, listed at $200. */
async function consigned(
  terms: Record<string, unknown> = {},
  timeZone = 'UTC',
  acceptedAt = '2026-01-01T15:00:00Z',
) {
  const s = await makeShop(ctx);
  await setStore(ctx, s.store.id, { timeZone });
  const created = await call(ctx, {
    method: 'POST',
    url: '/api/consignmentTerms',
    body: { ...baseTerms, ...terms },
    handle: s.handle,
    token: s.ownerToken,
  });
  expect(created.status).toBe(201);
  const item = await s.item({ status: 'Active', price: 20_000, acceptedOn: new Date(acceptedAt) });
  await attachTerms(ctx.deps.db, { id: s.store.id, timeZone }, [item.id]);
  const run = (at: string) => runTermsClock(ctx.deps.db, s.store.id, new Date(at));
  return { s, item, run, read: () => readItem(ctx, item.id) };
}

describe('the daily terms clock', () => {
  it('marks down on day 30 through the fee engine, logs the step, and a second run that day changes nothing', async () => {
    const { item, run, read } = await consigned();
    expect((await run('2026-01-30T12:00:00Z')).markedDown).toBe(0);
    const first = await run('2026-01-31T08:00:00Z');
    expect(first).toMatchObject({ day: '2026-01-31', markedDown: 1 });
    const row = await read();
    expect([row.price, row.termsMarkdownStep]).toEqual([18_000, 1]);
    expect(row.payoutAmount).toBeLessThan(18_000);
    const logs = await logsOf(ctx, item.id);
    expect(logs.map((l) => l.action)).toContain('Automatic markdown, step 1 of 2');
    const again = await run('2026-01-31T20:00:00Z');
    expect(again.markedDown).toBe(0);
    expect((await read()).version).toBe(row.version);
  });

  it('a missed month catches up to the latest due step in one change', async () => {
    const { item, run, read } = await consigned();
    const result = await run('2026-03-05T12:00:00Z');
    expect(result.markedDown).toBe(1);
    expect(await read()).toMatchObject({ price: 15_000, termsMarkdownStep: 2 });
    const logs = (await logsOf(ctx, item.id)).map((l) => l.action);
    expect(logs).toContain('Automatic markdown, step 2 of 2');
    expect(logs).not.toContain('Automatic markdown, step 1 of 2');
  });

  it("counts days on the store's calendar: Auckland's day 30 begins while it is still day 29 in UTC", async () => {
    // Accepted 1 Jan 12:00 UTC = 2 Jan 01:00 in Auckland, so day 30 is 1 Feb there.
    const { run, read } = await consigned({}, 'Pacific/Auckland', '2026-01-01T12:00:00Z');
    expect((await read()).termsStartedOn).toBe('2026-01-02');
    expect((await run('2026-01-31T10:00:00Z')).markedDown).toBe(0); // 31 Jan 23:00 in Auckland
    expect((await run('2026-01-31T11:30:00Z')).markedDown).toBe(1); // 1 Feb 00:30 in Auckland
  });

  it('never marks down below the floor, nor items listed at or above the no-markdown amount', async () => {
    const floored = await consigned({ floorPercent: 80 });
    await floored.run('2026-03-05T12:00:00Z');
    expect((await floored.read()).price).toBe(16_000);
    const exempt = await consigned({ noMarkdownFrom: 150 });
    await exempt.run('2026-03-05T12:00:00Z');
    expect((await exempt.read()).price).toBe(20_000);
  });

  it('return: the term ends on day 90, and after the grace period the item waits to go back to the consigner', async () => {
    const { item, run, read } = await consigned({ markdowns: [] });
    expect((await run('2026-04-01T12:00:00Z')).expired).toBe(1);
    expect(await read()).toMatchObject({ status: 'Active', termsExpiredOn: '2026-04-01' });
    expect((await run('2026-04-14T12:00:00Z')).returned).toBe(0);
    expect((await run('2026-04-15T12:00:00Z')).returned).toBe(1);
    expect(await read()).toMatchObject({ status: 'RequestWithdrawal', termsActionOn: '2026-04-15' });
    expect((await run('2026-04-15T13:00:00Z')).returned).toBe(0);
    const logs = (await logsOf(ctx, item.id)).map((l) => l.action);
    expect(logs).toContain('Consignment term ended: to be returned to the consigner');
  });

  it('convert: the store owns it and owes the consigner the stated percent of the listed price', async () => {
    const { s, item, run, read } = await consigned({ markdowns: [], expiryAction: 'convert', graceDays: 0 });
    // A missed expiry day and grace end catch up in one run.
    const result = await run('2026-04-20T12:00:00Z');
    expect(result).toMatchObject({ expired: 1, converted: 1 });
    const row = await read();
    expect(row).toMatchObject({ consignerId: s.account.id, cost: 8_000, payoutAmount: 8_000 });
    const [line] = await ctx.deps.db.select().from(payoutItems).where(eq(payoutItems.inventoryId, item.id));
    expect(line).toMatchObject({ consignerId: s.seller.consigner.id, amount: 8_000 });
  });

  it('renew: a new term from the day it renews (the grace days are not given twice), the renewal fee owed by the consigner, once', async () => {
    const { s, run, read } = await consigned({ markdowns: [], expiryAction: 'renew', graceDays: 3 });
    await run('2026-04-04T12:00:00Z');
    expect(await read()).toMatchObject({
      termsExpiresOn: '2026-07-03',
      termsExpiredOn: null,
      status: 'Active',
    });
    expect((await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed).toBe(1_500);
    expect((await run('2026-04-04T20:00:00Z')).renewed).toBe(0);
    expect((await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed).toBe(1_500);
  });

  it('runs as a durable job that queues its next run after the store’s next midnight', async () => {
    const { s } = await consigned();
    await ctx.worker.drain();
    const rows = await ctx.deps.db
      .select()
      .from(jobs)
      .where(storeScoped(jobs, s.store.id, eq(jobs.name, TERMS_CLOCK_JOB)));
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'queued']);
    const next = rows.find((r) => r.status === 'queued')!;
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(nextRunAt('Pacific/Auckland', new Date('2026-01-31T10:00:00Z')).toISOString()).toBe(
      '2026-01-31T11:05:00.000Z',
    );
  });
});

describe('the clocks at server start', () => {
  it('queues the clock of a store with terms whose clock is gone, once', async () => {
    const { s } = await consigned();
    await ctx.deps.db.delete(jobs).where(storeScoped(jobs, s.store.id, eq(jobs.name, TERMS_CLOCK_JOB)));
    expect(await ensureAllClocks(ctx.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await ensureAllClocks(ctx.deps.db)).toBe(0);
    const queued = await ctx.deps.db
      .select()
      .from(jobs)
      .where(storeScoped(jobs, s.store.id, eq(jobs.name, TERMS_CLOCK_JOB)));
    expect(queued).toHaveLength(1);
  });
});
