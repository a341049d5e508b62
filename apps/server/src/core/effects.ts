/**
 * Side effects the domain names, written in the transaction of the change: e-mails (only those the consigner
 * wants), charges to the consigner's balance, the store's Buying ("Ready to Pay") payout lines, and inventory log rows.
 */
import type { EmailNotificationFlag } from '@backroom/domain/constants';
import { formatMoney } from '@backroom/domain/money-format';
import type {
  ChargeEffect,
  EmailEffect,
  InventoryItem,
  LogEntry,
  PayoutLineEffect,
} from '@backroom/domain/transition-types';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { consignerBalanceEntries, consigners, payoutItems, payouts } from '../db/schema';
import { consignerEmailDraft, isMarketplace, STANDARD_SUBJECTS } from '../mail/consigner-notifications';
import { type EmailDraft, queueEmails } from '../mail/outbox';
import type { Actor } from './actor';
import type { ItemRow } from './item-sql';
import type { StoreRow } from './store';
import { storeScoped } from './store-scope';
import { emitWebhookEvents } from './webhook-events/emit';
import { payoutEvent } from './webhook-events/payloads';

export interface EmailJob {
  effect: EmailEffect;
  row: ItemRow;
  next: InventoryItem;
}

const SUBJECTS: Record<EmailNotificationFlag, (decision?: string) => string> = {
  onInventoryAccept: () => STANDARD_SUBJECTS.onInventoryAccept,
  onPriceAcceptOrDecline: (d) => `Your price change request was ${d ?? 'answered'}`,
  onWithdrawAcceptOrDecline: (d) => `Your withdrawal request was ${d ?? 'answered'}`,
  onProductSold: () => STANDARD_SUBJECTS.onProductSold,
  onPayout: () => STANDARD_SUBJECTS.onPayout,
  onTermExpiring: () => STANDARD_SUBJECTS.onTermExpiring,
  onMarkdown: () => STANDARD_SUBJECTS.onMarkdown,
};

function line(store: StoreRow, job: EmailJob): string {
  const { row, next, effect } = job;
  const money = (minor: number | null | undefined) => formatMoney(minor ?? 0, store.currency);
  const size = row.option1Value ? ` (${row.option1Value})` : '';
  const item = `${row.productTitle}${size}, item ${row.code}`;
  const lines: Record<EmailNotificationFlag, string> = {
    onInventoryAccept: `${store.name} has accepted your ${item}. It is listed at ${money(next.price)}${
      next.location ? ` in ${next.location}` : ''
    }.`,
    onPriceAcceptOrDecline:
      effect.decision === 'accepted'
        ? `${store.name} accepted your price change for ${item}. The new price is ${money(next.price)}.`
        : `${store.name} declined your price change for ${item}. The price stays ${money(next.price)}.`,
    onWithdrawAcceptOrDecline:
      effect.decision === 'accepted'
        ? `${store.name} accepted your request to withdraw ${item}. Please collect it from the store.`
        : `${store.name} declined your request to withdraw ${item}. It stays listed.`,
    onProductSold: `Your ${item} has sold for ${money(next.price)}.`,
    onPayout: `${store.name} has paid out your ${item}.`,
    // Sent by the daily terms clock (consignment-terms/clock.ts), not by a transition.
    onTermExpiring: `The consignment term of your ${item} ends soon.`,
    onMarkdown: `Your ${item} was marked down to ${money(next.price)}.`,
  };
  return lines[effect.template];
}

/**
 * Drafts for the e-mails the consigner asked for (a flag not set counts as on), with the store's custom text
 * (the marketplace's for online-marketplace items): mail/consigner-notifications.ts.
 */
export function emailDrafts(store: StoreRow, jobs: readonly EmailJob[]): EmailDraft[] {
  return jobs
    .filter((j) => String(j.effect.consignerId) === String(j.row.consignerId))
    .map((j) =>
      consignerEmailDraft(store, {
        consigner: {
          email: j.row.consignerEmail,
          firstName: j.row.consignerFirstName,
          emailNotifications: j.row.consignerEmailNotifications,
          isStoreAccount: j.row.consignerIsStoreAccount,
        },
        template: j.effect.template,
        subject: SUBJECTS[j.effect.template](j.effect.decision),
        line: line(store, j),
        marketplace: isMarketplace(j.next.location ?? j.row.locationName),
      }),
    )
    .filter((d): d is EmailDraft => d !== null);
}

