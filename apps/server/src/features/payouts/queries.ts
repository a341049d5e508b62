import type { Cheque } from '@backroom/domain/contract/checkbook';
import type { payoutsQuery } from '@backroom/domain/contract/payout-requests';
/** Payouts reads: the list (search, status, consigner), one payout with its shares and items, filter options, cheques. */

import type { filterConsigner } from '@backroom/domain/contract/orders';
import type { payout, payoutAudit, payoutDetail, payoutItem } from '@backroom/domain/contract/payouts';
import { fromMinor } from '@backroom/domain/money';
import {
  chequeCount,
  isAutoPayoutInProgress,
  payoutPrimaryAction,
  showsChequeErrorTag,
} from '@backroom/domain/payouts';
import { PAYOUT_STATUSES } from '@backroom/domain/statuses';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { likePattern, offsetOf } from '../../http/pagination';
import { statementsByConsigner } from './statements';

const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A consigner's share of payout `p`: from payout_consigners, or (Buying lines) from its items. */
const SHARES_JSON = sql`coalesce((
  select json_agg(json_build_object(
    'consignerId', c.id, 'name', trim(c.first_name || ' ' || c.last_name), 'email', c.email,
    'payoutType', c.payout_type, 'payoutData', c.payout_data, 'bankData', c.bank_data,
    'accountName', c.account_name, 'accountNumber', c.account_number, 'bank', c.bank, 'bankType', c.bank_type,
    'branchCode', c.branch_code,
    'gross', coalesce(pc.gross, s.amount), 'negativeBalance', coalesce(pc.negative_balance, 0),
    'total', coalesce(pc.total, s.amount), 'itemCount', s.n,
    'status', coalesce(pc.status, case when p.status = 'Paid' then 'paid' else 'pending' end),
    'moved', coalesce(pc.status = 'failed' and not exists (
      select 1 from payout_items pi2 join inventories i2 on i2.store_id = pi2.store_id and i2.id = pi2.inventory_id
      where pi2.store_id = p.store_id and pi2.payout_id = p.id and pi2.consigner_id = c.id and i2.status <> 'Paid'
        and not exists (select 1 from payout_items pi3 where pi3.store_id = pi2.store_id
          and pi3.inventory_id = pi2.inventory_id and pi3.live and pi3.payout_id <> p.id)), false),
    'error', pc.error, 'chequesIssued', (select count(*) from cheques ch
      where ch.store_id = p.store_id and ch.payout_id = p.id and ch.consigner_id = c.id)::int
  ) order by c.last_name, c.first_name, c.id)
  from (select pi.consigner_id, sum(pi.amount)::int as amount, count(*)::int as n
        from payout_items pi where pi.store_id = p.store_id and pi.payout_id = p.id group by pi.consigner_id) s
  join consigners c on c.store_id = p.store_id and c.id = s.consigner_id
  left join payout_consigners pc on pc.store_id = p.store_id and pc.payout_id = p.id and pc.consigner_id = c.id), '[]'::json)`;

const PAYOUT_JSON = sql`json_build_object('id', p.id, 'name', p.name, 'status', p.status, 'total', p.total,
  'provider', p.provider, 'createdAt', p.created_at, 'paidAt', p.paid_at, 'lastError', p.last_error,
  'attempts', p.attempts, 'itemCount', (select count(*) from payout_items pi
    where pi.store_id = p.store_id and pi.payout_id = p.id)::int,
  'consigners', ${SHARES_JSON})`;

type PayoutAnswer = z.input<typeof payout>;
type ShareAnswer = PayoutAnswer['consigners'][number];

/** A share as PostgreSQL builds it: money in minor units, the cheque figures not worked out yet. */
type RawShare = Omit<ShareAnswer, 'cheques' | 'chequeError'>;

/** A payout as PostgreSQL builds it: money in minor units, the derived flags not worked out yet. */
type RawPayout = Omit<
  PayoutAnswer,
  'automated' | 'primaryAction' | 'settled' | 'autoPayoutInProgress' | 'consigners'
> & {
  consigners: RawShare[];
};

export function payoutView(raw: RawPayout, currency: string): PayoutAnswer {
  const money = (minor: number) => fromMinor(minor, currency);
  const automated = raw.provider !== 'manual';
  const failedShares = raw.consigners.filter((s) => s.status === 'failed');
  // Issue 29: once every failed share was paid or moved to a later payout, the payout offers no retry.
  const settled = raw.status === 'Failed' && failedShares.length > 0 && failedShares.every((s) => s.moved);
  return {
    ...raw,
    total: money(raw.total),
    automated,
    primaryAction: settled ? 'none' : payoutPrimaryAction(raw.status),
    settled,
    autoPayoutInProgress: isAutoPayoutInProgress(raw.status, automated),
    consigners: raw.consigners.map((s) => ({
      ...s,
      gross: money(s.gross),
      negativeBalance: money(s.negativeBalance),
      total: money(s.total),
      cheques: chequeCount(s.total, currency),
      chequeError: showsChequeErrorTag({
        automatedPayout: automated,
        status: raw.status,
        chequesIssued: s.chequesIssued,
      }),
    })),
  };
}

