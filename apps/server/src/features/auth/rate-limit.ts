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
