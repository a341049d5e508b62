import type { Env } from './config/env';
import type { CounterStore } from './core/counters';
import type { TokenSigner } from './core/tokens';
import type { Db } from './db/client';
import type { JobWorker } from './jobs/worker';
import type { FileStorage } from './storage';
import type { Storefront } from './storefront';

/** What route modules need; built once in app.ts and passed explicitly (no hidden globals). */
export interface Deps {
  db: Db;
  env: Env;
  signer: TokenSigner;
  worker: JobWorker;
  storefront: Storefront;
  storage: FileStorage;
  /** Rate-limit and sign-in counts shared by every server instance. */
  counters: CounterStore;
}
