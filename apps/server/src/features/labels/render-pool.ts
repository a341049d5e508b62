/**
 * PDF drawing off the main thread: a piscina pool of worker threads runs render-document.ts, so a store printing
 * thousands of labels does not stall every other request of the process (/healthz, lists, other stores).
 *
 * Each store may have `perStore` documents drawing at once and `queuePerStore` more waiting; one more is refused
 * with 429. With more than one thread, `perStore` defaults to one less than the threads, so one thread is always
 * left for the other stores. `threads: 0` draws on the main thread (the old way, kept for the bench's "before").
 *
 * In development the worker file is TypeScript, as the whole server is (scripts/start.mjs runs it with tsx): a
 * worker inherits the process's `--import tsx`; where the process was started otherwise (vitest), the worker is
 * given it. The production build runs the compiled dist/render-document.js with plain node.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { RUNNING_COMPILED } from '../../server-root';
import { type RenderJob, renderDocument } from './render-document';

export const PDF_BUSY_MESSAGE =
  'This store is already preparing several PDFs. Please wait for them to finish, then try again.';

export interface RenderPoolOptions {
  threads: number;
  perStore: number;
  queuePerStore: number;
}

const count = (fallback: number) => z.coerce.number().int().min(0).max(64).default(fallback);

/** Options from PDF_RENDER_THREADS, PDF_RENDERS_PER_STORE and PDF_QUEUE_PER_STORE, with defaults for this machine. */
export function renderPoolOptions(env: NodeJS.ProcessEnv = process.env): RenderPoolOptions {
  const threads = count(Math.max(1, Math.min(4, availableParallelism() - 1))).parse(env.PDF_RENDER_THREADS);
  const perStore = count(Math.max(1, threads - 1))
    .refine((n) => n >= 1, 'PDF_RENDERS_PER_STORE must be at least 1')
    .parse(env.PDF_RENDERS_PER_STORE);
  const queuePerStore = count(10).parse(env.PDF_QUEUE_PER_STORE);
  return { threads, perStore, queuePerStore };
}

interface StoreSlots {
  running: number;
  waiting: (() => void)[];
}

export class RenderPool {
  private pool: Piscina | null = null;
  private readonly stores = new Map<number, StoreSlots>();

  constructor(readonly options: RenderPoolOptions = renderPoolOptions()) {}

  /** Draws the document for `storeId` once one of the store's slots is free; 429 when its queue is full. */
  async render(storeId: number, job: RenderJob): Promise<Uint8Array> {
    await this.acquire(storeId);
    try {
      if (this.options.threads === 0) return await renderDocument(job);
      return await this.workers().run(job);
    } finally {
      this.release(storeId);
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.close({ force: true });
  }

  private workers(): Piscina {
    // Started on the first PDF, so a server (or a test) that prints nothing starts no threads.
    this.pool ??= new Piscina({
      // The build (`npm run build`) bundles the worker beside main.js as render-document.js.
      filename: new URL(RUNNING_COMPILED ? './render-document.js' : './render-document.ts', import.meta.url)
        .href,
      minThreads: 0,
      maxThreads: this.options.threads,
      idleTimeout: 60_000,
      execArgv:
        RUNNING_COMPILED || process.execArgv.some((a) => a.includes('tsx'))
          ? process.execArgv
          : [...process.execArgv, '--import', 'tsx'],
    });
    return this.pool;
  }

  private acquire(storeId: number): Promise<void> {
    const slots = this.stores.get(storeId) ?? { running: 0, waiting: [] };
    this.stores.set(storeId, slots);
    if (slots.running < this.options.perStore) {
      slots.running++;
      return Promise.resolve();
    }
    if (slots.waiting.length >= this.options.queuePerStore) {
      throw new AppError('RATE_LIMITED', PDF_BUSY_MESSAGE, { 'retry-after': '10' });
    }
    return new Promise((resolve) => slots.waiting.push(resolve));
  }

  /** Hands the slot to the store's next waiting document, or frees it. */
  private release(storeId: number): void {
    const slots = this.stores.get(storeId);
    if (!slots) return;
    const next = slots.waiting.shift();
    if (next) {
      next();
      return;
    }
    slots.running--;
    if (slots.running === 0) this.stores.delete(storeId);
  }
}
