/**
 * The one inventory transition function (domain.md §1): (item, action, actor, store) → the new
 * item with its log entries, e-mails, charges and payout lines, or a named refusal.
 * Pure: the clock comes in through the context; the server applies the result in one
 * transaction with `from` as the UPDATE's status precondition.
 */
import { type Actor, hasAccess } from './access-controls';
import { cannotInStatus, messages } from './messages';
import { inventoryStatusLabel } from './statuses';
import { sameId } from './transition-helpers';
import type {
  ActionDef,
  ActionType,
  Args,
  InventoryAction,
  InventoryItem,
  LogEntry,
  RefusalCode,
  Statuses,
  TransitionContext,
  TransitionRefusal,
  TransitionResult,
  TransitionStore,
} from './transition-types';
import * as edit from './transitions-edit';
import * as intake from './transitions-intake';
import * as live from './transitions-live';

/** The registry, keyed by the spec's action names. */
export const ACTIONS: { [K in ActionType]: ActionDef<Extract<InventoryAction, { type: K }>> } = {
  add: intake.add,
  addByStaff: intake.addByStaff,
  createStoreRequest: intake.createStoreRequest,
  acceptStoreRequest: intake.acceptStoreRequest,
  acceptRequestToSell: intake.acceptRequestToSell,
  declineRequestToSell: intake.declineRequestToSell,
  acceptInventory: intake.acceptInventory,
  declineInventory: intake.declineInventory,
  storeBuyRequestedInventory: intake.storeBuyRequestedInventory,
  cancelDropoff: intake.cancelDropoff,
  deleteInventory: intake.deleteInventory,
  addTrackingCode: intake.addTrackingCode,
  storeRequestPriceChange: live.storeRequestPriceChange,
  acceptStorePriceChange: live.acceptStorePriceChange,
  requestPriceChange: live.requestPriceChange,
  acceptInventoryPrice: live.acceptInventoryPrice,
  declineInventoryPrice: live.declineInventoryPrice,
  requestInventoryWithdrawal: live.requestInventoryWithdrawal,
  acceptInventoryWithdrawal: live.acceptInventoryWithdrawal,
  declineInventoryWithdrawal: live.declineInventoryWithdrawal,
  withdrawInventory: live.withdrawInventory,
  transfer: live.transfer,
  acceptTransfer: live.acceptTransfer,
  orderPlaced: live.orderPlaced,
  orderPaid: live.orderPaid,
  cancelSale: live.cancelSale,
  returnSale: live.returnSale,
  markPaid: live.markPaid,
  setStatus: live.setStatus,
  editItem: edit.editItem,
};

export const ACTION_TYPES = Object.keys(ACTIONS) as ActionType[];

/** The spec's bulk calls run the single action once per item. */
export const ACTION_ALIASES: Readonly<Record<string, ActionType>> = {
  bulkAcceptRequestToSell: 'acceptRequestToSell',
  bulkDeclineRequestToSell: 'declineRequestToSell',
  bulkAcceptInventory: 'acceptInventory',
};

/** The action a spec call name stands for, or null for an unknown name. */
export function resolveActionName(name: string): ActionType | null {
  if (Object.hasOwn(ACTIONS, name)) return name as ActionType;
  return Object.hasOwn(ACTION_ALIASES, name) ? (ACTION_ALIASES[name] as ActionType) : null;
}

function refuse(code: RefusalCode, message: string): TransitionRefusal {
  return { ok: false, code, message };
}

function allows(statuses: Statuses, status: InventoryItem['status']): boolean {
  return statuses === 'any' ? status !== null : statuses.includes(status);
}

