/** One "payout sent" e-mail per consigner and payout (not one per item), for consigners who want it. */
import { wantsEmail } from '@backroom/domain/constants';
import type { PayoutStatementInput } from '@backroom/domain/contract/payouts';
import { formatMoney } from '@backroom/domain/money-format';
import { statementRows } from '@backroom/domain/payout-statement';
import { inArray, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { consigners } from '../../db/schema';
import { queueEmails } from '../../mail/outbox';
import { statementsByConsigner } from './statements';

export const PAYOUT_EMAIL_SUBJECT = 'Your payout has been sent';
export const CREDIT_PAYOUT_EMAIL_SUBJECT = 'Your payout is in your store credit';

/** A payout taken as store credit (issue 34): the bonus the store added and the credit held after it (minor units). */
export interface StoreCreditPayout {
  bonus: number;
  bonusPercent: number;
  balance: number;
}

/**
 * The statement as e-mail text, row for row as the seller's Payouts screen, the PDF and the CSV show it: each item
 * (price, each fee, payout), each deduction, and the net that was sent, to the cent.
 */
export function statementText(statement: PayoutStatementInput | undefined, currency: string): string {
  if (!statement) return '';
  const money = (minor: number) => formatMoney(minor, currency); // "-$12.50" for what was taken, as in the PDF
  const lines = statementRows(statement).map((row) => {
    if (row.kind === 'item') return `${row.itemCode} ${row.label}: ${money(row.amount)}`;
    if (row.kind === 'fee' || row.kind === 'itemPayout') return `  ${row.label}: ${money(row.amount)}`;
    return `${row.label}: ${money(row.amount)}`;
  });
  return `\n\n${lines.join('\n')}`;
}

interface QueuePayoutEmailsOptions {
  store: StoreRow;
  payout: { id: number; name: string };
  shares: readonly { consignerId: number; total: number; itemCount: number }[];
  storeCredit?: StoreCreditPayout;
}

export async function queuePayoutEmails(
  tx: DbOrTx,
  { store, payout, shares, storeCredit }: QueuePayoutEmailsOptions,
) {
  const payoutName = payout.name;
  if (shares.length === 0) return 0;
  const rows = await tx
    .select()
    .from(consigners)
    .where(
      storeScoped(
        consigners,
        store.id,
        inArray(
          consigners.id,
          shares.map((s) => s.consignerId),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const statements = await statementsByConsigner(tx, {
    store,
    consignerIds: shares.map((s) => s.consignerId),
    where: sql`po.id = ${payout.id}`,
    limit: shares.length,
  });
  const drafts = shares.flatMap((share) => {
    const c = byId.get(share.consignerId);
    if (!c || c.isStoreAccount || !c.email || !wantsEmail(c.emailNotifications, 'onPayout')) return [];
    const items = share.itemCount === 1 ? '1 item' : `${share.itemCount} items`;
    const custom = (store.settings as { emailMsgs?: Record<string, unknown> }).emailMsgs?.onPayout;
    const extra = typeof custom === 'string' && custom.trim() ? `\n\n${custom.trim()}` : '';
    const money = (minor: number) => formatMoney(minor, store.currency);
    const paid = storeCredit
      ? `${store.name} has paid you ${money(share.total)} for ${items} (${payoutName}) as store credit, plus a ${storeCredit.bonusPercent}% bonus of ${money(storeCredit.bonus)}. Your store credit is now ${money(storeCredit.balance)}, to spend at the counter.`
      : `${store.name} has paid you ${money(share.total)} for ${items} (${payoutName}).`;
    return [
      {
        storeId: store.id,
        to: c.email,
        subject: storeCredit ? CREDIT_PAYOUT_EMAIL_SUBJECT : PAYOUT_EMAIL_SUBJECT,
        text: `Hi ${c.firstName || 'there'},\n\n${paid}${statementText(statements.get(share.consignerId)?.[0], store.currency)}${extra}\n\n${store.name}`,
      },
    ];
  });
  if (drafts.length > 0) await queueEmails(tx, drafts);
  return drafts.length;
}
