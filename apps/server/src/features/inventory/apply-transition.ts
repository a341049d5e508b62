/**
 * Applies a domain transition to one or many items in ONE transaction: the rows are locked (SELECT … FOR
 * UPDATE, id order), each goes through `transition()` of packages/domain, and the results are written with one
 * UPDATE whose WHERE repeats the version and the `from` status, then logs, e-mails, charges and payout lines.
 * Two people acting on one item: the second waits for the lock, then reads the new status, and the domain
 * refuses (409). Items that are missing, removed, someone else's or refused are reported per id.
 */

import type { FeeBreakdown } from '@backroom/domain/fees';
import type { ChargeEffect, InventoryAction, InventoryItem } from '@backroom/domain/transition-types';
import { transition } from '@backroom/domain/transitions';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { isPlaceholder, toDomainItem, transitionStoreOf } from '../../core/domain-map';
import {
  type EmailJob,
  logRows,
  type PayoutLineJob,
  writeCharges,
  writeEmails,
  writePayoutLines,
} from '../../core/effects';
import { type FeeConsignerRow, type FeeContext, loadFeeContext, quoteFor } from '../../core/fee-context';
import { type ItemRow, lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import { changesListing, queueListingResyncs } from '../../core/storefront-sync';
import { changeLockedMessage, changeLockedUntil, LOCKED_ACTIONS } from '../../core/terms/change-lock';
import { attachTerms } from '../../core/terms/snapshot';
import { emitItemsChanged } from '../../core/webhook-events/item-events';
import type { DbOrTx } from '../../db/client';
import { inventoryLogs } from '../../db/schema';
import { conflict } from '../../http/errors';
import { requireSignedAgreements } from '../agreements';
import { loadPlaces, type Places } from './places';
import { type Failure, failureOf, notFoundFailure } from './results';

export interface ApplyInput {
  store: StoreRow;
  who: Actor;
  ids: readonly number[];
  /** The spec's call name (bulkAcceptInventory, ...): recorded in the log. */
  call: string;
  action: (row: ItemRow) => InventoryAction;
  /** Fix-ups the domain leaves to the server (e.g. the payout of a store request a consigner accepted). */
  after?: (row: ItemRow, next: InventoryItem, helpers: AfterHelpers) => Promise<Partial<Columns>>;
  /** Store requests are open to any consigner for the actions that allow it. */
  openToAnyConsigner?: boolean;
  now?: Date;
  /** 'none' when the caller writes its own e-mail (one per consigner for a whole payout). Default 'each'. */
  emails?: 'each' | 'none';
  /** Leave a row alone (no write, no new version) when the action changed nothing: the edit card's saves. */
  skipUnchanged?: boolean;
  /** How a requote is made when the action may change more than the price (the edit card: consigner, options). */
  quote?: (row: ItemRow, next: InventoryItem, fees: FeeContext) => FeeBreakdown;
}

/** The consigner fields of a locked row the fee engine reads. */
export function feeConsignerOf(row: ItemRow): FeeConsignerRow {
  return {
    isStoreAccount: row.consignerIsStoreAccount,
    consignerTypeId: row.consignerTypeId,
    chargeTax: row.consignerChargeTax,
    balanceOwed: row.consignerBalanceOwed,
  };
}

export interface AfterHelpers {
  tx: DbOrTx;
  fees: () => Promise<FeeContext>;
}

export interface ApplyOutcome {
  updated: number[];
  failed: Failure[];
  emails: number;
}

/** The columns a transition may change (minor units, ISO timestamps). */
export interface Columns {
  status: string;
  consignerId: number;
  price: number;
  requestedPrice: number | null;
  storeRequestPriceLow: number | null;
  storeRequestPriceHigh: number | null;
  saleType: string;
  locationId: number | null;
  subLocationId: number | null;
  acceptedOn: string | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  payoutAmount: number;
  payoutFee: number;
  total: number;
  cost: number;
  discount: number;
  soldOn: string | null;
  orderId: number | null;
  paymentType: string | null;
  preapprovalStatus: string | null;
  isWithdrawnEarly: boolean;
  withdrawalFee: number;
  trackingCode: string | null;
  deletedAt: string | null;
  withdrawalRequestedAt: string | null;
  withdrawalDecidedAt: string | null;
  withdrawalDecidedBy: string | null;
  image: string | null;
  notes: string | null;
}

function columnsOf(row: ItemRow, next: InventoryItem, places: Places, storeAccountId: number): Columns {
  const total = next.payoutFee === row.payoutFee ? row.total : (next.payoutFee ?? 0);
  const range = next.storeRequestPriceRange ?? null;
  return {
    status: next.status as string,
    // A store request keeps the store account until a consigner takes it.
    consignerId: next.consignerId == null ? storeAccountId : Number(next.consignerId),
    price: next.price,
    requestedPrice: next.requestedPrice ?? null,
    storeRequestPriceLow: range ? range[0] : null,
    storeRequestPriceHigh: range ? range[1] : null,
    saleType: next.saleType ?? row.saleType,
    locationId: places.locationId(next.location),
    subLocationId: places.subLocationId(next.location, next.subLocation),
    acceptedOn: next.acceptedOn ?? null,
    option1Value: next.option1Value ?? null,
    option2Value: next.option2Value ?? null,
    option3Value: next.option3Value ?? null,
    payoutAmount: next.payoutAmount ?? 0,
    payoutFee: next.payoutFee ?? 0,
    total,
    cost: next.cost ?? 0,
    discount: next.discount ?? 0,
    soldOn: next.soldOn ?? null,
    orderId: next.orderId == null ? null : Number(next.orderId),
    paymentType: next.paymentType ?? null,
    preapprovalStatus: next.preapprovalStatus == null ? null : String(next.preapprovalStatus),
    isWithdrawnEarly: next.isWithdrawnEarly ?? false,
    withdrawalFee: next.withdrawalFee ?? 0,
    trackingCode: next.trackingCode ?? null,
    deletedAt: next.deletedAt ?? null,
    withdrawalRequestedAt: row.withdrawalRequestedAt?.toISOString() ?? null,
    withdrawalDecidedAt: row.withdrawalDecidedAt?.toISOString() ?? null,
    withdrawalDecidedBy: row.withdrawalDecidedBy,
    image: next.image ?? null,
    notes: next.notes ?? null,
  };
}

const WITHDRAWAL_DECISIONS = new Set(['acceptInventoryWithdrawal', 'declineInventoryWithdrawal']);

/** Writes every changed row in one statement; the version and status in the WHERE make a stale write lose. */
async function writeRows(
  tx: DbOrTx,
  storeId: number,
  who: Actor,
  writes: { row: ItemRow; from: string | null; cols: Columns }[],
) {
  const payload = writes.map(({ row, from, cols }) => ({ id: row.id, version: row.version, from, ...cols }));
  const result = await tx.execute(sql`
    update inventories i set
      status = v.status, consigner_id = v."consignerId", price = v.price, requested_price = v."requestedPrice",
      store_request_price_low = v."storeRequestPriceLow", store_request_price_high = v."storeRequestPriceHigh",
      sale_type = v."saleType", location_id = v."locationId", sub_location_id = v."subLocationId",
      accepted_on = v."acceptedOn", option1_value = v."option1Value", option2_value = v."option2Value",
      option3_value = v."option3Value", payout_amount = v."payoutAmount", payout_fee = v."payoutFee",
      total = v.total, cost = v.cost, discount = v.discount, sold_on = v."soldOn", order_id = v."orderId",
      payment_type = v."paymentType", preapproval_status = v."preapprovalStatus",
      is_withdrawn_early = v."isWithdrawnEarly", withdrawal_fee = v."withdrawalFee",
      tracking_code = v."trackingCode", deleted_at = v."deletedAt",
      withdrawal_requested_at = v."withdrawalRequestedAt", withdrawal_decided_at = v."withdrawalDecidedAt",
      withdrawal_decided_by = v."withdrawalDecidedBy", image = v.image, notes = v.notes,
      last_updated_by = ${who.name}, version = i.version + 1, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(
      id int, version int, "from" text, status text, "consignerId" int, price int, "requestedPrice" int,
      "storeRequestPriceLow" int, "storeRequestPriceHigh" int, "saleType" text, "locationId" int,
      "subLocationId" int, "acceptedOn" timestamptz, "option1Value" text, "option2Value" text,
      "option3Value" text, "payoutAmount" int, "payoutFee" int, total int, cost int, discount int,
      "soldOn" timestamptz, "orderId" int, "paymentType" text, "preapprovalStatus" text,
      "isWithdrawnEarly" boolean, "withdrawalFee" int, "trackingCode" text, "deletedAt" timestamptz,
      "withdrawalRequestedAt" timestamptz, "withdrawalDecidedAt" timestamptz, "withdrawalDecidedBy" text,
      image text, notes text)
    where i.store_id = ${storeId} and i.id = v.id and i.version = v.version
      and i.status is not distinct from v."from"
    returning i.id`);
  if (result.rows.length !== writes.length) {
    throw conflict('This item was changed by someone else at the same time. Reload and try again.');
  }
}

/** Runs inside the caller's transaction (so a bulk job can commit per chunk). */
export async function applyInTx(tx: DbOrTx, input: ApplyInput): Promise<ApplyOutcome> {
  const { store, who } = input;
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  const rows = await lockItems(tx, store.id, ids);
  const found = new Map(rows.map((r) => [r.id, r]));
  const failed: Failure[] = [];
  // One connection: its queries run one after another (pg refuses overlapping queries on a client).
  const places = await loadPlaces(tx, store.id);
  const storeAccountId = await storeAccountOf(tx, store.id);
  let feeContext: Promise<FeeContext> | null = null;
  const fees = () => (feeContext ??= loadFeeContext(tx, store));
  const now = input.now ?? new Date();
  const tStore = transitionStoreOf(store);
  // Consigners are held by their terms' minimum days; staff are not.
  const locked = who.consignerId === null ? new Map() : await changeLockedUntil(tx, { store, ids, now });

  const writes: { row: ItemRow; from: string | null; cols: Columns }[] = [];
  const logs: ReturnType<typeof logRows>[] = [];
  const emailJobs: EmailJob[] = [];
  const lines: PayoutLineJob[] = [];
  const charges: ChargeEffect[] = [];
  for (const id of ids) {
    const row = found.get(id);
    if (!row || !visibleTo(row, who, input.openToAnyConsigner)) {
      failed.push(notFoundFailure(id));
      continue;
    }
    const context = await fees();
    const consigner = feeConsignerOf(row);
    const before = toDomainItem(row);
    const action = input.action(row);
    const raises = action.type === 'requestPriceChange' && (action.requestedPrice ?? 0) >= row.price;
    const lockedUntil = LOCKED_ACTIONS.has(action.type) && !raises ? locked.get(id) : undefined;
    if (lockedUntil) {
      failed.push(failureOf(id, 'RULE', changeLockedMessage(lockedUntil)));
      continue;
    }
    const result = transition(before, action, who.actor, tStore, {
      now,
      quote: (price, next) =>
        input.quote
          ? input.quote(row, { ...next, price }, context)
          : quoteFor({ fees: context, consigner, item: { ...row, price, services: row.services } }),
    });
    if (!result.ok) {
      failed.push(failureOf(id, result.code, result.message));
      continue;
    }
    if (input.skipUnchanged && result.logs.length === 0) continue;
    const cols = {
      ...columnsOf(row, result.item, places, storeAccountId),
      ...(input.after ? await input.after(row, result.item, { tx, fees }) : {}),
    };
    if (result.item.status === 'RequestWithdrawal' && before.status !== 'RequestWithdrawal')
      cols.withdrawalRequestedAt = now.toISOString();
    if (WITHDRAWAL_DECISIONS.has(action.type)) {
      cols.withdrawalDecidedAt = now.toISOString();
      cols.withdrawalDecidedBy = who.name;
    }
    writes.push({ row, from: result.from, cols });
    if (result.logs.length > 0)
      logs.push(logRows({ storeId: store.id, inventoryId: id, who, action: input.call, logs: result.logs }));
    for (const effect of result.emails) emailJobs.push({ effect, row, next: result.item });
    for (const line of result.payoutLines) lines.push({ line, row });
    charges.push(...result.charges.map((c) => ({ ...c, itemId: row.id, itemCode: row.code })));
  }
  if (writes.length === 0) return { updated: [], failed, emails: 0 };
  await writeRows(tx, store.id, who, writes);
  await requireSignedAgreements(
    tx,
    store,
    writes.filter((w) => !w.row.acceptedOn && w.cols.acceptedOn).map((w) => w.row.id),
  );
  await emitItemsChanged(
    tx,
    store,
    writes.map(({ row, cols }) => ({ before: row, after: { ...row, ...cols } })),
  );
  // Accepted items keep the consignment terms in force now (a no-op for items that already have theirs).
  await attachTerms(
    tx,
    store,
    writes.filter((w) => w.cols.acceptedOn !== null).map((w) => w.row.id),
  );
  const relisted = writes.filter((w) => changesListing(w.row, w.cols)).map((w) => w.row.productId);
  await queueListingResyncs(tx, store, relisted);
  if (logs.length > 0) await tx.insert(inventoryLogs).values(logs);
  await writeCharges(tx, store.id, charges);
  await writePayoutLines(tx, store, lines);
  const emails = input.emails === 'none' ? 0 : await writeEmails(tx, store, emailJobs);
  return { updated: writes.map((w) => w.row.id), failed, emails };
}

function visibleTo(row: ItemRow, who: Actor, openToAnyConsigner?: boolean): boolean {
  if (who.consignerId === null) return true;
  if (row.consignerId === who.consignerId && !isPlaceholder(row.status)) return true;
  return openToAnyConsigner === true && isPlaceholder(row.status) && row.deletedAt === null;
}

async function storeAccountOf(tx: DbOrTx, storeId: number): Promise<number> {
  const result = await tx.execute(
    sql`select id from consigners where store_id = ${storeId} and is_store_account limit 1`,
  );
  const id = (result.rows[0] as { id?: number } | undefined)?.id;
  if (id === undefined) throw new Error(`store ${storeId} has no store account`);
  return Number(id);
}
