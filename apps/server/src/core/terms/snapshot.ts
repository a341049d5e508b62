/**
 * Items keep the terms in force when they were accepted (issue 16): a copy of the terms, their id and version,
 * the listed price markdowns are a percent of, and the term's calendar in the store's time zone.
 */
import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { consignmentTerms } from '../../db/schema';

type TermsRow = typeof consignmentTerms.$inferSelect;

/** Items that still run on their terms: on sale or waiting for a decision, not sold, returned or removed. */
export const LIVE_TERM_STATUSES = sql.raw(`(${STATUS_GROUPS.live.map((s) => `'${s}'`).join(', ')})`);

/**
 * Gives each newly accepted consigned item of `ids` the terms in force: the consigner's own, else their type's
 * (the store's default type when they have none), else the store's default terms. Items that already carry terms,
 * are not accepted, are store-owned or bought keep what they have, so calling it twice changes nothing.
 */
export async function attachTerms(
  tx: DbOrTx,
  store: { id: number; timeZone: string },
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tx.execute(sql`
    update inventories i set
      terms_id = t.id, terms_version = t.version, terms = t.terms, terms_listed_price = i.price,
      terms_started_on = (i.accepted_on at time zone ${store.timeZone})::date,
      terms_expires_on = (i.accepted_on at time zone ${store.timeZone})::date + (t.terms->>'termDays')::int,
      terms_markdown_step = 0, terms_expired_on = null, terms_action_on = null
    from consigners c
    left join consigner_types ct on ct.store_id = c.store_id
      and (ct.id = c.consigner_type_id or (c.consigner_type_id is null and ct.is_default))
    join consignment_terms t on t.store_id = c.store_id and t.id = coalesce(
      c.consignment_terms_id, ct.consignment_terms_id,
      (select d.id from consignment_terms d where d.store_id = c.store_id and d.is_default))
    where i.store_id = ${store.id} and i.id = any(${`{${ids.join(',')}}`}::int[])
      and c.store_id = i.store_id and c.id = i.consigner_id and not c.is_store_account
      and i.terms is null and i.accepted_on is not null and i.deleted_at is null
      and i.sale_type = 'Consignment'
    returning i.id`);
  return result.rows.length;
}

/**
 * "Apply to all items" (confirmed on the screen): live items under these terms take the new version; their
 * calendar restarts from their accepted day, the markdowns already applied stay applied.
 */
export async function resnapshotLiveItems(tx: DbOrTx, store: { id: number }, row: TermsRow): Promise<number> {
  const result = await tx.execute(sql`
    update inventories i set
      terms = ${JSON.stringify(row.terms)}::jsonb, terms_version = ${row.version},
      terms_expires_on = i.terms_started_on + ${row.terms.termDays}::int,
      terms_expired_on = null
    where i.store_id = ${store.id} and i.terms_id = ${row.id} and i.deleted_at is null
      and i.terms_action_on is null and i.status in ${LIVE_TERM_STATUSES}
    returning i.id`);
  return result.rows.length;
}
