import { AppError } from '../http/errors';
import type { CounterStore } from './counters';

/**
 * Fixed-window attempt counter per key (address, or store + e-mail), kept in the shared counter store so every
 * server instance counts the same attempts (docs/operations.md, "Scale out").
 */
export class AttemptLimiter {
  constructor(
    private readonly counters: CounterStore,
    /** Keeps this limiter's keys apart from the others' in the shared store. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt; throws 429 with a clear message once the key is over its limit. */
  async hit(storeId: number, key: string, what: string, now = Date.now()): Promise<void> {
    const { hits, resetsAt } = await this.counters.add(storeId, `${this.name}:${key}`, this.windowMs, now);
    if (hits > this.max) {
      const minutes = Math.max(1, Math.ceil((resetsAt - now) / 60_000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { 'retry-after': String(Math.max(1, Math.ceil((resetsAt - now) / 1000))) },
      );
    }
  }
}

const MINUTE = 60_000;

function tooMany(waitMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return new AppError(
    'RATE_LIMITED',
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/**
 * Sign-in guessing is slowed without letting a stranger lock the owner out (docs/security.md, "Sign-in"):
 * - per account and address: from the 5th failure on, each further try waits twice as long as the last
 *   (1 s, 2 s, 4 s … up to 15 minutes); forgotten 15 minutes after the last failure or at a success;
 * - per account, a ceiling of 50 failures in 15 minutes across all addresses, which applies only to addresses
 *   that have not signed in to that account in the last 30 days: the owner at the usual counter or phone keeps
 *   signing in while someone hammers the account from elsewhere.
 * The counts live in the shared counter store: an address cannot multiply its tries by the number of instances.
 * The pair's counter slides (forgotten a window after its last failure), so its last failure is the window's end
 * less the window, and the wait follows from the failure count.
 */
export class SignInThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly options = {
      freeFailures: 4,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: 15 * MINUTE,
      accountCeiling: 50,
      accountWindowMs: 15 * MINUTE,
      knownGoodMs: 30 * 24 * 60 * MINUTE,
    },
  ) {}

  private keys(email: string, address: string) {
    return {
      pair: `signin-pair:${email}|${address}`,
      good: `signin-good:${email}|${address}`,
      account: `signin-account:${email}`,
    };
  }

  private nextAllowedAt(failures: number, lastFailureAt: number): number {
    const over = failures - this.options.freeFailures;
    return over > 0 ? lastFailureAt + Math.min(1000 * 2 ** (over - 1), this.options.maxDelayMs) : 0;
  }

  /** Throws 429 when this address must wait before trying this account (store + e-mail) again. */
  async check(storeId: number, email: string, address: string, now = Date.now()): Promise<void> {
    const keys = this.keys(email, address);
    const found = await this.counters.read(storeId, [keys.pair, keys.good, keys.account], now);
    const pair = found.get(keys.pair);
    if (pair) {
      const next = this.nextAllowedAt(pair.hits, pair.resetsAt - this.options.forgetAfterMs);
      if (next > now) throw tooMany(next - now);
    }
    if (found.has(keys.good)) return;
    const total = found.get(keys.account);
    if (total && total.hits >= this.options.accountCeiling) throw tooMany(total.resetsAt - now);
  }

  async failed(storeId: number, email: string, address: string, now = Date.now()): Promise<void> {
    const keys = this.keys(email, address);
    await this.counters.add(storeId, keys.pair, this.options.forgetAfterMs, now, true);
    await this.counters.add(storeId, keys.account, this.options.accountWindowMs, now);
  }

  async succeeded(storeId: number, email: string, address: string, now = Date.now()): Promise<void> {
    const keys = this.keys(email, address);
    await this.counters.remove(storeId, keys.pair);
    await this.counters.add(storeId, keys.good, this.options.knownGoodMs, now, true);
  }
}
