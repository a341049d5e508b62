/**
 * The one place money becomes text (issue 29 item 10): every screen, PDF, e-mail and CSV of apps/web and apps/server
 * writes an amount through these, and apps/server/src/money-format-usage.test.ts fails when either formats money
 * anywhere else (toFixed, Intl.NumberFormat, a hand-made "$" + number).
 *
 * | call                                   | gives            | where                                              |
 * | -------------------------------------- | ---------------- | -------------------------------------------------- |
 * | formatMoney(minor, currency)           | "$1,234.50"      | everywhere by default: payouts, prices, fees, totals |
 * | formatMoney(minor, currency, 'card')   | "$1,234.5"       | the payout on an item card only (spec 2 §4, §9)    |
 * | formatMoney(minor, currency, 'summary')| "$1.2K"          | the summary cards the spec names: the dashboard tiles (spec 3 §9) and the inventory summary cards (spec 2 §3) |
 * | formatAmount(major, currency, style?)  | the same, or "—" | an API amount (major-unit decimal), as the web reads them |
 * | formatMoneyForCsv(minor, currency)     | "1234.50"        | a CSV cell: a plain number a spreadsheet sums      |
 * | formatStoreTake(minor, currency)       | "−$6.40 (…)"     | what the store keeps of a sale, signed             |
 * | currencySymbol(currency)               | "$"              | an input's prefix, never an amount                 |
 *
 * "Two decimals" is the currency's own minor unit: USD and EUR show 2, JPY none, KWD 3, so an amount always reads to
 * the last unit that reaches a bank. Rounding (card, summary) is half away from zero on the exact decimal.
 */
import { abbreviateNumber } from './format';
import { currencyDigits, type Money, minorToDecimalString, toMinor } from './money';

/** standard: the currency's decimals; card: one decimal (item cards); summary: K/M/B from 1,000 (named cards). */
export type MoneyStyle = 'standard' | 'card' | 'summary';

const LOCALE = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: string, decimals: number, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, f);
  }
  return f;
}

/** The amount with `decimals` places (rounded exactly first, so Intl never rounds a binary double). */
function withDecimals(minor: Money, currency: string, decimals: number, locale: string): string {
  const exact = minorToDecimalString(minor, currency, decimals);
  // "-0.0" (a tiny negative rounded away) reads as zero, not as a debt.
  const text = /^-0(\.0*)?$/.test(exact) ? exact.slice(1) : exact;
  return numberFormat(currency, decimals, locale).format(text as `${number}`);
}

/** The currency's symbol as the locale writes it ("$", "€", "¥", "KWD"): for input prefixes, not for amounts. */
export function currencySymbol(currency: string, locale = LOCALE): string {
  const parts = numberFormat(currency, currencyDigits(currency), locale).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * An amount in minor units as people read it: "$1,234.50", "-$0.05", "¥1,235", "KWD 1.235" (standard); "$1,234.5"
 * (card); "$1.2K", "$999.00" below 1,000 (summary).
 */
export function formatMoney(
  minor: Money,
  currency: string,
  style: MoneyStyle = 'standard',
  locale = LOCALE,
): string {
  const digits = currencyDigits(currency);
  if (style === 'card') return withDecimals(minor, currency, Math.min(1, digits), locale);
  if (style === 'summary') {
    const major = Number(minorToDecimalString(minor, currency));
    if (Math.abs(major) >= 1000) {
      return `${major < 0 ? '-' : ''}${currencySymbol(currency, locale)}${abbreviateNumber(Math.abs(major))}`;
    }
  }
  return withDecimals(minor, currency, digits, locale);
}

/**
 * An API amount (a decimal in major units, as the API answers: 12.5, "149.99") formatted like formatMoney;
 * "—" when there is none, the value as it came when it is not a number.
 */
export function formatAmount(
  major: number | string | null | undefined,
  currency: string,
  style: MoneyStyle = 'standard',
): string {
  if (major === null || major === undefined || major === '') return '—';
  let minor: Money;
  try {
    minor = toMinor(major, currency);
  } catch {
    return String(major);
  }
  return formatMoney(minor, currency, style);
}

/** A CSV cell: a plain number with the currency's decimals ("1234.50", "-6.40", JPY "1235"), no symbol, no commas. */
export function formatMoneyForCsv(minor: Money, currency: string): string {
  return minorToDecimalString(minor, currency);
}

/**
 * What the store keeps of a sold item (its fee columns: sold price − payout, issue 29), signed: "$23.60", or
 * "−$6.40 (store absorbed the markdown or discount)" when the store pays the consigner more than the sale brought.
 */
export function formatStoreTake(minor: Money, currency: string, locale = LOCALE): string {
  if (minor >= 0) return formatMoney(minor, currency, 'standard', locale);
  return `−${formatMoney(-minor, currency, 'standard', locale)} (store absorbed the markdown or discount)`;
}
