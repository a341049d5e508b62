/**
 * The invoice run: a durable job that rolls every store whose period ended into the next one, issuing its
 * invoice (or ending a cancelled subscription), then schedules itself again. One transaction per store with
 * the account locked, so a second instance or a retried run never bills a period twice.
 */
import { addMonths, applyBillingEvent } from '@backroom/domain/billing';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { billingAccounts, billingInvoices, jobs } from '../../db/schema';
import { enqueueJob, type JobHandler } from '../../jobs/queue';
import { backfillAccounts, lockAccount } from './account';
import { BILLING_SYSTEM, writeBillingAudit } from './audit';
import { saveState } from './charge';
import type { BillingConfig } from './config';
import { billingEmails, emailOwner } from './emails';
import { CHARGE_INVOICE_JOB, issueInvoice } from './invoices';

export const INVOICE_RUN_JOB = 'billing.invoiceRun';
/** A store down for months catches up at most this many periods in one run. */
const MAX_PERIODS_PER_RUN = 12;

/** Rolls one store's periods up to `now`; answers how many invoices it issued. */
export async function rollStore(
  db: Db,
  { config, storeId, now = new Date() }: { config: BillingConfig; storeId: number; now?: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    let issued = 0;
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      const account = await lockAccount(tx, config, storeId);
      if (account.status === 'cancelled' || account.currentPeriodEnd > now) break;
      const next = applyBillingEvent(account, { type: 'periodEnded' });
      if (!next.ok) break;
      if (next.state.status === 'cancelled') {
        await saveState(tx, { storeId, state: next.state, now });
        await writeBillingAudit(tx, {
          storeId,
          action: 'periodEnded',
          actor: BILLING_SYSTEM,
          details: { cancelled: true },
        });
        await emailOwner(tx, storeId, (store) => billingEmails.cancelled({ store }));
        break;
      }
      const start = account.currentPeriodEnd;
      const end = addMonths(start, 1, account.anchorDay);
      await tx
        .update(billingAccounts)
        .set({ currentPeriodStart: start, currentPeriodEnd: end, status: next.state.status, updatedAt: now })
        .where(storeScoped(billingAccounts, storeId));
      if (
        await issueInvoice(tx, {
          config,
          account: { ...account, status: next.state.status },
          period: { start, end },
          now,
        })
      )
        issued++;
    }
    return issued;
  });
}

export async function runInvoices(
  db: Db,
  {
    config,
    now = new Date(),
    progress,
  }: { config: BillingConfig; now?: Date; progress?: (done: number, total: number) => Promise<void> },
) {
  await backfillAccounts(db, config, now);
  const due = await db
    .select({ storeId: billingAccounts.storeId })
    .from(billingAccounts)
    .where(and(lte(billingAccounts.currentPeriodEnd, now), ne(billingAccounts.status, 'cancelled')))
    .orderBy(asc(billingAccounts.storeId));
  let invoices = 0;
  for (const [index, { storeId }] of due.entries()) {
    invoices += await rollStore(db, { config, storeId, now });
    if (progress && (index + 1) % 50 === 0) await progress(index + 1, due.length);
  }
  return { stores: due.length, invoices, retries: await queueRetries(db, now) };
}

/** Failed charges whose retry is due get a charge job again (each failure e-mails the owner again). */
export async function queueRetries(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(billingInvoices)
      .set({ nextRetryAt: null })
      .where(and(eq(billingInvoices.status, 'open'), lte(billingInvoices.nextRetryAt, now)))
      .returning({ storeId: billingInvoices.storeId, id: billingInvoices.id });
    if (due.length > 0) {
      await tx.insert(jobs).values(
        due.map((invoice) => ({
          name: CHARGE_INVOICE_JOB,
          storeId: invoice.storeId,
          payload: { invoiceId: invoice.id },
          maxAttempts: 3,
        })),
      );
    }
    return due.length;
  });
}

/**
 * Queues the next run unless one is already waiting. Every instance calls it at start and each run at its end;
 * the advisory lock keeps two instances from both queueing one.
 */
export async function scheduleInvoiceRun(db: Db, at = new Date()) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${INVOICE_RUN_JOB}))`);
    const waiting = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, INVOICE_RUN_JOB), eq(jobs.status, 'queued')))
      .limit(1);
    if (waiting.length === 0) await enqueueJob(tx, { name: INVOICE_RUN_JOB, runAt: at, maxAttempts: 3 });
  });
}

export function invoiceRunJob(config: BillingConfig): JobHandler {
  return async ({ db, progress }) => {
    const result = await runInvoices(db, { config, now: new Date(), progress });
    await scheduleInvoiceRun(db, new Date(Date.now() + config.runEveryMinutes * 60_000));
    return result;
  };
}
