/**
 * The terms' minimum days (issue 16): before `changeAllowedFrom` the consigner may neither withdraw an item nor
 * ask for a lower price. Staff are not held by it.
 */
import { addDays, formatLongDate, todayIn } from '@backroom/domain/dates';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export const LOCKED_ACTIONS = new Set([
  'requestPriceChange',
  'requestInventoryWithdrawal',
  'withdrawInventory',
]);

export const changeLockedMessage = (from: string) =>
  `Under your consignment terms this item can be withdrawn or repriced from ${formatLongDate(`${from}T12:00:00Z`)}.`;

/** The items of `ids` still inside their minimum days, with the day changes become allowed. */
export async function changeLockedUntil(
  tx: DbOrTx,
  {
    store,
    ids,
    now = new Date(),
  }: { store: { id: number; timeZone: string }; ids: readonly number[]; now?: Date },
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const r = await tx.execute(sql`
    select id, terms_started_on::text as "startedOn", (terms->>'minDaysBeforeChange')::int as days
    from inventories
    where store_id = ${store.id} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and terms is not null and (terms->>'minDaysBeforeChange')::int > 0`);
  const today = todayIn(store.timeZone, now);
  const locked = new Map<number, string>();
  for (const row of r.rows as { id: number; startedOn: string; days: number }[]) {
    const from = addDays(row.startedOn, row.days);
    if (today < from) locked.set(Number(row.id), from);
  }
  return locked;
}
