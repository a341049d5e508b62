/** One error type for the whole server, mapped to HTTP once (conventions.md §4). */
export const ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  /** The store's own Backroom bill is overdue past its grace period (billing/read-only.ts). */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RULE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badInput = (message: string) => new AppError('BAD_INPUT', message);
export const unauthenticated = (message = 'Please sign in again.') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('FORBIDDEN', message);
export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const ruleViolation = (message: string) => new AppError('RULE', message);

/** PostgreSQL's unique_violation, through either driver. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: string })?.code;
  if (code !== '23505') return false;
  if (!constraint) return true;
  const name = (e as { constraint?: string }).constraint ?? '';
  const detail = String((e as { message?: string }).message ?? '');
  return name === constraint || detail.includes(constraint);
}

/** PostgreSQL's SQLSTATE of a failed query, through either driver (drizzle wraps it in `cause`). */
export function sqlStateOf(err: unknown): string | undefined {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The last line of defence for input the schemas let through: what the database refuses is the client's
 * mistake, not a server error. Schemas should refuse it first, with the field's name.
 */
export function databaseRefusal(err: unknown): AppError | null {
  switch (sqlStateOf(err)) {
    case '23505':
      return conflict('This already exists. Please use another value.');
    case '23503':
      return conflict('This is still in use or refers to something that no longer exists.');
    case '22P05':
    case '22021':
      return badInput('Text cannot contain control characters.');
    case '22003':
    case '22008':
      return badInput('A number or date is out of range.');
    case '22P02':
    case '22007':
      return badInput('A value is not in the expected format.');
    case '40001':
    case '40P01':
      return conflict('Someone else changed this at the same time. Please try again.');
    default:
      return null;
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Backroom cannot reach its database for a moment. Nothing was changed; please try again in a few seconds.';

/** Connection failures of either driver: the server is fine, the database is restarting or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const CONNECTION_ERROR_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|connection is closed/i;

/**
 * A PostgreSQL restart, failover or outage: 503 with Retry-After, so clients and proxies retry instead of
 * reporting a bug. SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now) and
 * 53300 (too many connections), or the driver's own connection errors.
 */
export function databaseUnavailable(err: unknown): AppError | null {
  const state = sqlStateOf(err);
  const e = ((err as { cause?: unknown })?.cause ?? err) as { code?: unknown; message?: unknown } | undefined;
  const down =
    (state !== undefined && (state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300')) ||
    (typeof e?.code === 'string' && CONNECTION_CODES.has(e.code)) ||
    (typeof e?.message === 'string' && CONNECTION_ERROR_TEXT.test(e.message)) ||
    (err instanceof AggregateError && err.errors.some((inner) => databaseUnavailable(inner) !== null));
  return down ? new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { 'retry-after': '5' }) : null;
}
