import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { jobs } from '../db/schema';
import { enqueueJob } from './queue';
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
});