/** The statuses this actor may start the action from, or a refusal when they may not act. */
function permittedFrom(def: ActionDef, item: InventoryItem, actor: Actor): Statuses | TransitionRefusal {
  if (actor.kind === 'system') return def.system ?? refuse('FORBIDDEN', messages.forbidden);
  if (actor.kind === 'employee') {
    if (!def.staff || !hasAccess(actor, def.staff.control)) return refuse('FORBIDDEN', messages.forbidden);
    return def.staff.from;
  }
  if (!def.consigner) return refuse('FORBIDDEN', messages.forbidden);
  const unowned = item.consignerId == null && (item.status === null || def.openToAnyConsigner === true);
  if (!unowned && !sameId(item.consignerId, actor.consignerId))
    return refuse('FORBIDDEN', messages.notYourItem);
  return def.consigner;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** One log entry per field whose value changed. */
export function diffItem(before: InventoryItem, after: InventoryItem): LogEntry[] {
  const logs: LogEntry[] = [];
  for (const field of Object.keys(after) as (keyof InventoryItem)[]) {
    if (!sameValue(before[field], after[field])) {
      logs.push({ field, before: before[field] ?? null, after: after[field] ?? null });
    }
  }
  return logs;
}

/**
 * The first log entry of a new item: every field it was created with, each with no "before" (a creation is not a
 * change from $0.00), leaving out what it was not given (empty, or a cost of zero) and the store-account flag.
 */
export function creationLog(item: InventoryItem): LogEntry[] {
  return (Object.keys(item) as (keyof InventoryItem)[])
    .filter((field) => field !== 'isStoreAccount')
    .map((field) => ({ field, before: null, after: item[field] ?? null }))
    .filter(({ field, after }) => after !== null && after !== '' && !(field === 'cost' && after === 0));
}

/**
 * Applies `action` to `item` on behalf of `actor` under the store's settings. The spec's bulk
 * call names (bulkAcceptInventory, ...) are accepted as the single action they stand for.
 */
export function transition(
  item: InventoryItem,
  action: InventoryAction,
  actor: Actor,
  store: TransitionStore,
  ctx: TransitionContext = { now: new Date() },
): TransitionResult {
  const type = resolveActionName(action.type);
  if (!type) return refuse('INVALID_STATE', cannotInStatus(String(action.type), String(item.status)));
  const def = ACTIONS[type] as ActionDef;
  const from = permittedFrom(def, item, actor);
  if (!Array.isArray(from) && from !== 'any') return from as TransitionRefusal;
  if (item.deletedAt) return refuse('INVALID_STATE', messages.itemRemoved);
  if (!allows(from, item.status)) {
    const shown = item.status === null ? 'new' : inventoryStatusLabel(item.status);
    return refuse('INVALID_STATE', cannotInStatus(action.type, shown));
  }
  const args: Args = { item, action, actor, store, ctx };
  const rule = def.guard?.(args) ?? null;
  if (rule) return typeof rule === 'string' ? refuse('RULE', rule) : refuse(rule.code, rule.message);

  const effect = def.effect(args);
  let next: InventoryItem = { ...item, ...effect.changes };
  let recalculateFeesAt: number | null = null;
  if (effect.requoteAt !== undefined) {
    if (ctx.quote) {
      const fees = ctx.quote(effect.requoteAt, next);
      next = { ...next, payoutAmount: fees.payout, payoutFee: fees.total };
    } else {
      recalculateFeesAt = effect.requoteAt;
    }
  }
  return {
    ok: true,
    from: item.status,
    item: next,
    logs: diffItem(item, next),
    emails: effect.emails ?? [],
    charges: effect.charges ?? [],
    payoutLines: effect.payoutLines ?? [],
    recalculateFeesAt,
  };
}

/** Whether `actor` may start `type` on `item` at all (for showing buttons); rules are not checked. */
export function canAttempt(item: InventoryItem, type: ActionType, actor: Actor): boolean {
  const def = ACTIONS[type] as ActionDef;
  const from = permittedFrom(def, item, actor);
  return (Array.isArray(from) || from === 'any') && !item.deletedAt && allows(from as Statuses, item.status);
}
