/**
 * A consigner's payout statements (issue 29): each share of a payout with its items' payouts, every deduction
 * named from the balance ledger, and the net that was sent. The same lines feed the seller's screen, the staff
 * consigner view and the payout e-mail.
 */
import type { PayoutStatementInput } from '@backroom/domain/contract/payouts';
import {
  type BalanceEntry,
  type DeductionLine,
  deductionLabel,
  mergeDeductions,
  statementDeductions,
} from '@backroom/domain/payout-statement';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const SHARE_STATUS = { paid: 'Paid', failed: 'Failed', pending: 'Pending' } as const;

/** The deduction lines of one share, adding up to what it recovered whatever the ledger holds. */
export function shareDeductions(
  recovered: number,
  fromLedger: readonly DeductionLine[] | undefined,
): DeductionLine[] {
  if (recovered <= 0) return [];
  const lines = mergeDeductions(fromLedger ?? []);
  const told = lines.reduce((sum, l) => sum + l.amount, 0);
  if (told === recovered) return lines;
  // Older payouts recovered balances the ledger never saw: the difference is one named line.
  const rest = recovered - Math.min(told, recovered);
  const kept = told <= recovered ? lines : [];
  return rest > 0
    ? [...kept, { kind: 'balance', itemCode: null, amount: rest, label: deductionLabel('balance', null) }]
    : kept;
}

/** The consigner's ledger, oldest first, as the domain replays it. */
async function ledgerOf(db: DbOrTx, storeId: number, consignerId: number): Promise<BalanceEntry[]> {
  const r = await db.execute(sql`
    select kind, amount, item_code as "itemCode", payout_id as "payoutId" from consigner_balance_entries
    where store_id = ${storeId} and consigner_id = ${consignerId} order by id`);
  return (r.rows as unknown as BalanceEntry[]).map((e) => ({
    ...e,
    amount: Number(e.amount),
    payoutId: e.payoutId === null ? null : Number(e.payoutId),
  }));
}

/** Statements of the consigner's shares matching `where` (on payouts po), newest first. */
export async function statementsOf(
  db: DbOrTx,
  storeId: number,
  consignerId: number,
  where: SQL = sql`true`,
  limit = 200,
): Promise<PayoutStatementInput[]> {
  const shares = await db.execute(sql`
    select pc.payout_id, po.name, pc.status, po.created_at, pc.paid_at, pc.item_count, pc.gross,
      pc.negative_balance, pc.total
    from payout_consigners pc join payouts po on po.store_id = pc.store_id and po.id = pc.payout_id
    where pc.store_id = ${storeId} and pc.consigner_id = ${consignerId} and po.status <> 'Buying' and ${where}
      -- A failed share whose items were paid since or are in a later payout is that payout's story, not this one's.
      and not (pc.status = 'failed' and not exists (
        select 1 from payout_items pi join inventories i on i.store_id = pi.store_id and i.id = pi.inventory_id
        where pi.store_id = pc.store_id and pi.payout_id = pc.payout_id and pi.consigner_id = pc.consigner_id
          and i.status <> 'Paid' and not exists (select 1 from payout_items later where later.store_id = pi.store_id
            and later.inventory_id = pi.inventory_id and later.live and later.payout_id <> pi.payout_id)))
    order by po.created_at desc, po.id desc
    limit ${limit}`);
  const rows = shares.rows as Record<string, unknown>[];
  if (rows.length === 0) return [];
  const lines = statementDeductions(await ledgerOf(db, storeId, consignerId));
  return rows.map((r) => {
    const payoutId = Number(r.payout_id);
    const deductions = shareDeductions(Number(r.negative_balance), lines.get(payoutId));
    return {
      payoutId,
      name: String(r.name),
      status: SHARE_STATUS[r.status as keyof typeof SHARE_STATUS] ?? 'Pending',
      createdAt: r.created_at as Date,
      paidAt: (r.paid_at as Date | null) ?? null,
      itemCount: Number(r.item_count),
      gross: Number(r.gross),
      deductions,
      net: Number(r.total),
    };
  });
}
