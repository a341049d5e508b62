/**
 * Terms for stock on hand (issue 29, item 9): live consigned items accepted before the store had terms carry none,
 * so no clock ran for them. Applying gives each the terms it would get today (the consigner's own, else their
 * type's, else the store default) with the clock starting today: the full term, the warning week and every
 * markdown step lie ahead, nothing is due at once, and the minimum days before a change are not imposed on an
 * item the consigner could already withdraw or reprice. Set-based, in batches by id; up to APPLY_SYNC_LIMIT items
 * in the request's one transaction, more through the durable job queue (one transaction per batch, progress shown;
 * a batch only touches items still without terms, so a retried or repeated run changes nothing twice).
 */
import { addDays, type DateOnly, todayIn } from '@backroom/domain/dates';
import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { jobs, stores } from '../../db/schema';
import { enqueueJob, type JobHandler } from '../../jobs/queue';
import { ensureDailyJob } from './clock-job';

export const APPLY_STOCK_JOB = 'consignment-terms.applyToStock';
/** Up to this many items are changed in the request, in one transaction; more go to a job. */
export const APPLY_SYNC_LIMIT = 5_000;
const BATCH = 5_000;

type StoreRef = { id: number; timeZone: string };

/** Live stock, less items whose return is already asked for (the return runs its own course). */
const stockStatuses = sql.join(
  STATUS_GROUPS.live.filter((s) => s !== 'RequestWithdrawal').map((s) => sql`${s}`),
  sql`, `,
);

/** Live consigned stock without terms (a return already asked for is left to it), with the terms each would get. */
const candidates = (storeId: number, after = 0) => sql`
  select i.id, t.id as terms_id, t.version, t.terms, t.name
  from inventories i
  join consigners c on c.store_id = i.store_id and c.id = i.consigner_id and not c.is_store_account
  left join consigner_types ct on ct.store_id = c.store_id
    and (ct.id = c.consigner_type_id or (c.consigner_type_id is null and ct.is_default))
  join consignment_terms t on t.store_id = c.store_id and t.id = coalesce(
    c.consignment_terms_id, ct.consignment_terms_id,
    (select d.id from consignment_terms d where d.store_id = c.store_id and d.is_default))
  where i.store_id = ${storeId} and i.id > ${after} and i.terms is null and i.deleted_at is null
    and i.accepted_on is not null and i.sale_type = 'Consignment'
    and i.status in (${stockStatuses})`;

export interface StockPreview {
  count: number;
  startsOn: DateOnly;
  byTerms: { termsId: number; name: string; count: number; expiresOn: DateOnly }[];
}

/** How many items applying would touch, per set of terms, and the day their clock would start. */
export async function previewStock(db: DbOrTx, store: StoreRef, now = new Date()): Promise<StockPreview> {
  const today = todayIn(store.timeZone, now);
  const r = await db.execute(sql`
    select s.terms_id as "termsId", s.name, count(*)::int as count, (s.terms->>'termDays')::int as "termDays"
    from (${candidates(store.id)}) s
    group by s.terms_id, s.name, s.terms->>'termDays'
    order by s.name`);
  const byTerms = (r.rows as { termsId: number; name: string; count: number; termDays: number }[]).map(
    (row) => ({
      termsId: Number(row.termsId),
      name: row.name,
      count: Number(row.count),
      expiresOn: addDays(today, Number(row.termDays)),
    }),
  );
  return { count: byTerms.reduce((n, t) => n + t.count, 0), startsOn: today, byTerms };
}

