import { AppError } from '../../http/errors';

/**
 * Fixed-window attempt counter per key (IP, or store + e-mail). In memory: each instance counts its own
 * attempts, which bounds guessing to N × instances per window; docs/operations.md notes moving it to Redis.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt; throws 429 with a clear message once the key is over its limit. */
  hit(key: string, what: string): void {
    const now = Date.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count++;
    if (entry.count > this.max) {
      const minutes = Math.max(1, Math.ceil((entry.resetAt - now) / 60_000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { 'retry-after': String(Math.ceil((entry.resetAt - now) / 1000)) },
      );
    }
    if (this.hits.size > 50_000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
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

interface PairState {
  failures: number;
  lastFailureAt: number;
  nextAllowedAt: number;
}

/**
 * Sign-in guessing is slowed without letting a stranger lock the owner out (docs/security.md, "Sign-in"):
 * - per account and address: from the 5th failure on, each further try waits twice as long as the last
 *   (1 s, 2 s, 4 s … up to 15 minutes); forgotten 15 minutes after the last failure or at a success;
 * - per account, a ceiling of 50 failures in 15 minutes across all addresses, which applies only to addresses
 *   that have not signed in to that account in the last 30 days: the owner at the usual counter or phone keeps
 *   signing in while someone hammers the account from elsewhere.
 * In memory per instance (docs/operations.md).
 */
export class SignInThrottle {
  private readonly pairs = new Map<string, PairState>();
  private readonly accounts = new Map<string, { failures: number; resetAt: number }>();
  private readonly knownGood = new Map<string, number>();

  constructor(
    private readonly options = {
      freeFailures: 4,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: 15 * MINUTE,
      accountCeiling: 50,
      accountWindowMs: 15 * MINUTE,
      knownGoodMs: 30 * 24 * 60 * MINUTE,
    },
  ) {}

  /** Throws 429 when this address must wait before trying this account again. */
  check(account: string, address: string, now = Date.now()): void {
    const pair = this.pairs.get(`${account}|${address}`);
    if (pair && pair.nextAllowedAt > now) throw tooMany(pair.nextAllowedAt - now);
    const seen = this.knownGood.get(`${account}|${address}`);
    if (seen && seen > now - this.options.knownGoodMs) return;
    const total = this.accounts.get(account);
    if (total && total.resetAt > now && total.failures >= this.options.accountCeiling) {
      throw tooMany(total.resetAt - now);
    }
  }

  failed(account: string, address: string, now = Date.now()): void {
    const key = `${account}|${address}`;
    let pair = this.pairs.get(key);
    if (!pair || pair.lastFailureAt < now - this.options.forgetAfterMs) {
      pair = { failures: 0, lastFailureAt: now, nextAllowedAt: 0 };
      this.pairs.set(key, pair);
    }
    pair.failures++;
    pair.lastFailureAt = now;
    const over = pair.failures - this.options.freeFailures;
    if (over > 0) pair.nextAllowedAt = now + Math.min(1000 * 2 ** (over - 1), this.options.maxDelayMs);
    let total = this.accounts.get(account);
    if (!total || total.resetAt <= now) {
      total = { failures: 0, resetAt: now + this.options.accountWindowMs };
      this.accounts.set(account, total);
    }
    total.failures++;
    if (this.pairs.size > 50_000) this.sweep(now);
  }

  succeeded(account: string, address: string, now = Date.now()): void {
    this.pairs.delete(`${account}|${address}`);
    this.knownGood.set(`${account}|${address}`, now);
    if (this.knownGood.size > 100_000) {
      for (const [key, at] of this.knownGood)
        if (at < now - this.options.knownGoodMs) this.knownGood.delete(key);
    }
  }

  private sweep(now: number): void {
    for (const [key, pair] of this.pairs) {
      if (pair.lastFailureAt < now - this.options.forgetAfterMs) this.pairs.delete(key);
    }
    for (const [key, total] of this.accounts) if (total.resetAt <= now) this.accounts.delete(key);
  }
}