function payoutWhere(store: StoreRow, q: z.output<typeof payoutsQuery>): SQL {
  const parts: SQL[] = [sql`p.store_id = ${store.id}`];
  if (q.status) parts.push(sql`p.status = ${q.status}`);
  if (q.consigner)
    parts.push(
      sql`exists (select 1 from payout_items pi
        where pi.store_id = p.store_id and pi.payout_id = p.id and pi.consigner_id = ${q.consigner})`,
    );
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    parts.push(sql`(lower(p.name) like ${like} or exists (select 1 from payout_items pi
      join consigners c on c.store_id = pi.store_id and c.id = pi.consigner_id join inventories i on i.store_id = pi.store_id and i.id = pi.inventory_id
      where pi.store_id = p.store_id and pi.payout_id = p.id and (lower(c.first_name || ' ' || c.last_name) like ${like}
        or lower(c.email) like ${like} or lower(i.code) like ${like})))`);
  }
  return sql.join(parts, sql` and `);
}

export async function listPayouts(db: DbOrTx, store: StoreRow, q: z.output<typeof payoutsQuery>) {
  const result = await db.execute(sql`
    select ${PAYOUT_JSON} as payout, count(*) over ()::int as total from payouts p
    where ${payoutWhere(store, q)}
    order by p.created_at desc, p.id desc limit ${q.pageSize} offset ${offsetOf(q)}`);
  const rows = result.rows as { payout: unknown; total: number }[];
  return {
    payouts: rows.map((r) => payoutView(parse<RawPayout>(r.payout), store.currency)),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

type AuditRow = Omit<z.input<typeof payoutAudit>, 'amount'> & { amount: number };
type ItemRow = Omit<z.input<typeof payoutItem>, 'price' | 'soldPrice' | 'payoutAmount'> & {
  price: number;
  soldPrice: number | null;
  amount: number;
};

export async function findPayout(
  db: DbOrTx,
  store: StoreRow,
  id: number,
): Promise<z.input<typeof payoutDetail> | null> {
  const result = await db.execute(
    sql`select ${PAYOUT_JSON} as payout from payouts p where p.store_id = ${store.id} and p.id = ${id}`,
  );
  const row = result.rows[0] as { payout: unknown } | undefined;
  if (!row) return null;
  const payout = payoutView(parse<RawPayout>(row.payout), store.currency);
  const [items, audit] = await Promise.all([
    db.execute(sql`
      select i.id, i.code, i.status, i.option1_value as "option1Value", i.option2_value as "option2Value",
        i.price, i.sold_price as "soldPrice", i.sold_on as "soldOn", pi.amount, pi.live, pi.consigner_id as "consignerId",
        p.title, p.sku, coalesce(i.image, p.image) as image, l.name as location
      from payout_items pi join inventories i on i.store_id = pi.store_id and i.id = pi.inventory_id join products p on p.store_id = i.store_id and p.id = i.product_id
      left join locations l on l.store_id = i.store_id and l.id = i.location_id
      where pi.store_id = ${store.id} and pi.payout_id = ${id} order by pi.consigner_id, i.id limit 50000`),
    db.execute(sql`select id, action, actor_name as "actorName", amount, details, created_at as "createdAt"
      from payout_audits where store_id = ${store.id} and payout_id = ${id} order by id`),
  ]);
  const money = (minor: number) => fromMinor(Number(minor), store.currency);
  // Each share's deductions named as on the consigner's statement (statements.ts), in this answer's major units.
  const statements = await statementsByConsigner(db, {
    store,
    consignerIds: payout.consigners.map((share) => share.consignerId),
    where: sql`po.id = ${id}`,
    limit: payout.consigners.length,
  });
  const consigners = payout.consigners.map((share) => {
    const [statement] = statements.get(share.consignerId) ?? [];
    const deductions = (statement?.deductions ?? []).map((d) => ({ ...d, amount: money(d.amount) }));
    return { ...share, deductions };
  });
  return {
    payout: {
      ...payout,
      consigners,
      audit: (audit.rows as AuditRow[]).map((a) => ({ ...a, amount: money(a.amount) })),
    },
    inventories: (items.rows as ItemRow[]).map(({ amount, ...r }) => ({
      ...r,
      id: Number(r.id),
      price: money(r.price),
      soldPrice: r.soldPrice === null ? null : money(r.soldPrice),
      payoutAmount: money(amount),
    })),
  };
}

export async function payoutFilterOptions(db: DbOrTx, store: StoreRow) {
  const result = await db.execute(sql`
    select c.id, trim(c.first_name || ' ' || c.last_name) as name, c.email from consigners c
    where c.store_id = ${store.id} and not c.is_store_account and c.deleted_at is null
      and exists (select 1 from payout_items pi where pi.store_id = ${store.id} and pi.consigner_id = c.id)
    order by c.last_name, c.first_name, c.id`);
  return { statuses: [...PAYOUT_STATUSES], consigners: result.rows as z.input<typeof filterConsigner>[] };
}

export async function listCheques(db: DbOrTx, store: StoreRow, payoutId?: number) {
  const result = await db.execute(sql`
    select ch.id, ch.payout_id as "payoutId", ch.consigner_id as "consignerId",
      trim(c.first_name || ' ' || c.last_name) as "consignerName", ch.amount, ch.external_id as "externalId",
      ch.status, ch.created_at as "createdAt"
    from cheques ch join consigners c on c.store_id = ch.store_id and c.id = ch.consigner_id
    where ch.store_id = ${store.id} ${payoutId ? sql`and ch.payout_id = ${payoutId}` : sql``}
    order by ch.id desc limit 1000`);
  return {
    cheques: (result.rows as (Omit<Cheque, 'createdAt'> & { createdAt: Date | string })[]).map((r) => ({
      ...r,
      amount: fromMinor(Number(r.amount), store.currency),
    })),
  };
}
