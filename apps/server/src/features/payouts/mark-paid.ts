/**
 * Mark as paid (POST /api/payouts/paid/{id}): a manual payout's items Sold → Paid through the domain, one e-mail
 * per consigner, the payout Paid once every share is, and an audit row, all in one transaction under the
 * payout's row lock (a second click waits, then finds it paid: 409).
 * Pay (POST /api/payouts/payBuying/{id}): a Ready to Pay (Buying) line the store owes for an item it bought.
 */

import type { markPaidBody } from '@backroom/domain/contract/payout-requests';
import { PAYOUT_MESSAGES } from '@backroom/domain/messages/payouts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor, AuditActor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { emitPayoutEvent } from '../../core/webhook-events/payout-events';
import type { Db, Tx } from '../../db/client';
import { payoutConsigners, payoutItems, payouts } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { writeAudit } from './audit';
import type { PayoutMode } from './create';
import { queuePayoutEmails } from './emails';
import { markItemsPaid } from './paid-items';
import { SEND_PAYOUT_JOB } from './send-job';

async function lockPayout(tx: Tx, storeId: number, id: number) {
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(storeScoped(payouts, storeId, eq(payouts.id, id)))
    .for('update');
  if (!payout) throw notFound(PAYOUT_MESSAGES.notFound);
  return payout;
}

function consignerFilter(
  body: z.output<typeof markPaidBody>,
  itemOwners: Map<number, number>,
): Set<number> | null {
  const list = body?.consignersInventoryToBeMarkedAsPaid;
  if (!list || list.length === 0) return null;
  if (typeof list[0] === 'number')
    return new Set(
      (list as number[]).map((id) => itemOwners.get(id)).filter((c): c is number => c !== undefined),
    );
  return new Set((list as { consignerId: number }[]).map((c) => c.consignerId));
}

interface MarkPayoutPaidOptions {
  store: StoreRow;
  who: Actor;
  actor: AuditActor;
  id: number;
  body: z.output<typeof markPaidBody>;
}

export async function markPayoutPaid(db: Db, { store, who, actor, id, body }: MarkPayoutPaidOptions) {
  return db.transaction(async (tx) => {
    const payout = await lockPayout(tx, store.id, id);
    if (payout.status === 'Paid') throw conflict(PAYOUT_MESSAGES.alreadyPaid);
    if (payout.status === 'Buying') throw conflict(PAYOUT_MESSAGES.notBuying);
    if (payout.status === 'Failed') throw conflict(PAYOUT_MESSAGES.notFailed);
    if (payout.provider !== 'manual') throw conflict(PAYOUT_MESSAGES.autoInProgress);
    const items = await tx
      .select({ inventoryId: payoutItems.inventoryId, consignerId: payoutItems.consignerId })
      .from(payoutItems)
      .where(storeScoped(payoutItems, store.id, eq(payoutItems.payoutId, id), eq(payoutItems.live, true)));
    const only = consignerFilter(body, new Map(items.map((i) => [i.inventoryId, i.consignerId])));
    const shares = (
      await tx
        .select()
        .from(payoutConsigners)
        .where(storeScoped(payoutConsigners, store.id, eq(payoutConsigners.payoutId, id)))
    ).filter((s) => s.status === 'pending' && (only === null || only.has(s.consignerId)));
    if (shares.length === 0) throw conflict(PAYOUT_MESSAGES.alreadyPaid);
    const chosen = new Set(shares.map((s) => s.consignerId));
    const paidItems = await markItemsPaid(tx, {
      store,
      who,
      payoutId: id,
      ids: items.filter((i) => chosen.has(i.consignerId)).map((i) => i.inventoryId),
    });
    const now = new Date();
    await tx
      .update(payoutConsigners)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(
        storeScoped(
          payoutConsigners,
          store.id,
          eq(payoutConsigners.payoutId, id),
          inArray(payoutConsigners.consignerId, [...chosen]),
        ),
      );
    const left = await tx.execute(
      sql`select count(*)::int as n from payout_consigners where store_id = ${store.id} and payout_id = ${id} and status <> 'paid'`,
    );
    const allPaid = Number((left.rows[0] as { n: number }).n) === 0;
    if (allPaid) {
      await tx
        .update(payouts)
        .set({ status: 'Paid', paidAt: now, updatedAt: now })
        .where(storeScoped(payouts, store.id, eq(payouts.id, id)));
      await emitPayoutEvent(tx, { store, type: 'payout.paid', payoutId: id });
    }
    const amount = shares.reduce((sum, s) => sum + s.total, 0);
    await writeAudit(tx, {
      storeId: store.id,
      payoutId: id,
      action: 'markPaid',
      actor,
      amount,
      details: { consigners: [...chosen], items: paidItems.length, payoutPaid: allPaid },
    });
    await queuePayoutEmails(tx, { store, payout: { id, name: payout.name }, shares });
    return {
      message: PAYOUT_MESSAGES.paid,
      // Paid, Buying and Failed were refused above: the payout is still Pending unless every share is paid now.
      status: allPaid ? ('Paid' as const) : ('Pending' as const),
      items: paidItems.length,
    };
  });
}

