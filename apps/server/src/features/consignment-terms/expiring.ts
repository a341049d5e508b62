/** The staff "Expiring" list (issue 16): live items whose term ends within a week, has ended, or is in grace. */
import { EXPIRY_WARNING_DAYS } from '@backroom/domain/consignment-terms';
import { addDays, todayIn } from '@backroom/domain/dates';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import { LIVE_TERM_STATUSES } from '../../core/terms/snapshot';
import type { Db } from '../../db/client';

const LIMIT = 500;

export async function expiringItems(
  db: Db,
  store: { id: number; timeZone: string; currency: string },
  now = new Date(),
) {
  const today = todayIn(store.timeZone, now);
  const until = addDays(today, EXPIRY_WARNING_DAYS);
  const r = await db.execute(sql`
    select i.id, i.code, i.status, i.price, p.title,
      trim(c.first_name || ' ' || c.last_name) as consigner, c.id as "consignerId",
      i.terms_expires_on::text as "expiresOn",
      (i.terms_expires_on + (i.terms->>'graceDays')::int)::text as "graceEndsOn",
      i.terms->>'expiryAction' as "expiryAction"
    from inventories i
    join products p on p.store_id = i.store_id and p.id = i.product_id
    join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
    where i.store_id = ${store.id} and i.terms is not null and i.deleted_at is null
      and i.terms_action_on is null and i.status in ${LIVE_TERM_STATUSES}
      and i.terms_expires_on <= ${until}::date
    order by i.terms_expires_on, i.id
    limit ${LIMIT}`);
  const rows = r.rows as {
    id: number;
    code: string;
    status: string;
    price: number;
    title: string;
    consigner: string;
    consignerId: number;
    expiresOn: string;
    graceEndsOn: string;
    expiryAction: 'return' | 'convert' | 'renew';
  }[];
  return {
    today,
    items: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      consignerId: Number(row.consignerId),
      price: fromMinor(Number(row.price), store.currency),
      phase: row.expiresOn > today ? ('expiring' as const) : ('inGrace' as const),
    })),
  };
}
