/**
 * One Linnworks sync of one store: authorize, page through the orders processed since the last successful sync
 * (less a small overlap: the ingestion is idempotent, so an order seen twice is one order), and feed each one
 * through the same ingestion as Shopify and the shop, one transaction per order. Only a sync that read every
 * page moves the cursor; the outcome (or the error) is kept for the Orders screen.
 */
import { eq, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { linnworksConnections, orderLineItems, stores } from '../../db/schema';
import type { JobHandler } from '../../jobs/queue';
import type { SecretBox } from '../../security/secret-box';
import { ingestOrder, nextStage, type OrderStage } from '../orders';
import { credentialsOf, findConnection } from './connection';
import { toIncomingOrder } from './map-order';
import type { LinnworksApi } from './provider';
import { scheduleSync } from './schedule';

const PER_PAGE = 200;
const OVERLAP_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
/** A new connection brings in the last week; Linnworks searches at most about three months at once. */
const FIRST_SYNC_DAYS = 7;
const MAX_RANGE_DAYS = 90;
/** 100,000 orders in one sync at most (a safeguard against an endless page count): more fails the sync. */
const MAX_PAGES = 500;

export interface SyncOutcome {
  found: number;
  created: number;
  unmatched: number;
  flagged: number;
}

export interface SyncDeps {
  db: Db;
  api: LinnworksApi;
  box: SecretBox;
}

async function unmatchedLines(db: Db, storeId: number, orderId: number): Promise<number> {
  const rows = await db.execute(sql`
    select count(*)::int as n from order_line_items
    where store_id = ${storeId} and order_id = ${orderId} and ${orderLineItems.unmatched} is not null`);
  return Number((rows.rows[0] as { n: number }).n);
}

/** The stage of each of these Linnworks orders Backroom already has. */
async function knownStages(db: Db, storeId: number, ids: string[]): Promise<Map<string, OrderStage>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute(sql`
    select external_id, status from orders
    where store_id = ${storeId} and channel = 'linnworks' and external_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(
    (rows.rows as { external_id: string; status: OrderStage }[]).map((r) => [r.external_id, r.status]),
  );
}

/** Runs a sync now; null when the store has no connection. Throws after recording a failure. */
export async function runSync(
  deps: SyncDeps,
  store: StoreRow,
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<SyncOutcome | null> {
  const row = await findConnection(deps.db, store.id);
  if (!row) return null;
  const to = new Date();
  const earliest = to.getTime() - MAX_RANGE_DAYS * DAY_MS;
  const from = new Date(
    Math.max(
      earliest,
      row.syncedThrough ? row.syncedThrough.getTime() - OVERLAP_MS : to.getTime() - FIRST_SYNC_DAYS * DAY_MS,
    ),
  );
  const outcome: SyncOutcome = { found: 0, created: 0, unmatched: 0, flagged: 0 };
  const failures: string[] = [];
  const record = (values: Partial<typeof linnworksConnections.$inferInsert>) =>
    deps.db
      .update(linnworksConnections)
      .set({ lastSyncAt: new Date(), lastSyncResult: { ...outcome }, ...values })
      .where(storeScoped(linnworksConnections, store.id));
  try {
    const session = await deps.api.authorize(credentialsOf(deps.box, row));
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await deps.api.processedOrders(session, { from, to, page, perPage: PER_PAGE });
      if (answer.totalPages > MAX_PAGES)
        failures.push(`Linnworks listed ${answer.totalPages} pages; ${MAX_PAGES} are read`);
      pages = Math.min(answer.totalPages, MAX_PAGES);
      const incomingOrders = answer.orders.map((o) => toIncomingOrder(o, store.currency));
      const known = await knownStages(
        deps.db,
        store.id,
        incomingOrders.map((o) => o.externalId),
      );
      for (const incoming of incomingOrders) {
        outcome.found++;
        // An order already in at this stage (the overlap of two syncs) would change nothing: skip its transaction.
        const current = known.get(incoming.externalId);
        if (current && nextStage(current, incoming.stage) === current) continue;
        let result: Awaited<ReturnType<typeof ingestOrder>>;
        try {
          result = await ingestOrder(deps.db, store, incoming);
        } catch (err) {
          // One order the database refuses must not hold back the others; the cursor stays, so it is tried again.
          failures.push(`${incoming.name}: ${err instanceof Error ? err.message : String(err)}`);
          continue;
        }
        if (result.created) {
          outcome.created++;
          outcome.unmatched += await unmatchedLines(deps.db, store.id, result.orderId);
        }
        outcome.flagged += result.flagged.length;
        if (outcome.found % 50 === 0) await progress(outcome.found, answer.totalEntries);
      }
      await progress(outcome.found, answer.totalEntries);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await record({ lastSyncStatus: 'failed', lastSyncError: message.slice(0, 500) });
    throw err;
  }
  if (failures.length > 0) {
    const message = `${failures.length} order${failures.length === 1 ? '' : 's'} could not be brought in (${failures[0]})`;
    await record({ lastSyncStatus: 'failed', lastSyncError: message.slice(0, 500) });
    throw new Error(message);
  }
  await record({ lastSyncStatus: 'ok', lastSyncError: null, syncedThrough: to });
  return outcome;
}

/**
 * Job `linnworks.sync`: runs the store's sync and queues the next one. A failure is recorded and shown; the job
 * still ends normally so the schedule goes on (the next run, or the next page load, tries again).
 */
export function linnworksSyncJob(deps: Omit<SyncDeps, 'db'>, intervalMinutes: number): JobHandler {
  return async ({ job, db, progress }) => {
    const [store] = await db.select().from(stores).where(eq(stores.id, job.storeId!));
    if (!store) return null;
    let result: SyncOutcome | { error: string } | null;
    try {
      result = await runSync({ ...deps, db }, store, progress);
    } catch (err) {
      result = { error: err instanceof Error ? err.message : String(err) };
    }
    if (result === null) return { configured: false };
    await db.transaction(async (tx) => {
      // Holding the connection row orders this with a page load's request and a disconnect.
      const still = await findConnection(tx, store.id, true);
      if (still)
        await scheduleSync(tx, {
          storeId: store.id,
          runAt: new Date(Date.now() + intervalMinutes * 60_000),
          except: job.id,
        });
    });
    return result;
  };
}
