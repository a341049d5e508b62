/**
 * The demo history's items in memory: every change goes through the domain's transition function with the
 * simulated clock, and fees through the same quote functions as the API, so the written rows, their logs and
 * the reports agree as they would after a year of real use.
 */
import type { Actor } from '@backroom/domain/access-controls';
import type {
  InventoryAction,
  InventoryItem,
  LogEntry,
  PayoutLineEffect,
  TransitionStore,
} from '@backroom/domain/transition-types';
import { creationLog, diffItem, transition } from '@backroom/domain/transitions';
import {
  type FeeConsignerRow,
  type FeeContext,
  feeColumns,
  type QuoteItem,
  quoteFor,
  soldFeeColumns,
} from '../core/fee-context';

export interface Person {
  name: string;
  actor: Actor;
  employeeId: number | null;
}

export interface SimConsigner extends FeeConsignerRow {
  id: number;
  name: string;
  joinedAt: number;
  volume: number;
}

export interface SimLog {
  at: Date;
  actor: string;
  call: string;
  entries: LogEntry[];
}

export interface SimItem {
  /** 1-based position; becomes a reserved database id when written. */
  n: number;
  code: string;
  productId: number;
  productTemplateId: number | null;
  category: string;
  demand: number;
  /** The row's owner: the store account holds store requests until a consigner takes them. */
  consignerId: number;
  state: InventoryItem;
  services: { cleaning?: boolean; box?: boolean };
  total: number;
  soldPrice: number | null;
  /** Local order number (1-based) until written. */
  orderN: number | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  lastUpdatedBy: string;
  withdrawalRequestedAt: Date | null;
  withdrawalDecidedAt: Date | null;
  withdrawalDecidedBy: string | null;
  logs: SimLog[];
  /** A decision someone will take later (a staff answer, a drop-off, a transfer arriving). */
  next: { due: number; run: (at: Date) => void } | null;
  /** The last simulated day anything happened to it: one change per item per day. */
  lastDay: number;
}

export interface ItemRules {
  fees: FeeContext;
  store: TransitionStore;
  absorbDiscount: boolean;
  consigner(id: number): SimConsigner;
  storeAccountId: number;
}

export class DemoItems {
  readonly all: SimItem[] = [];
  readonly payoutLines: { item: SimItem; line: PayoutLineEffect; at: Date }[] = [];

  constructor(private readonly rules: ItemRules) {}

  private quoteItem(item: SimItem): QuoteItem {
    const s = item.state;
    return {
      price: s.price,
      category: item.category,
      option1Value: s.option1Value ?? null,
      option2Value: s.option2Value ?? null,
      option3Value: s.option3Value ?? null,
      services: item.services,
      cost: s.cost ?? 0,
    };
  }

  /** A new item through `add` (a consigner's request to sell), `addByStaff` or `createStoreRequest`. */
  create(
    input: {
      n: number;
      code: string;
      productId: number;
      productTemplateId: number | null;
      category: string;
      demand: number;
      consigner: SimConsigner | null;
      price: number;
      cost?: number;
      option1Value: string;
      option2Value: string;
      services?: { cleaning?: boolean; box?: boolean };
    },
    action: InventoryAction,
    who: Person,
    at: Date,
  ): SimItem {
    const consigner = input.consigner;
    const services = input.services ?? {};
    const quote = consigner
      ? quoteFor({
          fees: this.rules.fees,
          consigner,
          item: {
            price: input.price,
            category: input.category,
            option1Value: input.option1Value,
            option2Value: input.option2Value,
            services,
            cost: input.cost ?? 0,
          },
        })
      : null;
    const draft: InventoryItem = {
      status: null,
      consignerId: consigner && who.actor.kind !== 'consigner' ? consigner.id : null,
      isStoreAccount: consigner?.isStoreAccount ?? false,
      price: input.price,
      cost: input.cost ?? 0,
      location: null,
      subLocation: null,
      option1Value: input.option1Value,
      option2Value: input.option2Value,
      ...(quote ? { payoutAmount: quote.payout, payoutFee: quote.total } : {}),
    };
    const result = transition(draft, action, who.actor, this.rules.store, { now: at });
    if (!result.ok) throw new Error(`demo history: ${action.type} refused: ${result.message}`);
    // The first log entry of an item lists everything it was created with (as add.ts writes it).
    const entries = creationLog(result.item);
    // A consigner's own request to sell is theirs (the domain leaves the new item's owner to the server).
    const state =
      consigner && who.actor.kind === 'consigner'
        ? { ...result.item, consignerId: consigner.id }
        : result.item;
    const item: SimItem = {
      n: input.n,
      code: input.code,
      productId: input.productId,
      productTemplateId: input.productTemplateId,
      category: input.category,
      demand: input.demand,
      consignerId: consigner?.id ?? this.rules.storeAccountId,
      state,
      services,
      total: quote?.total ?? 0,
      soldPrice: null,
      orderN: null,
      createdAt: at,
      updatedAt: at,
      version: 1,
      lastUpdatedBy: who.name,
      withdrawalRequestedAt: null,
      withdrawalDecidedAt: null,
      withdrawalDecidedBy: null,
      logs: [{ at, actor: who.name, call: action.type, entries }],
      next: null,
      lastDay: Number.NEGATIVE_INFINITY,
    };
    this.all.push(item);
    return item;
  }

