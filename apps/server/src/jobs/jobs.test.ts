import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { jobs } from '../db/schema';
import { claimNextJob, completeJob, enqueueJob, renewLease } from './queue';
import { JobWorker } from './worker';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const quiet = { child: () => quiet, info() {}, warn() {}, error() {} } as never;

describe('durable jobs', () => {
  it('retries a failing job with back-off and records the error, then completes it', async () => {
    const worker = new JobWorker(ctx.deps.db, quiet);
    let calls = 0;
    worker.register('flaky', async ({ progress }) => {
      calls++;
      if (calls === 1) throw new Error('storefront timed out');
      await progress(3, 3);
      return { ok: true };
    });
    const job = await enqueueJob(ctx.deps.db, { name: 'flaky', payload: { n: 1 } });
    expect(await worker.drain()).toBe(1);
    let [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'storefront timed out' });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());

    await ctx.deps.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await worker.drain();
    [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      status: 'done',
      attempts: 2,
      progress: 3,
      progressTotal: 3,
      result: { ok: true },
    });
  });

  it('gives up after maxAttempts', async () => {
    const worker = new JobWorker(ctx.deps.db, quiet);
    worker.register('doomed', async () => {
      throw new Error('nope');
    });
    const job = await enqueueJob(ctx.deps.db, { name: 'doomed', maxAttempts: 1 });
    await worker.drain();
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'nope' });
  });

  it('hands each job to exactly one of two workers', async () => {
    const seen: number[] = [];
    const make = () => {
      const w = new JobWorker(ctx.deps.db, quiet);
      w.register('count', async ({ job }) => {
        seen.push(job.id);
      });
      return w;
    };
    for (let i = 0; i < 10; i++) await enqueueJob(ctx.deps.db, { name: 'count' });
    await Promise.all([make().drain(), make().drain()]);
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
  });

  it('takes over a job whose worker died once its lease ran out', async () => {
    const job = await enqueueJob(ctx.deps.db, { name: 'orphan' });
    await ctx.deps.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    const worker = new JobWorker(ctx.deps.db, quiet);
    worker.register('orphan', async () => 'recovered');
    expect(await worker.drain()).toBe(1);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, result: 'recovered' });
  });

  it("leases a claimed job for at most 30 s, so a dead worker's job is resumed within that", async () => {
    const job = await enqueueJob(ctx.deps.db, { name: 'leased' });
    const claimed = await claimNextJob(ctx.deps.db, ['leased']);
    expect(claimed?.id).toBe(job.id);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    const leaseMs = row!.lockedUntil!.getTime() - Date.now();
    expect(leaseMs).toBeGreaterThan(5_000);
    expect(leaseMs).toBeLessThanOrEqual(30_000);
    // Nobody renews it (the worker was killed): once the lease is over, the next worker takes it.
    expect(await claimNextJob(ctx.deps.db, ['leased'])).toBeNull();
    await ctx.deps.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, job.id));
    expect((await claimNextJob(ctx.deps.db, ['leased']))?.attempts).toBe(2);
  });

  it('renews the lease of a live job while it runs, so no other worker takes it', async () => {
    const job = await enqueueJob(ctx.deps.db, { name: 'long' });
    const runner = new JobWorker(ctx.deps.db, quiet, 500, 20);
    let stolen: unknown = 'not checked';
    runner.register('long', async () => {
      // As if the lease were about to run out: the heartbeat must push it back out.
      await ctx.deps.db
        .update(jobs)
        .set({ lockedUntil: new Date(Date.now() + 100) })
        .where(eq(jobs.id, job.id));
      await new Promise((r) => setTimeout(r, 250));
      stolen = await claimNextJob(ctx.deps.db, ['long']);
      return 'finished';
    });
    expect(await runner.drain()).toBe(1);
    expect(stolen).toBeNull();
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', attempts: 1, result: 'finished' });
  });

  it('ignores the completion of a worker whose job was taken over (exactly once in effect)', async () => {
    const job = await enqueueJob(ctx.deps.db, { name: 'fenced' });
    const first = (await claimNextJob(ctx.deps.db, ['fenced']))!;
    await ctx.deps.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, job.id));
    const second = (await claimNextJob(ctx.deps.db, ['fenced']))!;
    await completeJob(ctx.deps.db, first, 'stale');
    expect(await renewLease(ctx.deps.db, first)).toBe(false);
    await completeJob(ctx.deps.db, second, 'current');
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', result: 'current', attempts: 2 });
  });
});
