/**
 * Create payout (POST /api/payouts/pay). One transaction: the items are locked (id order), checked Sold and
 * payable, the consigners are locked to recover their negative balances exactly once, and payout, shares,
 * items and an audit row are written. Paying the same items twice cannot happen: concurrent creates wait on
 * the item locks and then find the items in the first one's payout, which they answer (`duplicate: true`); the
 * live-item unique index is the last guard; a client `requestKey` makes a retry after a timeout find its payout.
 */

import type { createPayoutBody } from '@backroom/domain/contract/payout-requests';
import { PAYOUT_MESSAGES } from '@backroom/domain/messages/payouts';
import { chequeCount } from '@backroom/domain/payouts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditActor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { emitPayoutEvent } from '../../core/webhook-events/payout-events';
import type { DbOrTx, Tx } from '../../db/client';
import { payoutConsigners, payouts } from '../../db/schema';
import { conflict, isUniqueViolation, notFound, ruleViolation } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { writeAudit } from './audit';
import { recordRecoveries } from './balance-ledger';
import { recoverable } from './ready';
import { SEND_PAYOUT_JOB } from './send-job';
import { idSet } from './sql-ids';

export type CreatePayoutBody = z.output<typeof createPayoutBody>;

export interface PayoutMode {
  automated: boolean;
  provider: 'manual' | 'sandbox' | 'checkbook' | 'storeCredit';
  delayMs: number;
}

interface LockedItem {
  id: number;
  code: string;
  status: string;
  consigner_id: number;
  payout_amount: number;
  sale_type: string;
  is_store_account: boolean;
  deleted_at: unknown;
}

async function existingByKey(tx: DbOrTx, storeId: number, key: string | undefined) {
  if (!key) return null;
  const [row] = await tx
    .select()
    .from(payouts)
    .where(storeScoped(payouts, storeId, eq(payouts.requestKey, key)));
  return row ?? null;
}

/** The payout all these items already share, or a 409 when some are in another live payout. */
async function livePayoutOf(tx: DbOrTx, items: LockedItem[]) {
  const ids = items.map((i) => i.id);
  const result = await tx.execute(sql`
    select pi.inventory_id, p.id, p.name from payout_items pi join payouts p on p.store_id = pi.store_id and p.id = pi.payout_id
    where pi.live and pi.inventory_id in ${idSet(ids)}`);
  const taken = result.rows as { inventory_id: number; id: number; name: string }[];
  if (taken.length === 0) return null;
  const payoutIds = new Set(taken.map((t) => Number(t.id)));
  if (taken.length === items.length && payoutIds.size === 1) return Number(taken[0]!.id);
  const first = taken[0]!;
  const code = items.find((i) => i.id === Number(first.inventory_id))?.code ?? String(first.inventory_id);
  throw conflict(PAYOUT_MESSAGES.inOtherPayout(code, first.name));
}

function checkPayable(ids: number[], items: LockedItem[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const id of ids) {
    const item = byId.get(id);
    if (!item || item.deleted_at) throw notFound(PAYOUT_MESSAGES.itemNotFound);
  }
  for (const item of items) {
    if (item.status !== 'Sold' && item.status !== 'Paid')
      throw conflict(PAYOUT_MESSAGES.notSold(item.code, item.status));
    if (item.is_store_account || item.sale_type === 'Buying')
      throw ruleViolation(PAYOUT_MESSAGES.notOwed(item.code));
  }
}

interface CreateInTxOptions {
  store: StoreRow;
  actor: AuditActor;
  body: CreatePayoutBody;
  mode: PayoutMode;
}

