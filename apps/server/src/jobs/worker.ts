import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { serverWork } from '../db/statement-origin';
import { claimNextJob, completeJob, failJob, JOB_HEARTBEAT_MS, type JobHandler, renewLease } from './queue';

/** Polls the jobs table and runs handlers one at a time per instance. */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 500,
    private readonly heartbeatMs = JOB_HEARTBEAT_MS,
  ) {}

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Wakes the loop now (after an enqueue in this process). */
  nudge(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every ready job to completion; tests and scripts use it instead of waiting for the poll. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count++;
    return count;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => {
        this.running = null;
      });
    }, ms);
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOne())) {
        // keep going while there is work
      }
    } catch (err) {
      this.log.error({ err }, 'job loop failed');
    }
    if (!this.stopped) this.schedule(this.pollMs);
  }

  private runOne(): Promise<boolean> {
    return serverWork.run('job', () => this.claimAndRun());
  }

  private async claimAndRun(): Promise<boolean> {
    const job = await claimNextJob(this.db, [...this.handlers.keys()]);
    if (!job) return false;
    const handler = this.handlers.get(job.name)!;
    const log = this.log.child({ jobId: job.id, job: job.name });
    const heartbeat = setInterval(() => {
      renewLease(this.db, job)
        .then((held) => {
          if (!held) log.warn('job lease lost to another worker');
        })
        .catch((err) => log.warn({ err }, 'job lease renewal failed'));
    }, this.heartbeatMs);
    try {
      const result = await handler({
        job,
        db: this.db,
        progress: async (done, total) => {
          await this.db.update(jobs).set({ progress: done, progressTotal: total }).where(eq(jobs.id, job.id));
        },
      });
      clearInterval(heartbeat);
      await completeJob(this.db, job, result);
      log.info('job done');
    } catch (err) {
      clearInterval(heartbeat);
      log.warn({ err }, 'job failed');
      await failJob(this.db, job, err);
    }
    return true;
  }
}
