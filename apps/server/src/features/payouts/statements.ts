/**
 * Consigners' payout statements (issue 29): each share of a payout with its item lines (price, each fee, payout),
 * every deduction named from the balance ledger, and the net that was sent. The same statements feed the seller's
 * screen, the staff payout screen, the e-mail, the PDF and the CSV. A fixed number of queries whatever the number
 * of consigners, shares or items.
 */
import type { PayoutStatementInput } from '@backroom/domain/contract/payouts';
import { FEE_LINE_LABELS } from '@backroom/domain/fee-quote';
import {
  type BalanceEntry,
  type DeductionLine,
  deductionLabel,
  itemFees,
  mergeDeductions,
  type StatementFee,
  type StatementItem,
  statementDeductions,
} from '@backroom/domain/payout-statement';
import { type SQL, sql } from 'drizzle-orm';
import { type FeeConsignerRow, type FeeContext, loadFeeContext, quoteFor } from '../../core/fee-context';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { idSet } from './sql-ids';

const SHARE_STATUS = { paid: 'Paid', failed: 'Failed', pending: 'Pending' } as const;

/** The deduction lines of one share, adding up to what it recovered whatever the ledger holds. */
export function shareDeductions(
  recovered: number,
  fromLedger: readonly DeductionLine[] | undefined,
): DeductionLine[] {
  if (recovered <= 0) return [];
  const lines: DeductionLine[] = [];
  let left = recovered;
  // The ledger's lines up to what the share recovered (never more: the net must come out to what was sent)…
  for (const line of mergeDeductions(fromLedger ?? [])) {
    if (left <= 0) break;
    const amount = Math.min(line.amount, left);
    lines.push({ ...line, amount });
    left -= amount;
  }
  // …and what older payouts recovered of balances the ledger never saw, as one named line.
  if (left > 0)
    lines.push({ kind: 'balance', itemCode: null, amount: left, label: deductionLabel('balance', null) });
  return lines;
}

/** The consigners' ledgers, each oldest first, as the domain replays them. */
async function ledgersOf(db: DbOrTx, storeId: number, consignerIds: readonly number[]) {
  const r = await db.execute(sql`
    select consigner_id as "consignerId", kind, amount, item_code as "itemCode", payout_id as "payoutId"
    from consigner_balance_entries
    where store_id = ${storeId} and consigner_id in ${idSet(consignerIds)} order by consigner_id, id`);
  const byConsigner = new Map<number, BalanceEntry[]>();
  for (const e of r.rows as Record<string, unknown>[]) {
    const id = Number(e.consignerId);
    const list = byConsigner.get(id) ?? [];
    list.push({
      kind: e.kind as BalanceEntry['kind'],
      amount: Number(e.amount),
      itemCode: (e.itemCode as string | null) ?? null,
      payoutId: e.payoutId === null ? null : Number(e.payoutId),
    });
    byConsigner.set(id, list);
  }
  return byConsigner;
}

/** The fee engine's lines for an item sold at `price`, as the statement names them. */
function engineFees(
  fees: FeeContext,
  consigner: FeeConsignerRow,
  row: Record<string, unknown>,
  price: number,
) {
  try {
    const quote = quoteFor({
      fees,
      consigner: { ...consigner, balanceOwed: 0 },
      item: {
        price,
        category: row.category as string | null,
        option1Value: row.option1_value as string | null,
        option2Value: row.option2_value as string | null,
        option3Value: row.option3_value as string | null,
        services: row.services as { cleaning?: boolean; box?: boolean } | null,
      },
    });
    return FEE_LINE_LABELS.map(([key, label]): StatementFee => ({ label, amount: quote[key] }));
  } catch {
    return null; // a rule the engine refuses today: the difference is told as one line
  }
}

/** Item lines of the shares, by "payoutId:consignerId". */
async function itemsOf(
  db: DbOrTx,
  store: StoreRow,
  consignerIds: readonly number[],
  payoutIds: readonly number[],
): Promise<Map<string, StatementItem[]>> {
  const [items, people, fees] = await Promise.all([
    db.execute(sql`
      select pi.payout_id, pi.consigner_id, pi.amount, i.id, i.code, coalesce(i.sold_price, i.price - i.discount) as price,
        i.category, i.option1_value, i.option2_value, i.option3_value, i.services, p.title
      from payout_items pi
      join inventories i on i.store_id = pi.store_id and i.id = pi.inventory_id
      join products p on p.store_id = i.store_id and p.id = i.product_id
      where pi.store_id = ${store.id} and pi.consigner_id in ${idSet(consignerIds)}
        and pi.payout_id in ${idSet(payoutIds)}
      order by pi.payout_id, i.id`),
    db.execute(sql`
      select id, is_store_account as "isStoreAccount", consigner_type_id as "consignerTypeId",
        charge_tax as "chargeTax"
      from consigners where store_id = ${store.id} and id in ${idSet(consignerIds)}`),
    loadFeeContext(db, store),
  ]);
  const consigners = new Map(
    (people.rows as Record<string, unknown>[]).map((c) => [
      Number(c.id),
      {
        isStoreAccount: Boolean(c.isStoreAccount),
        consignerTypeId: c.consignerTypeId === null ? null : Number(c.consignerTypeId),
        chargeTax: Boolean(c.chargeTax),
        balanceOwed: 0,
      },
    ]),
  );
  const byShare = new Map<string, StatementItem[]>();
  for (const row of items.rows as Record<string, unknown>[]) {
    const key = `${row.payout_id}:${row.consigner_id}`;
    const price = Number(row.price);
    const payout = Number(row.amount);
    const consigner = consigners.get(Number(row.consigner_id));
    const breakdown = consigner ? engineFees(fees, consigner, row, price) : null;
    const list = byShare.get(key) ?? [];
    list.push({
      inventoryId: Number(row.id),
      code: String(row.code),
      title: String(row.title),
      price,
      fees: itemFees(price, payout, breakdown),
      payout,
    });
    byShare.set(key, list);
  }
  return byShare;
}

