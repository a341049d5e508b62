/** Answer shapes shared by the report endpoints: money in the currency's decimals, growth per spec 3 §9. */
import type { Metric } from '@backroom/domain/contract/reports';
import { percentChange } from '@backroom/domain/format';
import { fromMinor } from '@backroom/domain/money';

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function growth(current: number, previous: number): number {
  return round2(percentChange(current, previous));
}

export function moneyOf(currency: string) {
  return (minor: number) => fromMinor(minor, currency);
}

export interface MetricOptions {
  current: number;
  previous: number;
  daily: { date: string; value: number }[];
  toValue?: (v: number) => number;
}

/** A period figure with its previous period and daily series; `toValue` converts units (money or counts). */
export function metric({ current, previous, daily, toValue = (v) => v }: MetricOptions): Metric {
  const total = toValue(current);
  const before = toValue(previous);
  return {
    total,
    previous: before,
    growth: growth(total, before),
    daily: daily.map((d) => ({ date: d.date, value: toValue(d.value) })),
  };
}
