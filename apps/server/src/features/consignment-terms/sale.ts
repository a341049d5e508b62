/** A sold item's terms (issue 16): the payout basis after markdowns by absorber, and the age split's fee. */
import { type ConsignmentTerms, type TermsSale, termsSale } from '@backroom/domain/consignment-terms';
import { dateOnlyIn } from '@backroom/domain/dates';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export async function termsSaleOf(
  tx: DbOrTx,
  {
    store,
    item,
    soldAt,
  }: { store: { id: number; timeZone: string }; item: { id: number; price: number }; soldAt: Date },
): Promise<TermsSale | null> {
  const r = await tx.execute(sql`
    select terms, terms_listed_price as listed, terms_started_on::text as "startedOn",
      terms_markdown_step as step
    from inventories where store_id = ${store.id} and id = ${item.id} and terms is not null`);
  const row = r.rows[0] as
    | { terms: ConsignmentTerms; listed: number; startedOn: string; step: number }
    | undefined;
  if (!row) return null;
  return termsSale(
    row.terms,
    { startedOn: row.startedOn, listed: row.listed, appliedStep: row.step, price: item.price },
    dateOnlyIn(soldAt, store.timeZone),
  );
}
