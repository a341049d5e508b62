/**
 * The dashboard's consignment-terms tiles (issue 16), on the store's calendar: items whose term ends in the next
 * seven days (the "expiring" rows of the Expiring list) and the automatic markdowns the clock applied this month.
 */
import { EXPIRY_WARNING_DAYS } from '@backroom/domain/consignment-terms';
import { addDays } from '@backroom/domain/dates';
import { sql } from 'drizzle-orm';
import { LIVE_TERM_STATUSES } from '../../core/terms/snapshot';
import type { DbOrTx } from '../../db/client';

/** The clock's log action is "Automatic markdown, step N of M" (consignment-terms/clock.ts). */
const MARKDOWN_ACTION = 'Automatic markdown, step %';

/** The tiles' one statement (also the dashboard row's bare SQL in `npm run bench`). */
export function termsFiguresSql(storeId: number, today: string, timeZone: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const until = addDays(today, EXPIRY_WARNING_DAYS);
  // Both read the store's rows through indexes led by store_id (inventories_store_terms_idx, inventory_logs_item_idx).
  return sql`
    select
      (select count(*)::int from inventories i
        where i.store_id = ${storeId} and i.terms is not null and i.deleted_at is null
          and i.terms_action_on is null and i.status in ${LIVE_TERM_STATUSES}
          and i.terms_expires_on > ${today}::date and i.terms_expires_on <= ${until}::date) as "expiringThisWeek",
      (select count(*)::int from inventory_logs l
        where l.store_id = ${storeId} and l.action like ${MARKDOWN_ACTION}
          and l.modified_fields <> '[]'::jsonb
          and l.created_at >= ((${monthStart}::date)::timestamp at time zone ${timeZone})) as "markdownsThisMonth"`;
}

export async function termsFigures(
  db: DbOrTx,
  { storeId, today, timeZone }: { storeId: number; today: string; timeZone: string },
) {
  const r = await db.execute(termsFiguresSql(storeId, today, timeZone));
  const row = r.rows[0] as { expiringThisWeek: number; markdownsThisMonth: number };
  return {
    expiringThisWeek: Number(row.expiringThisWeek),
    markdownsThisMonth: Number(row.markdownsThisMonth),
  };
}