interface StatementsByConsignerOptions {
  store: StoreRow;
  consignerIds: readonly number[];
  where?: SQL;
  limit?: number;
}

/**
 * Statements of the consigners' shares matching `where` (on payouts po), newest first, by consigner. `limit`
 * bounds the shares read in all.
 */
export async function statementsByConsigner(
  db: DbOrTx,
  { store, consignerIds, where = sql`true`, limit = 200 }: StatementsByConsignerOptions,
): Promise<Map<number, PayoutStatementInput[]>> {
  const byConsigner = new Map<number, PayoutStatementInput[]>();
  if (consignerIds.length === 0) return byConsigner;
  const shares = await db.execute(sql`
    select pc.payout_id, pc.consigner_id, po.name, pc.status, po.created_at, pc.paid_at, pc.item_count, pc.gross,
      pc.negative_balance, pc.total, po.provider,
      (select coalesce(sum(e.amount) filter (where e.kind = 'bonus'), 0) from store_credit_entries e
        where e.store_id = pc.store_id and e.payout_id = pc.payout_id and e.consigner_id = pc.consigner_id) as credit_bonus
    from payout_consigners pc join payouts po on po.store_id = pc.store_id and po.id = pc.payout_id
    where pc.store_id = ${store.id} and pc.consigner_id in ${idSet(consignerIds)} and po.status <> 'Buying'
      and ${where}
      -- A failed share whose items were paid since or are in a later payout is that payout's story, not this one's.
      and not (pc.status = 'failed' and not exists (
        select 1 from payout_items pi join inventories i on i.store_id = pi.store_id and i.id = pi.inventory_id
        where pi.store_id = pc.store_id and pi.payout_id = pc.payout_id and pi.consigner_id = pc.consigner_id
          and i.status <> 'Paid' and not exists (select 1 from payout_items later where later.store_id = pi.store_id
            and later.inventory_id = pi.inventory_id and later.live and later.payout_id <> pi.payout_id)))
    order by po.created_at desc, po.id desc
    limit ${limit}`);
  const rows = shares.rows as Record<string, unknown>[];
  if (rows.length === 0) return byConsigner;
  const withShares = [...new Set(rows.map((r) => Number(r.consigner_id)))];
  const [ledgers, items] = await Promise.all([
    ledgersOf(db, store.id, withShares),
    itemsOf(db, store, withShares, [...new Set(rows.map((r) => Number(r.payout_id)))]),
  ]);
  const replayed = new Map<number, Map<number, DeductionLine[]>>();
  for (const r of rows) {
    const consignerId = Number(r.consigner_id);
    const payoutId = Number(r.payout_id);
    let lines = replayed.get(consignerId);
    if (!lines) {
      lines = statementDeductions(ledgers.get(consignerId) ?? []);
      replayed.set(consignerId, lines);
    }
    const list = byConsigner.get(consignerId) ?? [];
    list.push({
      payoutId,
      name: String(r.name),
      status: SHARE_STATUS[r.status as keyof typeof SHARE_STATUS] ?? 'Pending',
      createdAt: r.created_at as Date,
      paidAt: (r.paid_at as Date | null) ?? null,
      itemCount: Number(r.item_count),
      gross: Number(r.gross),
      items: items.get(`${payoutId}:${consignerId}`) ?? [],
      deductions: shareDeductions(Number(r.negative_balance), lines.get(payoutId)),
      net: Number(r.total),
      storeCredit:
        r.provider === 'storeCredit'
          ? { bonus: Number(r.credit_bonus), total: Number(r.total) + Number(r.credit_bonus) }
          : null,
    });
    byConsigner.set(consignerId, list);
  }
  return byConsigner;
}

interface StatementsOfOptions {
  store: StoreRow;
  consignerId: number;
  where?: SQL;
  limit?: number;
}

/** One consigner's statements matching `where`, newest first. */
export async function statementsOf(
  db: DbOrTx,
  { store, consignerId, where = sql`true`, limit = 200 }: StatementsOfOptions,
): Promise<PayoutStatementInput[]> {
  return (
    (await statementsByConsigner(db, { store, consignerIds: [consignerId], where, limit })).get(
      consignerId,
    ) ?? []
  );
}

/** One consigner's statement of one payout, with what its files' heading names; null when they have no share. */
export async function statementFor(
  db: DbOrTx,
  { store, consignerId, payoutId }: { store: StoreRow; consignerId: number; payoutId: number },
) {
  const [statement] = await statementsOf(db, {
    store,
    consignerId,
    where: sql`po.id = ${payoutId}`,
    limit: 1,
  });
  if (!statement) return null;
  const who = await db.execute(sql`
    select trim(first_name || ' ' || last_name) as name from consigners
    where store_id = ${store.id} and id = ${consignerId}`);
  const name = String((who.rows[0] as { name?: string } | undefined)?.name ?? '');
  return {
    statement,
    header: {
      storeName: store.name,
      consignerName: name,
      currency: store.currency,
      timeZone: store.timeZone,
    },
  };
}
