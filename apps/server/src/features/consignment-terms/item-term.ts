/**
 * One item's term as the seller portal and staff show it, and a renewal (issue 16): the consigner renews their
 * own item near the end of its term for the renewal fee, added to what they owe the store.
 */
import {
  type ConsignmentTerms,
  EXPIRY_WARNING_DAYS,
  renewedExpiry,
  type TermOutlook,
  termOutlook,
} from '@backroom/domain/consignment-terms';
import { addDays, todayIn } from '@backroom/domain/dates';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { logRows, writeCharges } from '../../core/effects';
import { LIVE_TERM_STATUSES } from '../../core/terms/snapshot';
import type { Db, DbOrTx } from '../../db/client';
import { inventoryLogs } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

type StoreRef = { id: number; timeZone: string; currency: string };

interface ItemTermRow {
  id: number;
  code: string;
  consignerId: number;
  status: string;
  terms: ConsignmentTerms | null;
  listed: number | null;
  startedOn: string | null;
  expiresOn: string | null;
  step: number;
  actionOn: string | null;
  name: string | null;
}

async function readItemTerm(
  db: DbOrTx,
  storeId: number,
  id: number,
  consignerId: number | null,
  lock = false,
) {
  const r = await db.execute(sql`
    select i.id, i.code, i.consigner_id as "consignerId", i.status, i.terms, i.terms_listed_price as listed,
      i.terms_started_on::text as "startedOn", i.terms_expires_on::text as "expiresOn",
      i.terms_markdown_step as step, i.terms_action_on::text as "actionOn", t.name
    from inventories i
    left join consignment_terms t on t.store_id = i.store_id and t.id = i.terms_id
    where i.store_id = ${storeId} and i.id = ${id} and i.deleted_at is null
      ${consignerId === null ? sql`` : sql`and i.consigner_id = ${consignerId}`}
    ${lock ? sql`for update of i` : sql``}`);
  const row = r.rows[0] as ItemTermRow | undefined;
  if (!row) throw notFound('Item not found.');
  return row;
}

function outlookOf(row: ItemTermRow, today: string): TermOutlook | null {
  if (!row.terms || !row.startedOn || !row.expiresOn || row.listed === null || row.actionOn) return null;
  return termOutlook(
    row.terms,
    { startedOn: row.startedOn, expiresOn: row.expiresOn, listed: row.listed, appliedStep: row.step },
    today,
  );
}

/** Amounts in major units, as every answer gives them. */
function view(row: ItemTermRow, outlook: TermOutlook | null, currency: string) {
  if (!outlook) return { itemId: row.id, hasTerms: false as const, term: null };
  const money = (n: number) => fromMinor(n, currency);
  return {
    itemId: row.id,
    hasTerms: true as const,
    term: {
      name: row.name,
      ...outlook,
      renewalFee: money(outlook.renewalFee),
      nextMarkdown: outlook.nextMarkdown && {
        step: outlook.nextMarkdown.step,
        of: outlook.nextMarkdown.of,
        on: outlook.nextMarkdown.on,
        price: money(outlook.nextMarkdown.price),
      },
    },
  };
}

export interface ItemTermOptions {
  store: StoreRef;
  id: number;
  consignerId: number | null;
  now?: Date;
}

export async function itemTerm(db: Db, { store, id, consignerId, now = new Date() }: ItemTermOptions) {
  const row = await readItemTerm(db, store.id, id, consignerId);
  return view(row, outlookOf(row, todayIn(store.timeZone, now)), store.currency);
}

export interface RenewItemOptions {
  store: StoreRef;
  id: number;
  who: Actor;
  now?: Date;
}

/** Renews one live item in its warning week or grace period; the fee is owed by the consigner. */
export async function renewItem(db: Db, { store, id, who, now = new Date() }: RenewItemOptions) {
  return db.transaction(async (tx) => {
    const row = await readItemTerm(tx, store.id, id, who.consignerId, true);
    const today = todayIn(store.timeZone, now);
    const outlook = outlookOf(row, today);
    const live = await tx.execute(
      sql`select 1 from inventories where store_id = ${store.id} and id = ${id} and status in ${LIVE_TERM_STATUSES}`,
    );
    if (!outlook || live.rows.length === 0) throw conflict('This item has no term that can be renewed.');
    if (!outlook.canRenew)
      throw conflict(
        `This item can be renewed from ${addDays(outlook.expiresOn, -EXPIRY_WARNING_DAYS)}, in the last week of its term.`,
      );
    const next = renewedExpiry(row.terms!, row.expiresOn!, today);
    await tx.execute(sql`
      update inventories set terms_expires_on = ${next}, terms_expired_on = null, version = version + 1,
        updated_at = now(), last_updated_by = ${who.name}
      where store_id = ${store.id} and id = ${id}`);
    await writeCharges(tx, store.id, [
      {
        consignerId: row.consignerId,
        amount: outlook.renewalFee,
        reason: 'renewal',
        visibleToConsigner: true,
        itemId: id,
        itemCode: row.code,
      },
    ]);
    await tx.insert(inventoryLogs).values(
      logRows({
        storeId: store.id,
        inventoryId: id,
        who,
        action: 'Consignment renewed',
        logs: [{ field: 'termsExpiresOn' as never, before: row.expiresOn, after: next }],
      }),
    );
    const renewed = { ...row, expiresOn: next };
    return view(renewed, outlookOf(renewed, today), store.currency);
  });
}
