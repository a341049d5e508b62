/**
 * Retry Auto Payout (POST /api/checkbook/retryAutoPayout): a Failed payout's failed shares go back to pending,
 * their items rejoin it (409 when one was meanwhile put in another payout: the live-item index says so), their
 * negative balances are recovered again (they were given back on failure), an audit row is written and the send
 * job is queued, all in one transaction under the payout's lock.
 */
import { PAYOUT_MESSAGES } from '@backroom/domain/messages/payouts';
import { eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { consigners, payoutConsigners, payouts } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { writeAudit } from './audit';
import { recordRecoveries } from './balance-ledger';
import type { PayoutMode } from './create';
import { recoverable } from './ready';
import { SEND_PAYOUT_JOB } from './send-job';
import { idSet } from './sql-ids';

interface RetryAutoPayoutOptions {
  store: StoreRow;
  actor: AuditActor;
  payoutId: number;
  mode: PayoutMode;
}

export async function retryAutoPayout(db: Db, { store, actor, payoutId, mode }: RetryAutoPayoutOptions) {
  try {
    return await db.transaction(async (tx) => {
      const [payout] = await tx
        .select()
        .from(payouts)
        .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)))
        .for('update');
      if (!payout) throw notFound(PAYOUT_MESSAGES.notFound);
      if (payout.status !== 'Failed') throw conflict(PAYOUT_MESSAGES.notFailed);
      const failed = await tx
        .select()
        .from(payoutConsigners)
        .where(
          storeScoped(
            payoutConsigners,
            store.id,
            eq(payoutConsigners.payoutId, payoutId),
            eq(payoutConsigners.status, 'failed'),
          ),
        )
        .orderBy(payoutConsigners.consignerId);
      // Only items still sold, on the sale this payout was made for, are paid: a sale cancelled (or an item paid by
      // hand) since the failure must not be, nor an item sold again since, whose payout is no longer the line's.
      const gone = await tx.execute(sql`
        select i.code from payout_items pi join inventories i on i.store_id = pi.store_id and i.id = pi.inventory_id
        where pi.store_id = ${store.id} and pi.payout_id = ${payoutId}
          and (i.status <> 'Sold' or i.payout_amount is distinct from pi.amount)
          and pi.consigner_id in ${idSet(failed.map((share) => share.consignerId))}
          and not exists (select 1 from payout_items later where later.store_id = pi.store_id
            and later.inventory_id = pi.inventory_id and later.live and later.payout_id <> pi.payout_id)
        order by i.code limit 5`);
      if (gone.rows.length > 0)
        throw conflict(
          PAYOUT_MESSAGES.retryNotSold(gone.rows.map((r) => String((r as { code: string }).code))),
        );
      let total = 0;
      for (const share of failed) {
        await tx.execute(sql`update payout_items set live = true
          where store_id = ${store.id} and payout_id = ${payoutId} and consigner_id = ${share.consignerId}`);
        const [owner] = await tx
          .select({ balanceOwed: consigners.balanceOwed })
          .from(consigners)
          .where(storeScoped(consigners, store.id, eq(consigners.id, share.consignerId)))
          .for('update');
        const negativeBalance = recoverable(owner?.balanceOwed ?? 0, share.gross);
        if (negativeBalance > 0) {
          await tx
            .update(consigners)
            .set({ balanceOwed: sql`${consigners.balanceOwed} - ${negativeBalance}`, updatedAt: new Date() })
            .where(storeScoped(consigners, store.id, eq(consigners.id, share.consignerId)));
          await recordRecoveries(tx, store.id, [
            { consignerId: share.consignerId, payoutId, amount: negativeBalance },
          ]);
        }
        total += share.gross - negativeBalance;
        await tx
          .update(payoutConsigners)
          .set({
            status: 'pending',
            error: null,
            negativeBalance,
            total: share.gross - negativeBalance,
            updatedAt: new Date(),
          })
          .where(storeScoped(payoutConsigners, store.id, eq(payoutConsigners.id, share.id)));
      }
      const totals = await tx.execute(
        sql`select coalesce(sum(total), 0)::int as t from payout_consigners where store_id = ${store.id} and payout_id = ${payoutId}`,
      );
      await tx
        .update(payouts)
        .set({
          status: 'Pending',
          provider: mode.automated ? mode.provider : payout.provider,
          total: Number((totals.rows[0] as { t: number }).t),
          attempts: payout.attempts + 1,
          lastError: null,
          updatedAt: new Date(),
        })
        .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
      await writeAudit(tx, {
        storeId: store.id,
        payoutId,
        action: 'retryAutoPayout',
        actor,
        amount: total,
        details: { consigners: failed.map((s) => s.consignerId), attempt: payout.attempts + 1 },
      });
      await enqueueJob(tx, {
        name: SEND_PAYOUT_JOB,
        storeId: store.id,
        payload: { payoutId },
        runAt: new Date(Date.now() + mode.delayMs),
      });
      return { message: PAYOUT_MESSAGES.retried, status: 'Pending' as const };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payout_items_live_inventory_uq')) throw conflict(PAYOUT_MESSAGES.retryTaken);
    throw err;
  }
}