/** One batch after `after`, in the caller's transaction: how many changed and the last id looked at. */
async function applyBatch(
  tx: DbOrTx,
  store: StoreRef,
  today: DateOnly,
  who: Actor,
  after: number,
  limit: number,
) {
  const r = await tx.execute(sql`
    with picked as (${candidates(store.id, after)} order by i.id limit ${limit} for update of i),
    updated as (
      update inventories i set
        terms_id = p.terms_id, terms_version = p.version,
        terms = p.terms || '{"minDaysBeforeChange": 0}'::jsonb, terms_listed_price = i.price,
        terms_started_on = ${today}::date, terms_expires_on = ${today}::date + (p.terms->>'termDays')::int,
        terms_markdown_step = 0, terms_expired_on = null, terms_warned_on = null, terms_action_on = null,
        version = i.version + 1, updated_at = now(), last_updated_by = ${who.name}
      from picked p
      where i.store_id = ${store.id} and i.id = p.id and i.terms is null
      returning i.id, p.name, p.version, i.terms_expires_on::text as expires_on
    ),
    logged as (
      insert into inventory_logs (store_id, inventory_id, actor_name, action, modified_fields)
      select ${store.id}, u.id, ${who.name},
        'Consignment terms applied to stock on hand: ' || u.name || ', from ' || ${today}::text,
        jsonb_build_array(jsonb_build_object(
          'variableChanged', 'termsExpiresOn', 'beforeValue', null, 'afterValue', u.expires_on))
      from updated u
      returning 1
    )
    select (select count(*)::int from updated) as changed, (select max(id) from picked) as last,
      (select count(*)::int from logged) as logs`);
  const row = r.rows[0] as { changed: number; last: number | null };
  return { changed: Number(row.changed), last: row.last === null ? null : Number(row.last) };
}

/** Every batch from the start, each in its own transaction; `progress` after each. */
async function applyAll(
  db: Db,
  store: StoreRef,
  who: Actor,
  total: number,
  progress?: (n: number) => unknown,
) {
  const today = todayIn(store.timeZone);
  let after = 0;
  let changed = 0;
  for (;;) {
    const batch = await db.transaction((tx) => applyBatch(tx, store, today, who, after, BATCH));
    if (batch.last === null) break;
    after = batch.last;
    changed += batch.changed;
    await progress?.(Math.min(changed, total));
  }
  return changed;
}

export type ApplyAnswer = { changed: number; jobId: number | null; message: string };

const items = (n: number) => `${n.toLocaleString('en-US')} item${n === 1 ? '' : 's'}`;
export const appliedMessage = (n: number) =>
  n === 0
    ? 'No item in stock was without terms: nothing changed.'
    : `Terms applied to ${items(n)} in stock; their clock starts today.`;

export interface ApplyToStockOptions {
  store: StoreRef;
  who: Actor;
  now?: Date;
  syncLimit?: number;
}

/**
 * Applies terms to stock on hand: in one transaction when there are up to APPLY_SYNC_LIMIT items, otherwise as a
 * job (one per store at a time: a second call answers the job already under way).
 */
export async function applyToStock(
  db: Db,
  { store, who, now = new Date(), syncLimit = APPLY_SYNC_LIMIT }: ApplyToStockOptions,
): Promise<ApplyAnswer> {
  return db.transaction(async (tx) => {
    // One apply per store at a time: the store row is the lock (as for the clock's job).
    await tx.execute(sql`select id from stores where id = ${store.id} for update`);
    const [waiting] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        storeScoped(
          jobs,
          store.id,
          eq(jobs.name, APPLY_STOCK_JOB),
          inArray(jobs.status, ['queued', 'running']),
        ),
      )
      .limit(1);
    if (waiting)
      return { changed: 0, jobId: waiting.id, message: 'Terms are already being applied to stock on hand.' };
    const { count } = await previewStock(tx, store, now);
    if (count > syncLimit) {
      const payload = { who, total: count, requestedBy: who.userId };
      const job = await enqueueJob(tx, { name: APPLY_STOCK_JOB, storeId: store.id, payload, maxAttempts: 5 });
      return {
        changed: 0,
        jobId: job.id,
        message: `Applying terms to ${items(count)} in stock in the background.`,
      };
    }
    const { changed } = await applyBatch(tx, store, todayIn(store.timeZone, now), who, 0, syncLimit);
    if (changed > 0) await ensureDailyJob(tx, store);
    return { changed, jobId: null, message: appliedMessage(changed) };
  });
}

export const applyStockJob: JobHandler = async ({ job, db, progress }) => {
  const storeId = job.storeId!;
  const [store] = await db
    .select({ id: stores.id, timeZone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new Error(`store ${storeId} not found`);
  const { who, total } = job.payload as { who: Actor; total: number };
  const changed = await applyAll(db, store, who, total, (n) => progress(n, total));
  await db.transaction((tx) => ensureDailyJob(tx, store));
  return { changed, message: appliedMessage(changed) };
};
