/**
 * A payout taken as store credit (issue 34): the consigner's Ready to Pay items go into a payout (the payouts'
 * own create path: items locked, balance owed recovered, audit, webhook) that is paid at once as credit, with
 * the store's bonus percent on top. One transaction; the key makes a retry answer the payout it made.
 */
import { fromMinor, percentOf } from '@backroom/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { Actor, AuditActor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { emitPayoutEvent } from '../../core/webhook-events/payout-events';
import type { Db, Tx } from '../../db/client';
import { payoutConsigners, payouts } from '../../db/schema';
import { storeCreditEntries } from '../../db/schema-register-shifts';
import { conflict, ruleViolation } from '../../http/errors';
import { createInTx, markItemsPaid, payableWhere, queuePayoutEmails, writeAudit } from '../payouts';
import { creditBalance, lockConsigner, moveCredit } from './credit';
import { loadSettings } from './settings';

export const CREDIT_PAYOUT_MESSAGES = {
  nothingToPay: (name: string) => `Nothing is ready to pay to ${name}.`,
  notCredit: 'That key was used for another payout. Start again.',
} as const;

async function answer(tx: Tx, store: StoreRow, payoutId: number, consignerId: number, replayed: boolean) {
  const [payout] = await tx
    .select({ name: payouts.name, provider: payouts.provider })
    .from(payouts)
    .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
  const entries = await tx
    .select({ kind: storeCreditEntries.kind, amount: storeCreditEntries.amount })
    .from(storeCreditEntries)
    .where(
      storeScoped(
        storeCreditEntries,
        store.id,
        eq(storeCreditEntries.payoutId, payoutId),
        eq(storeCreditEntries.consignerId, consignerId),
      ),
    );
  if (payout?.provider !== 'storeCredit') throw conflict(CREDIT_PAYOUT_MESSAGES.notCredit);
  const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
  const money = (minor: number) => fromMinor(minor, store.currency);
  return {
    payoutId,
    name: payout.name,
    replayed,
    amount: money(sum('payout')),
    bonus: money(sum('bonus')),
    balance: money(await creditBalance(tx, store.id, consignerId)),
  };
}

export interface PayoutAsCreditOptions {
  store: StoreRow;
  actor: AuditActor;
  who: Actor;
  body: { consignerId: number; key: string };
}

export async function payoutAsCredit(db: Db, { store, actor, who, body }: PayoutAsCreditOptions) {
  return db.transaction(async (tx) => {
    const name = await lockConsigner(tx, store.id, body.consignerId);
    const requestKey = `credit:${body.key}`;
    const [done] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(storeScoped(payouts, store.id, eq(payouts.requestKey, requestKey)));
    if (done) return answer(tx, store, done.id, body.consignerId, true);
    const ready = await tx.execute(sql`
      select i.id from inventories i join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
      where ${payableWhere(store.id)} and i.consigner_id = ${body.consignerId} order by i.id`);
    const ids = (ready.rows as { id: number }[]).map((r) => Number(r.id));
    if (ids.length === 0) throw ruleViolation(CREDIT_PAYOUT_MESSAGES.nothingToPay(name));
    const made = await createInTx(tx, {
      store,
      actor,
      body: { inventoriesToPay: ids, requestKey },
      mode: {
        automated: false,
        provider: 'storeCredit',
        delayMs: 0,
      },
    });
    if (made.duplicate) throw conflict(CREDIT_PAYOUT_MESSAGES.notCredit);
    const payoutId = made.id;
    await markItemsPaid(tx, { store, who, payoutId, ids });
    const now = new Date();
    const [share] = await tx
      .update(payoutConsigners)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(storeScoped(payoutConsigners, store.id, eq(payoutConsigners.payoutId, payoutId)))
      .returning({ total: payoutConsigners.total });
    await tx
      .update(payouts)
      .set({ status: 'Paid', paidAt: now, updatedAt: now })
      .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
    const settings = await loadSettings(tx, store.id);
    const total = share?.total ?? 0;
    const bonus = percentOf(total, settings.creditBonusPercent);
    await moveCredit(tx, {
      store,
      consigner: { id: body.consignerId, name },
      employeeId: actor.employeeId,
      moves: [
        { kind: 'payout', amount: total, payoutId },
        { kind: 'bonus', amount: bonus, payoutId },
      ],
    });
    await writeAudit(tx, {
      storeId: store.id,
      payoutId,
      action: 'markPaid',
      actor,
      amount: total,
      details: { storeCredit: true, bonus, bonusPercent: settings.creditBonusPercent },
    });
    await emitPayoutEvent(tx, { store, type: 'payout.paid', payoutId });
    const [payout] = await tx
      .select({ name: payouts.name })
      .from(payouts)
      .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
    await queuePayoutEmails(tx, {
      store,
      payout: { id: payoutId, name: payout!.name },
      shares: [{ consignerId: body.consignerId, total, itemCount: ids.length }],
      storeCredit: {
        bonus,
        bonusPercent: settings.creditBonusPercent,
        balance: await creditBalance(tx, store.id, body.consignerId),
      },
    });
    return answer(tx, store, payoutId, body.consignerId, false);
  });
}
