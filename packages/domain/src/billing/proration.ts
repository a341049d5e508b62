/**
 * Proration of a plan change, Stripe's way: the unused part of the old price is credited and the rest of the
 * period on the new price is charged, both on the next invoice. Time is counted in whole seconds and amounts
 * are rounded half away from zero to the minor unit, with integer arithmetic only.
 */

export interface ProrationInput {
  /** The period's full price on the old and on the new plan, minor units. */
  oldAmount: number;
  newAmount: number;
  periodStart: Date;
  periodEnd: Date;
  /** When the change takes effect. */
  at: Date;
}

export interface ProrationLine {
  kind: 'credit' | 'charge';
  /** Negative for the credit. */
  amount: number;
  /** Seconds of the period left when the change took effect, and the period's length. */
  remainingSeconds: number;
  periodSeconds: number;
}

/** round(amount × part / whole) half away from zero, exactly. */
export function shareOf(amount: number, part: number, whole: number): number {
  if (whole <= 0) throw new RangeError('The period has no length');
  const num = BigInt(Math.abs(amount)) * BigInt(part);
  const w = BigInt(whole);
  const rounded = (num * 2n + w) / (w * 2n);
  return Number(amount < 0 ? -rounded : rounded);
}

export function prorate(input: ProrationInput): ProrationLine[] {
  const periodSeconds = Math.floor((input.periodEnd.getTime() - input.periodStart.getTime()) / 1000);
  const at = Math.min(Math.max(input.at.getTime(), input.periodStart.getTime()), input.periodEnd.getTime());
  const remainingSeconds = Math.floor((input.periodEnd.getTime() - at) / 1000);
  if (periodSeconds <= 0 || remainingSeconds <= 0 || input.oldAmount === input.newAmount) return [];
  return [
    {
      kind: 'credit',
      amount: -shareOf(input.oldAmount, remainingSeconds, periodSeconds),
      remainingSeconds,
      periodSeconds,
    },
    {
      kind: 'charge',
      amount: shareOf(input.newAmount, remainingSeconds, periodSeconds),
      remainingSeconds,
      periodSeconds,
    },
  ];
}
