/** Billing periods are calendar months in UTC, anchored on the day the paid subscription started. */

/** The same day-of-month and time `months` later; a day the month lacks becomes its last day (Jan 31 → Feb 28). */
export function addMonths(from: Date, months: number, anchorDay = from.getUTCDate()): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchorDay, lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);
