/**
 * Collecting an invoice: the provider is called outside any transaction (it may be a slow network call), with
 * a key per invoice and attempt, so a retried job charges once; the result is applied in one transaction with
 * the account locked, moving the subscription through the state machine and e-mailing the owner.
 */
import { applyBillingEvent, nextRetryAt, readOnlyFrom } from '@backroom/domain/billing';
import { eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../core/actor';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { billingAccounts, billingInvoices } from '../../db/schema';
import type { JobHandler } from '../../jobs/queue';
import { lockAccount } from './account';
import { BILLING_SYSTEM, writeBillingAudit } from './audit';
import type { BillingConfig } from './config';
import { billingEmails, emailOwner, money } from './emails';
import { openInvoices } from './invoices';
import type { BillingProvider, ChargeResult } from './provider';

export interface BillingDeps {
  db: Db;
  config: BillingConfig;
  provider: BillingProvider;
}

export type ChargeOutcome = { status: 'paid' | 'pending' | 'failed' | 'notOpen'; error?: string };

export async function chargeInvoice(
  deps: BillingDeps,
  { storeId, invoiceId, actor = BILLING_SYSTEM }: { storeId: number; invoiceId: number; actor?: AuditActor },
): Promise<ChargeOutcome> {
  const [claimed] = await deps.db
    .update(billingInvoices)
    .set({ attempts: sql`${billingInvoices.attempts} + 1` })
    .where(
      storeScoped(
        billingInvoices,
        storeId,
        eq(billingInvoices.id, invoiceId),
        eq(billingInvoices.status, 'open'),
      ),
    )
    .returning();
  if (!claimed) return { status: 'notOpen' };
  const [account] = await deps.db.select().from(billingAccounts).where(storeScoped(billingAccounts, storeId));
  const result = await deps.provider.charge({
    idempotencyKey: `backroom-invoice-${storeId}-${invoiceId}-${claimed.attempts}`,
    customerId: account?.providerCustomerId ?? null,
    paymentMethodRef: account?.paymentMethodRef ?? null,
    amount: claimed.total,
    currency: claimed.currency,
    description: `Backroom invoice ${claimed.number}`,
    storeId,
    invoiceId,
  });
  await applyChargeResult(deps, { storeId, invoiceId, result, actor });
  return result.status === 'failed' ? { status: 'failed', error: result.error } : { status: result.status };
}

export interface ApplyChargeResultOptions {
  storeId: number;
  invoiceId: number;
  result: ChargeResult;
  actor?: AuditActor;
  now?: Date;
}

/** Applies a provider's answer (from a charge or a webhook); repeating it changes nothing. */
export async function applyChargeResult(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  { storeId, invoiceId, result, actor = BILLING_SYSTEM, now = new Date() }: ApplyChargeResultOptions,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, deps.config, storeId);
    const [invoice] = await tx
      .select()
      .from(billingInvoices)
      .where(storeScoped(billingInvoices, storeId, eq(billingInvoices.id, invoiceId)));
    if (invoice?.status !== 'open') return;
    const amount = money(invoice.total, invoice.currency);
    if (result.status === 'pending') {
      await tx
        .update(billingInvoices)
        .set({ providerRef: result.ref })
        .where(storeScoped(billingInvoices, storeId, eq(billingInvoices.id, invoiceId)));
      return;
    }
    if (result.status === 'paid') {
      await tx
        .update(billingInvoices)
        .set({ status: 'paid', paidAt: now, providerRef: result.ref, lastError: null, nextRetryAt: null })
        .where(storeScoped(billingInvoices, storeId, eq(billingInvoices.id, invoiceId)));
      const left = (await openInvoices(tx, storeId)).length;
      const next = applyBillingEvent(account, { type: 'paymentSucceeded', openInvoicesLeft: left });
      if (next.ok) await saveState(tx, { storeId, state: next.state, now });
      await writeBillingAudit(tx, {
        storeId,
        action: 'paymentSucceeded',
        actor,
        details: {
          number: invoice.number,
          total: invoice.total,
        },
      });
      await emailOwner(tx, storeId, (store) => billingEmails.paid({ store, number: invoice.number, amount }));
      return;
    }
    await tx
      .update(billingInvoices)
      .set({
        lastError: result.error,
        providerRef: result.ref ?? invoice.providerRef,
        nextRetryAt: nextRetryAt(now, invoice.attempts),
      })
      .where(storeScoped(billingInvoices, storeId, eq(billingInvoices.id, invoiceId)));
    const next = applyBillingEvent(account, { type: 'paymentFailed', at: now });
    if (!next.ok) return;
    await saveState(tx, { storeId, state: next.state, now });
    await writeBillingAudit(tx, {
      storeId,
      action: 'paymentFailed',
      actor,
      details: {
        number: invoice.number,
        total: invoice.total,
        error: result.error,
      },
    });
    const readOnlyOn = readOnlyFrom(next.state, deps.config.graceDays) ?? now;
    await emailOwner(tx, storeId, (store) =>
      billingEmails.paymentFailed({
        store,
        number: invoice.number,
        amount,
        error: result.error,
        readOnlyOn: readOnlyOn.toUTCString().slice(0, 16),
      }),
    );
  });
}

export async function saveState(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  {
    storeId,
    state,
    now,
  }: {
    storeId: number;
    state: {
      status: (typeof billingAccounts.$inferSelect)['status'];
      cancelAtPeriodEnd: boolean;
      pastDueSince: Date | null;
    };
    now: Date;
  },
) {
  await tx
    .update(billingAccounts)
    .set({
      status: state.status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      pastDueSince: state.pastDueSince,
      updatedAt: now,
    })
    .where(storeScoped(billingAccounts, storeId));
}

/** Tries every open invoice of the store now (after a new card, or the owner's Pay now). */
export async function chargeOpenInvoices(deps: BillingDeps, storeId: number, actor: AuditActor) {
  const outcomes: ChargeOutcome[] = [];
  for (const invoice of await openInvoices(deps.db, storeId)) {
    outcomes.push(await chargeInvoice(deps, { storeId, invoiceId: invoice.id, actor }));
  }
  return outcomes;
}

export function chargeInvoiceJob(deps: Omit<BillingDeps, 'db'>): JobHandler {
  return async ({ job, db }) => {
    const invoiceId = Number(job.payload.invoiceId);
    return chargeInvoice({ ...deps, db }, { storeId: job.storeId!, invoiceId });
  };
}
