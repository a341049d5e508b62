/** One "payout sent" e-mail per consigner and payout (not one per item), for consigners who want it. */
import { wantsEmail } from '@backroom/domain/constants';
import type { PayoutStatementInput } from '@backroom/domain/contract/payouts';
import { formatMoney } from '@backroom/domain/money-format';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consigners } from '../../db/schema';
import type { StoreRow } from '../../http/store-resolution';
import { queueEmails } from '../../mail/outbox';
import { statementsOf } from './statements';

export const PAYOUT_EMAIL_SUBJECT = 'Your payout has been sent';

/** The statement's lines as e-mail text: the same figures, to the cent, as the seller's Payouts screen. */
function statementText(statement: PayoutStatementInput | undefined, currency: string): string {
  if (!statement) return '';
  const money = (minor: number) => formatMoney(minor, currency);
  const items = statement.itemCount === 1 ? '1 item sold' : `${statement.itemCount} items sold`;
  const lines = [
    `${items}: ${money(statement.gross)}`,
    ...statement.deductions.map((d) => `${d.label}: −${money(d.amount)}`),
    `Sent to you: ${money(statement.net)}`,
  ];
  return `\n\n${lines.join('\n')}`;
}

export async function queuePayoutEmails(
  tx: DbOrTx,
  store: StoreRow,
  payout: { id: number; name: string },
  shares: readonly { consignerId: number; total: number; itemCount: number }[],
) {
  const payoutName = payout.name;
  if (shares.length === 0) return 0;
  const rows = await tx
    .select()
    .from(consigners)
    .where(
      and(
        eq(consigners.storeId, store.id),
        inArray(
          consigners.id,
          shares.map((s) => s.consignerId),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const statements = new Map<number, PayoutStatementInput | undefined>();
  for (const share of shares) {
    const [statement] = await statementsOf(tx, store.id, share.consignerId, sql`po.id = ${payout.id}`, 1);
    statements.set(share.consignerId, statement);
  }
  const drafts = shares.flatMap((share) => {
    const c = byId.get(share.consignerId);
    if (!c || c.isStoreAccount || !c.email || !wantsEmail(c.emailNotifications, 'onPayout')) return [];
    const items = share.itemCount === 1 ? '1 item' : `${share.itemCount} items`;
    const custom = (store.settings as { emailMsgs?: Record<string, unknown> }).emailMsgs?.onPayout;
    const extra = typeof custom === 'string' && custom.trim() ? `\n\n${custom.trim()}` : '';
    return [
      {
        storeId: store.id,
        to: c.email,
        subject: PAYOUT_EMAIL_SUBJECT,
        text: `Hi ${c.firstName || 'there'},\n\n${store.name} has paid you ${formatMoney(share.total, store.currency)} for ${items} (${payoutName}).${statementText(statements.get(share.consignerId), store.currency)}${extra}\n\n${store.name}`,
      },
    ];
  });
  if (drafts.length > 0) await queueEmails(tx, drafts);
  return drafts.length;
}