  /** One transition of an existing item, as the API applies it (apply-transition.ts); a refusal is a bug here. */
  act(item: SimItem, action: InventoryAction, who: Person, at: Date, call: string = action.type): void {
    const owner = this.ownerOf(item);
    const result = transition(item.state, action, who.actor, this.rules.store, {
      now: at,
      quote: (price) =>
        quoteFor({ fees: this.rules.fees, consigner: owner, item: { ...this.quoteItem(item), price } }),
    });
    if (!result.ok) {
      throw new Error(
        `demo history: ${call} on ${item.code} (${item.state.status}) refused: ${result.message}`,
      );
    }
    const before = item.state;
    let next = result.item;
    const extra = this.after(item, before, next, action);
    next = { ...next, ...extra.state };
    item.state = next;
    if (next.consignerId != null) item.consignerId = Number(next.consignerId);
    if (next.payoutFee !== before.payoutFee) item.total = next.payoutFee ?? 0;
    if (next.status === 'RequestWithdrawal' && before.status !== 'RequestWithdrawal')
      item.withdrawalRequestedAt = at;
    if (action.type === 'acceptInventoryWithdrawal' || action.type === 'declineInventoryWithdrawal') {
      item.withdrawalDecidedAt = at;
      item.withdrawalDecidedBy = who.name;
    }
    if (next.status === 'Sold' && before.status !== 'Sold')
      item.soldPrice = Math.max(next.price - (next.discount ?? 0), 0);
    for (const line of result.payoutLines) this.payoutLines.push({ item, line, at });
    const logs = diffItem(before, next);
    if (logs.length > 0) item.logs.push({ at, actor: who.name, call, entries: logs });
    item.updatedAt = at;
    item.version += 1;
    item.lastUpdatedBy = who.name;
  }

  private ownerOf(item: SimItem): SimConsigner {
    const id = item.state.consignerId == null ? this.rules.storeAccountId : Number(item.state.consignerId);
    return this.rules.consigner(id);
  }

  /** The server's fix-ups after a transition (the `after` hooks of the order and store-request calls). */
  private after(item: SimItem, before: InventoryItem, next: InventoryItem, action: InventoryAction) {
    const owner = this.ownerOf({ ...item, state: next });
    const quoteItem = { ...this.quoteItem({ ...item, state: next }) };
    if (action.type === 'orderPaid' && !owner.isStoreAccount) {
      const cols = soldFeeColumns({
        fees: this.rules.fees,
        consigner: owner,
        item: quoteItem,
        discount: next.discount ?? 0,
        absorbDiscount: this.rules.absorbDiscount,
      });
      return { state: { payoutAmount: cols.payoutAmount, payoutFee: cols.payoutFee } };
    }
    if (action.type === 'acceptStoreRequest') {
      if (before.saleType === 'Buying') return { state: { payoutAmount: next.price, payoutFee: 0 } };
      const cols = feeColumns(quoteFor({ fees: this.rules.fees, consigner: owner, item: quoteItem }));
      return { state: { payoutAmount: cols.payoutAmount, payoutFee: cols.payoutFee } };
    }
    return { state: {} };
  }
}
