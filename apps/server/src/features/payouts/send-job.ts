/**
 * Job `payouts.send`: sends each pending consigner share of an automated payout through the provider. Each
 * share is settled in its own transaction (cheques written, items Sold → Paid, one e-mail), so a crash halfway
 * re-sends only what was not settled, and the provider's idempotency key stops a second payment of a share
 * whose answer was lost. When every share is settled the payout is Paid; when any failed it is Failed: the
 * failed shares' items leave it (they are Ready to pay again) and their recovered balances are given back.
 */

import { currencyDigits } from '@backroom/domain/money';
import { CHEQUE_SIZE } from '@backroom/domain/payouts';
import { and, eq, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { emitPayoutEvent } from '../../core/webhook-events/payout-events';
import type { Db } from '../../db/client';
import { cheques, consigners, payoutConsigners, payouts, stores } from '../../db/schema';
import { enqueueJob, type JobHandler } from '../../jobs/queue';
import { SYSTEM_ACTOR, writeAudit } from './audit';
import { recordReturns } from './balance-ledger';
import { queuePayoutEmails } from './emails';
import { markItemsPaid } from './paid-items';
import type { PayoutProvider, SendResult } from './provider';

export const SEND_PAYOUT_JOB = 'payouts.send';
const POLL_MS = 30_000;

/** Cheques of at most 2000 (major units) each: ceil(total / 2000) of them. */
export function splitCheques(total: number, currency: string): number[] {
  if (total <= 0) return [];
  const size = CHEQUE_SIZE * 10 ** currencyDigits(currency);
  const amounts: number[] = [];
  for (let left = total; left > 0; left -= size) amounts.push(Math.min(size, left));
  return amounts;
}

type Share = typeof payoutConsigners.$inferSelect;

async function settleShare(
  db: Db,
  store: StoreRow,
  payout: { id: number; name: string },
  share: Share,
  result: SendResult,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(payoutConsigners)
      .where(storeScoped(payoutConsigners, share.storeId, eq(payoutConsigners.id, share.id)))
      .for('update');
    if (current?.status !== 'pending') return;
    if (result.status === 'pending') {
      await tx
        .update(payoutConsigners)
        .set({ providerRef: result.ref, updatedAt: new Date() })
        .where(storeScoped(payoutConsigners, share.storeId, eq(payoutConsigners.id, share.id)));
      return;
    }
    if (result.status === 'failed') {
      await tx
        .update(payoutConsigners)
        .set({
          status: 'failed',
          error: result.error,
          providerRef: result.ref ?? current.providerRef,
          updatedAt: new Date(),
        })
        .where(storeScoped(payoutConsigners, share.storeId, eq(payoutConsigners.id, share.id)));
      return;
    }
    await tx
      .update(payoutConsigners)
      .set({
        status: 'paid',
        error: null,
        providerRef: result.ref,
        paidAt: new Date(),
        updatedAt: new Date(),
      })
      .where(storeScoped(payoutConsigners, share.storeId, eq(payoutConsigners.id, share.id)));
    if (result.cheques.length > 0) {
      await tx.insert(cheques).values(
        result.cheques.map((c) => ({
          storeId: store.id,
          payoutId: payout.id,
          consignerId: share.consignerId,
          amount: c.amount,
          externalId: c.externalId,
          status: 'sent',
        })),
      );
    }
    const items = await tx.execute(sql`
      select pi.inventory_id from payout_items pi join inventories i on i.store_id = pi.store_id and i.id = pi.inventory_id
      where pi.store_id = ${store.id} and pi.payout_id = ${payout.id} and pi.consigner_id = ${share.consignerId} and pi.live and i.status = 'Sold'`);
    const ids = (items.rows as { inventory_id: number }[]).map((r) => Number(r.inventory_id));
    const who = {
      actor: { kind: 'system' as const },
      name: SYSTEM_ACTOR.name,
      consignerId: null,
      employeeId: null,
      userId: null,
    };
    await markItemsPaid(tx, { store, who, payoutId: payout.id, ids });
    await queuePayoutEmails(tx, {
      store,
      payout,
      shares: [{ consignerId: share.consignerId, total: share.total, itemCount: share.itemCount }],
    });
  });
}

