/**
 * The daily terms clock of one store (issue 16): on the store's calendar day it applies due markdowns (through
 * the fee engine, with an inventory log and a storefront resync), marks items whose term ended, and after the
 * grace period applies the expiry action. Every step is decided from the item's dates and what the job already
 * recorded on it, so running twice on one day changes nothing more and a missed day catches up.
 */
import {
  type ConsignmentTerms,
  conversionPayout,
  dueMarkdown,
  EXPIRY_WARNING_DAYS,
  markdownPayoutBasis,
  markdownPlan,
  renewedExpiry,
} from '@backroom/domain/consignment-terms';
import { addDays, type DateOnly, todayIn } from '@backroom/domain/dates';
import { inStatusGroup } from '@backroom/domain/inventory/status-groups';
import { formatMoney } from '@backroom/domain/money-format';
import { MARKDOWN_BORNE_BY_FIELD, markdownBorneBy } from '@backroom/domain/price-history';
import type { ChargeEffect, LogEntry } from '@backroom/domain/transition-types';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { logRows, writeCharges, writePayoutLines } from '../../core/effects';
import { feeColumns, loadFeeContext, quoteFor, takeColumns } from '../../core/fee-context';
import { type ItemRow, lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import { queueListingResyncs } from '../../core/storefront-sync';
import { LIVE_TERM_STATUSES } from '../../core/terms/snapshot';
import type { Db, DbOrTx } from '../../db/client';
import { inventoryLogs, stores } from '../../db/schema';
import { type NoticeFor, notifyConsigners } from '../../mail/consigner-notifications';

export const CLOCK_ACTOR: Actor = {
  actor: { kind: 'system' },
  name: 'Backroom',
  consignerId: null,
  employeeId: null,
  userId: null,
};
const BATCH = 500;

export interface ClockResult {
  day: DateOnly;
  markedDown: number;
  expired: number;
  returned: number;
  converted: number;
  renewed: number;
  /** E-mails queued: week-before warnings and markdown notices (to consigners who want them). */
  notices: number;
}

export interface TermsState {
  id: number;
  terms: ConsignmentTerms;
  listed: number;
  startedOn: DateOnly;
  expiresOn: DateOnly;
  step: number;
  expiredOn: DateOnly | null;
  warnedOn: DateOnly | null;
}

export type Change = {
  row: ItemRow;
  set: Record<string, unknown>;
  action: string;
  logs: LogEntry[];
  /** A markdown's payout is quoted on what its absorbers leave (the listed price when the store bears it). */
  payoutBasis?: number;
  /** A markdown's payout basis before it: the consigner's part of the reduction is the basis it took off. */
  basisBefore?: number;
  /** The e-mail this step sends the consigner (if they want it), in the same transaction. */
  notice?: Omit<NoticeFor, 'consignerId' | 'line'> & {
    line: (store: StoreRow, payout: PayoutMove) => string;
  };
};

/** A markdown's payout before and after, and who bore it (null for changes that do not move the price). */
type PayoutMove = { before: number; after: number; borneBy: ReturnType<typeof markdownBorneBy> } | null;

const BORNE_WORDS = {
  store: 'The store bears this markdown.',
  consigner: 'You bear this markdown.',
  shared: 'You and the store share this markdown.',
} as const;

const itemName = (row: ItemRow) =>
  `${row.productTitle}${row.option1Value ? ` (${row.option1Value})` : ''}, item ${row.code}`;

/** What is due for the item on `today`: a markdown, the end of its term, the expiry action; often nothing. */
function plan(state: TermsState, row: ItemRow, today: DateOnly, storeAccountId: number): Change[] {
  const changes: Change[] = [];
  const { terms } = state;
  const markdowns = markdownPlan(terms, state.startedOn, state.listed);
  const due = row.status === 'Active' ? dueMarkdown(markdowns, state.step, today) : null;
  if (due) {
    const lower = due.price < row.price;
    // The price before the markdown: applyChanges moves row.price on before the e-mail's line is written.
    const was = row.price;
    changes.push({
      row,
      set: { termsMarkdownStep: due.step, ...(lower ? { price: due.price } : {}) },
      action: `Automatic markdown, step ${due.step} of ${due.of}`,
      logs: lower ? [{ field: 'price', before: row.price, after: due.price }] : [],
      payoutBasis: markdownPayoutBasis(state.listed, markdowns, due.step),
      basisBefore: markdownPayoutBasis(state.listed, markdowns, state.step),
      ...(lower && {
        notice: {
          template: 'onMarkdown' as const,
          line: (store: StoreRow, payout: PayoutMove) => {
            const m = (v: number) => formatMoney(v, store.currency);
            const said = `Your ${itemName(row)} was marked down from ${m(was)} to ${m(due.price)} (automatic markdown, step ${due.step} of ${due.of}), as your consignment terms say.`;
            if (!payout) return said;
            const pay =
              payout.before === payout.after
                ? `Your payout stays ${m(payout.after)}.`
                : `Your payout goes from ${m(payout.before)} to ${m(payout.after)}.`;
            return `${said} ${BORNE_WORDS[payout.borneBy]} ${pay}`;
          },
        },
      }),
    });
  }
  // The stored expiry, not one computed from the start: a renewal moves it.
  const expiresOn = state.expiresOn;
  const graceEndsOn = addDays(expiresOn, terms.graceDays);
  // Once per term end (a renewal moves the end, and so the warning), only while the term still runs.
  const warnFrom = addDays(expiresOn, -EXPIRY_WARNING_DAYS);
  if (today >= warnFrom && today < expiresOn && (state.warnedOn === null || state.warnedOn < warnFrom)) {
    changes.push({
      row,
      set: { termsWarnedOn: today },
      action: `Consigner warned: the term ends on ${expiresOn}`,
      logs: [],
      notice: {
        template: 'onTermExpiring',
        line: () =>
          `The consignment term of your ${itemName(row)} ends on ${expiresOn}. ${EXPIRY_WORDS[terms.expiryAction]} You can renew it or ask for it back in the seller portal.`,
      },
    });
  }
  if (today >= expiresOn && state.expiredOn === null) {
    changes.push({
      row,
      set: { termsExpiredOn: expiresOn },
      action: 'Consignment term ended',
      logs: [{ field: 'termsExpiredOn' as never, before: null, after: expiresOn }],
    });
  }
  if (today >= graceEndsOn) changes.push(expiryAction({ state, row, today, storeAccountId }));
  return changes;
}

const EXPIRY_WORDS = {
  return: 'After the grace period it is set aside for you to collect.',
  convert: 'After the grace period the store buys it at the agreed payout.',
  renew: 'After the grace period it is renewed for the renewal fee.',
} as const;

export interface ExpiryActionOptions {
  state: TermsState;
  row: ItemRow;
  today: DateOnly;
  storeAccountId: number;
}

export function expiryAction({ state, row, today, storeAccountId }: ExpiryActionOptions): Change {
  const { terms } = state;
  if (terms.expiryAction === 'renew') {
    const next = renewedExpiry(terms, state.expiresOn, today);
    return {
      row,
      set: { termsExpiresOn: next, termsExpiredOn: null, renewalFee: terms.renewalFee },
      action: 'Consignment renewed automatically',
      logs: [{ field: 'termsExpiresOn' as never, before: state.expiresOn, after: next }],
    };
  }
  if (terms.expiryAction === 'convert') {
    const amount = conversionPayout(terms, state.listed);
    return {
      row,
      set: {
        termsActionOn: today,
        consignerId: storeAccountId,
        cost: amount,
        payoutAmount: amount,
        payoutFee: 0,
        total: 0,
        requestedPrice: null,
        status: 'Active',
        buyLine: amount,
      },
      action: 'Consignment term ended: converted to store stock',
      logs: [{ field: 'consignerId', before: row.consignerId, after: storeAccountId }],
    };
  }
  return {
    row,
    set: {
      termsActionOn: today,
      status: 'RequestWithdrawal',
      requestedPrice: null,
      withdrawalRequestedAt: new Date(),
    },
    action: 'Consignment term ended: to be returned to the consigner',
    logs: [{ field: 'status', before: row.status, after: 'RequestWithdrawal' }],
  };
}

export async function storeAccount(tx: DbOrTx, storeId: number): Promise<number> {
  const r = await tx.execute(sql`select id from consigners where store_id = ${storeId} and is_store_account`);
  return Number((r.rows[0] as { id: number }).id);
}

export interface ApplyChangesOptions {
  store: StoreRow;
  changes: Change[];
  result: ClockResult;
  who?: Actor;
}

export async function applyChanges(
  tx: DbOrTx,
  { store, changes, result, who = CLOCK_ACTOR }: ApplyChangesOptions,
) {
  const fees = await loadFeeContext(tx, store);
  const relisted: number[] = [];
  const lines: Parameters<typeof writePayoutLines>[2][number][] = [];
  const charges: ChargeEffect[] = [];
  const notices: NoticeFor[] = [];
  const logged: ReturnType<typeof logRows>[] = [];
  const updates = new Map<number, { columns: Record<string, unknown>; changes: number }>();
  for (const { row, set, action, logs: planned, notice, payoutBasis, basisBefore } of changes) {
    const logs = [...planned];
    let payout: PayoutMove = null;
    const { renewalFee, buyLine, ...columns } = set as Record<string, unknown> & {
      renewalFee?: number;
      buyLine?: number;
    };
    if (typeof columns.price === 'number') {
      const consigner = {
        isStoreAccount: row.consignerIsStoreAccount,
        consignerTypeId: row.consignerTypeId,
        chargeTax: row.consignerChargeTax,
        balanceOwed: row.consignerBalanceOwed,
      };
      const quoted = { ...row, price: payoutBasis ?? columns.price };
      // The payout stays on the absorbers' basis; the fee columns are the store's take at the new price.
      const quote = quoteFor({ fees, consigner, item: quoted });
      // (The store's own items keep the quote's columns: there is no consigner to pay.)
      Object.assign(
        columns,
        row.consignerIsStoreAccount ? feeColumns(quote) : takeColumns(quote, columns.price as number),
      );
      // The money history (issue 29): the payout before and after, and who bore the reduction, beside the price.
      const reduction = row.price - columns.price;
      const borneBy = markdownBorneBy(reduction, (basisBefore ?? row.price) - (payoutBasis ?? columns.price));
      payout = { before: row.payoutAmount, after: columns.payoutAmount as number, borneBy };
      logs.push(
        { field: 'payoutAmount', before: payout.before, after: payout.after },
        { field: MARKDOWN_BORNE_BY_FIELD as never, before: null, after: borneBy },
      );
      row.payoutAmount = payout.after;
      row.price = columns.price;
      relisted.push(row.productId);
      result.markedDown++;
    }
    if ('termsExpiredOn' in columns && columns.termsExpiredOn !== null) result.expired++;
    if (renewalFee !== undefined) {
      result.renewed++;
      if (renewalFee > 0)
        charges.push({
          consignerId: row.consignerId,
          amount: renewalFee,
          reason: 'renewal',
          visibleToConsigner: true,
          itemId: row.id,
          itemCode: row.code,
        });
    }
    if (buyLine !== undefined) {
      result.converted++;
      lines.push({ line: { consignerId: row.consignerId, amount: buyLine, status: 'Buying' }, row });
      relisted.push(row.productId);
    } else if (columns.status === 'RequestWithdrawal') {
      result.returned++;
      relisted.push(row.productId);
    }
    if (notice) notices.push({ ...notice, consignerId: row.consignerId, line: notice.line(store, payout) });
    const pending = updates.get(row.id);
    if (pending) {
      Object.assign(pending.columns, columns);
      pending.changes++;
    } else updates.set(row.id, { columns: { ...columns }, changes: 1 });
    logged.push(logRows({ storeId: store.id, inventoryId: row.id, who, action, logs }));
  }
  await writeUpdates(tx, store.id, updates, who);
  for (let i = 0; i < logged.length; i += 1000)
    await tx.insert(inventoryLogs).values(logged.slice(i, i + 1000));
  await writeCharges(tx, store.id, charges);
  await writePayoutLines(tx, store, lines);
  await queueListingResyncs(tx, store, relisted);
  result.notices += await notifyConsigners(tx, store, notices);
}

/** Column types of what the clock writes, for the set-based UPDATE. */
const COLUMN_TYPES: Record<string, string> = {
  price: 'int',
  payoutAmount: 'int',
  payoutFee: 'int',
  total: 'int',
  cost: 'int',
  consignerId: 'int',
  requestedPrice: 'int',
  termsMarkdownStep: 'int',
  termsExpiredOn: 'date',
  termsWarnedOn: 'date',
  termsActionOn: 'date',
  termsExpiresOn: 'date',
  status: 'text',
  withdrawalRequestedAt: 'timestamptz',
};

/**
 * One UPDATE per shape of change (the same columns: a markdown, a warning, an expiry...) for the whole batch,
 * from a JSON record set, instead of one statement per item: the daily run over a large store is set-based.
 */
async function writeUpdates(
  tx: DbOrTx,
  storeId: number,
  updates: Map<number, { columns: Record<string, unknown>; changes: number }>,
  who: Actor,
) {
  const shapes = new Map<string, { id: number; changes: number; columns: Record<string, unknown> }[]>();
  for (const [id, u] of updates) {
    const key = Object.keys(u.columns).sort().join(',');
    shapes.set(key, [...(shapes.get(key) ?? []), { id, ...u }]);
  }
  for (const [key, rows] of shapes) {
    const columns = key.split(',').filter(Boolean);
    const unknown = columns.find((c) => !COLUMN_TYPES[c]);
    if (unknown) throw new Error(`the terms clock writes ${unknown} without a known column type`);
    const records = rows.map((r) => ({
      id: r.id,
      changes: r.changes,
      ...Object.fromEntries(columns.map((c) => [c, toParam(r.columns[c])])),
    }));
    await tx.execute(sql`
      update inventories i set ${sql.join(
        columns.map((c) => sql`${sql.identifier(snake(c))} = v.${sql.identifier(c)}`),
        sql`, `,
      )}${columns.length ? sql`, ` : sql``}version = i.version + v.changes, updated_at = now(), last_updated_by = ${who.name}
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id int, changes int${sql.raw(
        columns.map((c) => `, "${c}" ${COLUMN_TYPES[c]}`).join(''),
      )})
      where i.store_id = ${storeId} and i.id = v.id`);
  }
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toParam = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** One store's run for its calendar day at `now`: in batches of items, each batch one transaction. */
export async function runTermsClock(db: Db, storeId: number, now = new Date()): Promise<ClockResult> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`store ${storeId} not found`);
  const today = todayIn(store.timeZone, now);
  const result: ClockResult = {
    day: today,
    markedDown: 0,
    expired: 0,
    returned: 0,
    converted: 0,
    renewed: 0,
    notices: 0,
  };
  const warnUntil = addDays(today, EXPIRY_WARNING_DAYS);
  let after = 0;
  for (;;) {
    const batch = await db.execute(sql`
      select id from inventories
      where store_id = ${store.id} and id > ${after} and terms is not null and deleted_at is null
        and terms_action_on is null and status in ${LIVE_TERM_STATUSES}
        -- Only items with something due (set-based, so a day with little to do reads little): the last week of
        -- the term or later (warning, expiry, grace action), or a markdown step not yet applied whose day came.
        and ((terms_expires_on <= ${warnUntil}::date and terms_expires_on > ${today}::date
              and (terms_warned_on is null or terms_warned_on < terms_expires_on - ${EXPIRY_WARNING_DAYS}::int))
          or (terms_expires_on <= ${today}::date and terms_expired_on is null)
          or terms_expires_on + (terms->>'graceDays')::int <= ${today}::date
          or (status = 'Active' and exists (
            select 1 from jsonb_array_elements(terms->'markdowns') with ordinality m(step, n)
            where m.n > terms_markdown_step
              and terms_started_on + (m.step->>'afterDays')::int <= ${today}::date)))
      order by id limit ${BATCH}`);
    const ids = (batch.rows as { id: number }[]).map((r) => Number(r.id));
    if (ids.length === 0) return result;
    after = ids.at(-1)!;
    await db.transaction(async (tx) => {
      const rows = await lockItems(tx, store.id, ids);
      const states = await termsStates(tx, store.id, ids);
      const storeAccountId = await storeAccount(tx, store.id);
      const changes: Change[] = [];
      for (const row of rows) {
        const state = states.get(row.id);
        if (!state || !inStatusGroup('live', row.status) || row.deletedAt) continue;
        changes.push(...plan(state, row, today, storeAccountId));
      }
      if (changes.length > 0) await applyChanges(tx, { store, changes, result });
    });
  }
}

export async function termsStates(
  tx: DbOrTx,
  storeId: number,
  ids: number[],
): Promise<Map<number, TermsState>> {
  const r = await tx.execute(sql`
    select id, terms, terms_listed_price as listed, terms_started_on::text as "startedOn",
      terms_expires_on::text as "expiresOn", terms_markdown_step as step, terms_expired_on::text as "expiredOn",
      terms_warned_on::text as "warnedOn"
    from inventories
    where store_id = ${storeId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and terms is not null and terms_action_on is null`);
  const states = new Map<number, TermsState>();
  for (const raw of r.rows as unknown as TermsState[])
    states.set(Number(raw.id), { ...raw, id: Number(raw.id) });
  return states;
}