interface PayBuyingPayoutOptions {
  store: StoreRow;
  actor: AuditActor;
  id: number;
  mode: PayoutMode;
}

/**
 * Pay a Buying line: a manual store has paid by hand (Paid now, e-mail); an automated store sends it through
 * the provider (Pending, then Paid or Failed like any auto payout).
 */
export async function payBuyingPayout(db: Db, { store, actor, id, mode }: PayBuyingPayoutOptions) {
  return db.transaction(async (tx) => {
    const payout = await lockPayout(tx, store.id, id);
    if (payout.status !== 'Buying') throw conflict(PAYOUT_MESSAGES.notBuying);
    const items = await tx
      .select()
      .from(payoutItems)
      .where(storeScoped(payoutItems, store.id, eq(payoutItems.payoutId, id), eq(payoutItems.live, true)));
    const perConsigner = new Map<number, { total: number; count: number }>();
    for (const item of items) {
      const s = perConsigner.get(item.consignerId) ?? { total: 0, count: 0 };
      s.total += item.amount;
      s.count += 1;
      perConsigner.set(item.consignerId, s);
    }
    const now = new Date();
    const shares = [...perConsigner].map(([consignerId, s]) => ({
      storeId: store.id,
      payoutId: id,
      consignerId,
      gross: s.total,
      negativeBalance: 0,
      total: s.total,
      itemCount: s.count,
      status: (mode.automated ? 'pending' : 'paid') as 'pending' | 'paid',
      paidAt: mode.automated ? null : now,
    }));
    if (shares.length > 0) await tx.insert(payoutConsigners).values(shares).onConflictDoNothing();
    await tx
      .update(payouts)
      .set(
        mode.automated
          ? {
              status: 'Pending',
              provider: mode.provider,
              attempts: payout.attempts + 1,
              updatedAt: new Date(),
            }
          : { status: 'Paid', provider: 'manual', paidAt: now, updatedAt: now },
      )
      .where(storeScoped(payouts, store.id, eq(payouts.id, id)));
    await writeAudit(tx, {
      storeId: store.id,
      payoutId: id,
      action: 'pay',
      actor,
      amount: payout.total,
      details: { provider: mode.provider },
    });
    if (mode.automated) {
      await enqueueJob(tx, {
        name: SEND_PAYOUT_JOB,
        storeId: store.id,
        payload: { payoutId: id },
        runAt: new Date(Date.now() + mode.delayMs),
      });
      return { message: PAYOUT_MESSAGES.autoInProgress, status: 'Pending' as const };
    }
    await emitPayoutEvent(tx, { store, type: 'payout.paid', payoutId: id });
    await queuePayoutEmails(tx, {
      store,
      payout: { id, name: payout.name },
      shares: shares.map((s) => ({ consignerId: s.consignerId, total: s.total, itemCount: s.itemCount })),
    });
    return { message: PAYOUT_MESSAGES.paid, status: 'Paid' as const };
  });
}