/** After every share has an answer: Paid, or Failed with the failed shares' items released. */
async function finish(db: Db, store: StoreRow, payoutId: number) {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)))
      .for('update');
    if (payout?.status !== 'Pending') return payout?.status ?? null;
    const shares = await tx
      .select()
      .from(payoutConsigners)
      .where(storeScoped(payoutConsigners, store.id, eq(payoutConsigners.payoutId, payoutId)));
    if (shares.some((s) => s.status === 'pending')) return 'Pending';
    const failed = shares.filter((s) => s.status === 'failed');
    if (failed.length === 0) {
      await tx
        .update(payouts)
        .set({ status: 'Paid', paidAt: new Date(), lastError: null, updatedAt: new Date() })
        .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
      await writeAudit(tx, {
        storeId: store.id,
        payoutId,
        action: 'autoPayoutPaid',
        actor: SYSTEM_ACTOR,
        amount: payout.total,
      });
      await emitPayoutEvent(tx, { store, type: 'payout.paid', payoutId });
      return 'Paid';
    }
    for (const share of failed) {
      await tx.execute(sql`update payout_items set live = false
        where store_id = ${store.id} and payout_id = ${payoutId} and consigner_id = ${share.consignerId}`);
      if (share.negativeBalance > 0) {
        await tx
          .update(consigners)
          .set({
            balanceOwed: sql`${consigners.balanceOwed} + ${share.negativeBalance}`,
            updatedAt: new Date(),
          })
          .where(storeScoped(consigners, store.id, eq(consigners.id, share.consignerId)));
        await recordReturns(tx, store.id, [
          { consignerId: share.consignerId, payoutId, amount: share.negativeBalance },
        ]);
        await tx
          .update(payoutConsigners)
          .set({ negativeBalance: 0, total: share.gross })
          .where(storeScoped(payoutConsigners, share.storeId, eq(payoutConsigners.id, share.id)));
      }
    }
    const lastError = failed.map((s) => s.error).filter(Boolean)[0] ?? 'The auto payout failed.';
    await tx
      .update(payouts)
      .set({ status: 'Failed', lastError, updatedAt: new Date() })
      .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
    await writeAudit(tx, {
      storeId: store.id,
      payoutId,
      action: 'autoPayoutFailed',
      actor: SYSTEM_ACTOR,
      amount: failed.reduce((sum, s) => sum + s.total, 0),
      details: {
        failed: failed.map((s) => ({ consignerId: s.consignerId, error: s.error, total: s.total })),
      },
    });
    await emitPayoutEvent(tx, { store, type: 'payout.failed', payoutId });
    return 'Failed';
  });
}

export function sendPayoutJob(provider: PayoutProvider): JobHandler {
  return async ({ job, db }) => {
    const payoutId = Number(job.payload.payoutId);
    // Payout jobs are always queued with their store.
    const [payout] = await db
      .select()
      .from(payouts)
      .where(storeScoped(payouts, job.storeId ?? 0, eq(payouts.id, payoutId)));
    if (payout?.status !== 'Pending') return { status: payout?.status ?? null };
    const [store] = await db.select().from(stores).where(eq(stores.id, payout.storeId));
    const shares = await db
      .select({ share: payoutConsigners, consigner: consigners })
      .from(payoutConsigners)
      .innerJoin(
        consigners,
        and(
          eq(consigners.storeId, payoutConsigners.storeId),
          eq(consigners.id, payoutConsigners.consignerId),
        ),
      )
      .where(and(eq(payoutConsigners.payoutId, payoutId), eq(payoutConsigners.status, 'pending')));
    let inFlight = false;
    for (const { share, consigner } of shares) {
      const result = await provider.send({
        idempotencyKey: `backroom-${store!.id}-payout-${payoutId}-consigner-${share.consignerId}-attempt-${payout.attempts}`,
        payoutId,
        payoutName: payout.name,
        recipient: {
          consignerId: consigner.id,
          name: `${consigner.firstName} ${consigner.lastName}`.trim(),
          email: consigner.email,
          payoutType: consigner.payoutType,
          payoutData: consigner.payoutData,
          bankData: consigner.bankData,
          accountName: consigner.accountName,
          accountNumber: consigner.accountNumber,
        },
        amount: share.total,
        currency: store!.currency,
        chequeAmounts: splitCheques(share.total, store!.currency),
        ref: share.providerRef,
      });
      if (result.status === 'pending') inFlight = true;
      await settleShare(db, store!, payout, share, result);
    }
    if (inFlight) {
      await enqueueJob(db, {
        name: SEND_PAYOUT_JOB,
        storeId: store!.id,
        payload: { payoutId },
        runAt: new Date(Date.now() + POLL_MS),
      });
      return { status: 'Pending' };
    }
    return { status: await finish(db, store!, payoutId) };
  };
}
