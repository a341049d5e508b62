/**
 * Money is an integer number of the currency's minor units (cents for USD, yen for JPY,
 * fils for KWD). Nothing in this package does float arithmetic on money: conversions go
 * through exact decimal strings and rates are applied with bigint arithmetic.
 */
export type Money = number;

const digitsCache = new Map<string, number>();

/** Minor-unit digits of an ISO 4217 currency, from Intl (JPY 0, USD 2, KWD 3). */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsCache.set(code, digits);
  }
  return digits;
}

/** An exact decimal: value = int / 10^scale. */
export interface Decimal {
  int: bigint;
  scale: number;
}

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number or numeric string as the exact decimal it is written as
 * (`1.005` is 1005 / 10^3, not the nearest binary double).
 */
export function parseDecimal(value: number | string): Decimal {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL_RE.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) {
    throw new RangeError(`Not a finite decimal number: ${text}`);
  }
  const [, sign, whole = '', frac = '', exp = '0'] = m;
  let scale = frac.length - Number(exp);
  let int = BigInt(`${whole}${frac}` || '0');
  if (scale < 0) {
    int *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { int: sign === '-' ? -int : int, scale };
}

/** n / d rounded half away from zero (d > 0). */
export function divRound(n: bigint, d: bigint): bigint {
  const abs = n < 0n ? -n : n;
  const q = (abs * 2n + d) / (d * 2n);
  return n < 0n ? -q : q;
}

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Rounds a decimal to `digits` places, half away from zero, and returns the scaled integer. */
export function roundDecimal(value: Decimal, digits: number): bigint {
  if (value.scale <= digits) return value.int * pow10(digits - value.scale);
  return divRound(value.int, pow10(value.scale - digits));
}

/** Major units (a decimal amount such as 12.5 or "149.99") to minor units of the currency. */
export function toMinor(major: number | string, currency: string): Money {
  return Number(roundDecimal(parseDecimal(major), currencyDigits(currency)));
}

/** Minor units back to a major-unit number, e.g. for an API answer. */
export function fromMinor(minor: Money, currency: string): number {
  return Number(minorToDecimalString(minor, currency));
}

/**
 * Minor units as a plain decimal string with `decimals` places (default: the currency's
 * digits), rounded half away from zero when fewer places are asked for.
 */
export function minorToDecimalString(minor: Money, currency: string, decimals?: number): string {
  const digits = currencyDigits(currency);
  const places = decimals ?? digits;
  const scaled = roundDecimal({ int: BigInt(minor), scale: digits }, places);
  const negative = scaled < 0n;
  const abs = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = abs.slice(0, abs.length - places);
  const frac = abs.slice(abs.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${frac}` : ''}`;
}

/**
 * amount × rate / 100 in minor units, rounded half away from zero. `rate` is a percentage
 * that may carry decimals (12.5, 2.9); it is read as the decimal it is written as.
 */
export function percentOf(amount: Money, rate: number): Money {
  const r = parseDecimal(rate);
  return Number(divRound(BigInt(amount) * r.int, 100n * pow10(r.scale)));
}