export async function createInTx(tx: Tx, { store, actor, body, mode }: CreateInTxOptions) {
  const byKey = await existingByKey(tx, store.id, body.requestKey);
  if (byKey) return { id: byKey.id, duplicate: true };
  const ids = [...new Set(body.inventoriesToPay)].sort((a, b) => a - b);
  const locked = await tx.execute(sql`
    select i.id, i.code, i.status, i.consigner_id, i.payout_amount, i.sale_type, i.deleted_at, c.is_store_account
    from inventories i join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
    where i.store_id = ${store.id} and i.id in ${idSet(ids)}
    order by i.id for update of i`);
  const items = (locked.rows as unknown as LockedItem[]).map((r) => ({
    ...r,
    id: Number(r.id),
    payout_amount: Number(r.payout_amount),
  }));
  checkPayable(ids, items);
  const existing = await livePayoutOf(tx, items);
  if (existing !== null) return { id: existing, duplicate: true };
  const paidAlready = items.find((i) => i.status !== 'Sold');
  if (paidAlready) throw conflict(PAYOUT_MESSAGES.notSold(paidAlready.code, paidAlready.status));

  const gross = new Map<number, { gross: number; count: number }>();
  for (const item of items) {
    const g = gross.get(item.consigner_id) ?? { gross: 0, count: 0 };
    g.gross += item.payout_amount;
    g.count += 1;
    gross.set(item.consigner_id, g);
  }
  const consignerIds = [...gross.keys()].sort((a, b) => a - b);
  const balances = await tx.execute(sql`
    select id, balance_owed from consigners where store_id = ${store.id} and id in ${idSet(consignerIds)}
    order by id for update`);
  const owed = new Map(
    (balances.rows as { id: number; balance_owed: number }[]).map((r) => [
      Number(r.id),
      Number(r.balance_owed),
    ]),
  );
  const shares = consignerIds.map((id) => {
    const g = gross.get(id)!;
    const negativeBalance = recoverable(owed.get(id) ?? 0, g.gross);
    return {
      consignerId: id,
      gross: g.gross,
      negativeBalance,
      total: g.gross - negativeBalance,
      itemCount: g.count,
    };
  });
  const total = shares.reduce((sum, s) => sum + s.total, 0);

  const [payout] = await tx
    .insert(payouts)
    .values({
      storeId: store.id,
      name: 'Payout',
      status: 'Pending',
      total,
      provider: mode.provider,
      createdBy: actor.employeeId,
      requestKey: body.requestKey ?? null,
      attempts: mode.automated ? 1 : 0,
    })
    .returning({ id: payouts.id });
  const payoutId = payout!.id;
  const name = `Payout #${payoutId}`;
  await tx
    .update(payouts)
    .set({ name })
    .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
  await tx.insert(payoutConsigners).values(shares.map((s) => ({ storeId: store.id, payoutId, ...s })));
  await tx.execute(sql`
    insert into payout_items (store_id, payout_id, inventory_id, consigner_id, amount)
    select ${store.id}, ${payoutId}, v.id, v.consigner_id, v.amount
    from jsonb_to_recordset(${JSON.stringify(items.map((i) => ({ id: i.id, consigner_id: i.consigner_id, amount: i.payout_amount })))}::jsonb)
      as v(id int, consigner_id int, amount int)`);
  const recovered = shares.filter((s) => s.negativeBalance > 0);
  if (recovered.length > 0) {
    await tx.execute(sql`
      update consigners c set balance_owed = c.balance_owed - v.amount, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(recovered.map((s) => ({ id: s.consignerId, amount: s.negativeBalance })))}::jsonb)
        as v(id int, amount int)
      where c.store_id = ${store.id} and c.id = v.id`);
    await recordRecoveries(
      tx,
      store.id,
      recovered.map((s) => ({ consignerId: s.consignerId, payoutId, amount: s.negativeBalance })),
    );
  }
  await writeAudit(tx, {
    storeId: store.id,
    payoutId,
    action: 'create',
    actor,
    amount: total,
    details: {
      items: items.length,
      consigners: shares.length,
      negativeBalance: recovered.reduce((sum, s) => sum + s.negativeBalance, 0),
      provider: mode.provider,
      cheques: shares.reduce((sum, s) => sum + chequeCount(s.total, store.currency), 0),
    },
  });
  await emitPayoutEvent(tx, { store, type: 'payout.created', payoutId });
  if (mode.automated) {
    await enqueueJob(tx, {
      name: SEND_PAYOUT_JOB,
      storeId: store.id,
      payload: { payoutId },
      runAt: new Date(Date.now() + mode.delayMs),
    });
  }
  return { id: payoutId, duplicate: false };
}

interface CreatePayoutOptions {
  store: StoreRow;
  actor: AuditActor;
  body: CreatePayoutBody;
  mode: PayoutMode;
}

export async function createPayout(
  db: { transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> },
  { store, actor, body, mode }: CreatePayoutOptions,
) {
  try {
    return await db.transaction((tx) => createInTx(tx, { store, actor, body, mode }));
  } catch (err) {
    // Two creates with the same request key, or an item taken between our check and insert.
    if (isUniqueViolation(err, 'payouts_store_request_key_uq')) {
      const again = await db.transaction((tx) => existingByKey(tx, store.id, body.requestKey));
      if (again) return { id: again.id, duplicate: true };
    }
    if (isUniqueViolation(err, 'payout_items_live_inventory_uq'))
      throw conflict('These items were just put in another payout. Reload and try again.');
    throw err;
  }
}