export async function writeEmails(tx: DbOrTx, store: StoreRow, jobs: readonly EmailJob[]): Promise<number> {
  const drafts = emailDrafts(store, jobs);
  if (drafts.length > 0) await queueEmails(tx, drafts);
  return drafts.length;
}

/**
 * Early-withdrawal and renewal fees add to what the consigner owes the store (recovered on later payouts): one
 * ledger entry per fee, so the payout statement that recovers it can name it.
 */
export async function writeCharges(tx: DbOrTx, storeId: number, charges: readonly ChargeEffect[]) {
  const entries = charges
    .filter((c) => c.amount > 0)
    .map((c) => ({
      storeId,
      consignerId: Number(c.consignerId),
      kind: c.reason,
      amount: c.amount,
      inventoryId: c.itemId === undefined ? null : Number(c.itemId),
      itemCode: c.itemCode ?? null,
    }));
  if (entries.length > 0) await tx.insert(consignerBalanceEntries).values(entries);
  const perConsigner = new Map<number, number>();
  for (const c of charges) {
    const id = Number(c.consignerId);
    perConsigner.set(id, (perConsigner.get(id) ?? 0) + c.amount);
  }
  for (const [id, amount] of perConsigner) {
    if (amount <= 0) continue;
    await tx
      .update(consigners)
      .set({ balanceOwed: sql`${consigners.balanceOwed} + ${amount}`, updatedAt: new Date() })
      .where(storeScoped(consigners, storeId, eq(consigners.id, id)));
  }
}

export interface PayoutLineJob {
  line: PayoutLineEffect;
  row: ItemRow;
}

/**
 * A Buying line is a payout of status Buying ("Ready to Pay") holding the item. An item already in a live
 * payout is skipped: the store owes for it once.
 */
export async function writePayoutLines(
  tx: DbOrTx,
  store: Pick<StoreRow, 'id' | 'currency'>,
  jobs: readonly PayoutLineJob[],
) {
  if (jobs.length === 0) return;
  const storeId = store.id;
  const taken = await tx
    .select({ inventoryId: payoutItems.inventoryId })
    .from(payoutItems)
    .where(
      storeScoped(
        payoutItems,
        storeId,
        inArray(
          payoutItems.inventoryId,
          jobs.map((j) => j.row.id),
        ),
        eq(payoutItems.live, true),
      ),
    );
  const skip = new Set(taken.map((t) => t.inventoryId));
  const todo = jobs.filter((j) => !skip.has(j.row.id));
  if (todo.length === 0) return;
  const made = await tx
    .insert(payouts)
    .values(
      todo.map((j) => ({
        storeId,
        name: `Buying ${j.row.code}`,
        status: 'Buying' as const,
        total: j.line.amount,
        provider: j.line.paymentType === 'auto' ? 'checkbook' : 'manual',
      })),
    )
    .returning();
  await tx.insert(payoutItems).values(
    todo.map((j, i) => ({
      storeId,
      payoutId: made[i]!.id,
      inventoryId: j.row.id,
      consignerId: Number(j.line.consignerId),
      amount: j.line.amount,
    })),
  );
  await emitWebhookEvents(tx, {
    storeId,
    drafts: made.map((payout) => payoutEvent('payout.created', payout, store.currency)),
  });
}

export interface LogRowsOptions {
  storeId: number;
  inventoryId: number;
  who: Actor;
  action: string;
  logs: LogEntry[];
}

/** One inventory log row: who did what to an item, field by field (the inventory log writer). */
export function logRows({ storeId, inventoryId, who, action, logs }: LogRowsOptions) {
  return {
    storeId,
    inventoryId,
    actorName: who.name,
    action,
    modifiedFields: logs.map((l) => ({
      variableChanged: l.field,
      beforeValue: l.before,
      afterValue: l.after,
    })),
  };
}
