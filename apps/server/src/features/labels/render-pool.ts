/**
 * PDF drawing off the main thread: a piscina pool of worker threads runs render-document.ts, so a store printing
 * thousands of labels does not stall every other request of the process (/healthz, lists, other stores).
 *
 * Each store may have `perStore` documents drawing at once and `queuePerStore` more waiting; one more is refused
 * with 429. With more than one thread, `perStore` defaults to one less than the threads, so one thread is always
 * left for the other stores. `threads: 0` draws on the main thread (the old way, kept for the bench's "before").
 *
 * The worker file is TypeScript, as the whole server is (scripts/start.mjs runs it with tsx): a worker inherits
 * the process's `--import tsx`; where the process was started otherwise (vitest), the worker is given it.
 *
 * Warm from the start: a thread's first document loaded tsx, pdf-lib and the fonts first, seconds of CPU that a
 * loaded machine stretched past 30 s for the first manifest a seller printed. The server now starts one thread
 * when it starts and draws an empty document on it (`warm`), and keeps that thread (minThreads 1; an idle thread
 * does not hold the process open). The threads are shared by every app the process builds (the tests build one
 * per file), so the start is paid once per process, not once per app.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { z } from 'zod';
import { AppError } from '../../http/errors';
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

/** The process's thread pools, by size. */
const sharedPools = new Map<number, Piscina>();

function sharedPool(threads: number): Piscina {
  let pool = sharedPools.get(threads);
  if (!pool) {
    pool = new Piscina({
      filename: new URL('./render-document.ts', import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 60_000,
      execArgv: process.execArgv.some((a) => a.includes('tsx'))
        ? process.execArgv
        : [...process.execArgv, '--import', 'tsx'],
    });
    sharedPools.set(threads, pool);
  }
  return pool;
}

/** An empty document: drawing it loads everything a real one needs. */
const WARM_UP: RenderJob = { kind: 'consignerSheet', items: [], currency: 'USD' };

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

  /** Starts a thread and draws an empty document on it, in the background; resolves when it is ready. */
  warm(): Promise<void> {
    if (this.options.threads === 0) return Promise.resolve();
    return this.workers()
      .run(WARM_UP)
      .then(
        () => {},
        () => {},
      );
  }

  /** The threads are the process's (shared by its apps): closing an app leaves them, idle, to the next. */
  async close(): Promise<void> {
    this.pool = null;
  }

  private workers(): Piscina {
    this.pool ??= sharedPool(this.options.threads);
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
