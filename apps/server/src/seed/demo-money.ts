/**
 * The demo history's money: orders from the built-in shop and a Shopify-like channel (some discounted, the
 * newest few only placed), weekly payouts of everything sold before the Monday (manual, except a few automated
 * ones where one consigner's transfer failed and was retried the next day), and the store's Buying lines for
 * items it bought, paid a few days later. Payout amounts are the items' payout amounts, as create.ts sums them.
 */
import { chequeCount } from '@backroom/domain/payouts';
import type { Person, SimItem } from './demo-items';
import type { DemoIds, World } from './demo-world';
import { DAY } from './demo-world';
import type { Random } from './random';

export interface SimOrder {
  id: number;
  channel: 'local' | 'shopify';
  externalId: string;
  name: string;
  status: 'paid' | 'placed';
  customer: Record<string, string>;
  total: number;
  orderDate: Date;
  lines: { item: SimItem; externalId: string; title: string; price: number; discount: number }[];
}

export interface SimShare {
  consignerId: number;
  gross: number;
  total: number;
  itemCount: number;
  status: 'pending' | 'paid' | 'failed';
  error: string | null;
  paidAt: Date | null;
}

export interface SimPayout {
  id: number;
  name: string;
  status: 'Paid' | 'Failed' | 'Buying' | 'Pending';
  total: number;
  provider: string;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  attempts: number;
  lastError: string | null;
  shares: SimShare[];
  items: { item: SimItem; consignerId: number; amount: number; live: boolean }[];
  audits: { at: Date; action: string; who: Person; amount: number; details: Record<string, unknown> }[];
}

/** Weeks (counted from the first payout) whose automated payout had one failed transfer. */
const FAILED_WEEKS = new Set([5, 17, 29, 41, 49]);
const BANK_ERRORS = ['The bank rejected the transfer: account closed.', 'Invalid routing number.'];
const BUYERS = [
  'Alex Rivera',
  'Sam Lee',
  'Jamie Fox',
  'Taylor Brooks',
  'Chris Ortiz',
  'Morgan Hale',
  'Riley Chen',
];
const PROVIDER: Person = { name: 'Payout provider', actor: { kind: 'system' }, employeeId: null };

export class DemoMoney {
  readonly orders: SimOrder[] = [];
  readonly payouts: SimPayout[] = [];
  private paidOut = new Set<number>();
  private weeks = 0;
  private shopifyOrders = 0;
  private linesSeen = 0;
  private buying: { payout: SimPayout; due: number }[] = [];
  private readonly today: number;

  constructor(
    private readonly world: World,
    private readonly random: Random,
    private readonly ids: DemoIds,
  ) {
    this.today = Math.floor(world.now.getTime() / DAY) * DAY;
  }

  private title(item: SimItem): string {
    const product = this.world.products.find((p) => p.id === item.productId);
    return `${product?.title ?? 'Item'} (${item.state.option1Value})`;
  }

  /** A sale of `item` (and now and then a second live item in the same basket) at `at`. */
  sell(item: SimItem, d: number, at: Date, weekend: boolean, placed = false) {
    const { random, world } = this;
    const shopify = placed || random.chance(0.42);
    const id = this.ids.order();
    const buyer = random.pick(BUYERS);
    const order: SimOrder = {
      id,
      channel: shopify ? 'shopify' : 'local',
      externalId: shopify
        ? String(5_100_000_000_000 + id * 7919)
        : `demo-${id.toString(16)}-${Math.floor(random.next() * 1e9).toString(16)}`,
      name: shopify ? `#DS${1001 + this.shopifyOrders++}` : `#${1000 + id}`,
      status: 'paid',
      customer: {
        first_name: buyer,
        email: `${buyer.toLowerCase().replace(' ', '.')}${id % 97}@example.net`,
      },
      total: 0,
      orderDate: at,
      lines: [],
    };
    const basket = [item];
    if (!shopify && !placed && random.chance(weekend ? 0.14 : 0.07)) {
      const other = world.items.all.find(
        (i) => i !== item && i.state.status === 'Active' && !i.next && i.lastDay < d && random.chance(0.02),
      );
      if (other) basket.push(other);
    }
    // The newest Shopify orders are placed but not paid yet: their items wait as PendingSale.
    const placedOnly =
      placed || (shopify && world.now.getTime() - at.getTime() < 1.5 * DAY && random.chance(0.6));
    if (placedOnly) order.status = 'placed';
    const who: Person = { name: `Order ${order.name}`, actor: { kind: 'system' }, employeeId: null };
    for (const line of basket) {
      const discount = shopify && random.chance(0.15) ? Math.round(line.state.price * 0.1) : 0;
      order.lines.push({
        item: line,
        externalId: shopify ? String(14_000_000_000_000 + line.n) : String(line.n),
        title: this.title(line),
        price: line.state.price,
        discount,
      });
      order.total += line.state.price - discount;
      world.items.act(
        line,
        placedOnly ? { type: 'orderPlaced', orderId: id } : { type: 'orderPaid', orderId: id, discount },
        who,
        at,
      );
      line.orderN = id;
      line.lastDay = d;
    }
    this.orders.push(order);
  }

  private timeOn(d: number, hour: number, minutes = 0): Date | null {
    const t = this.today + d * DAY + hour * 3_600_000 + minutes * 60_000;
    return t <= this.world.now.getTime() ? new Date(t) : null;
  }

  /** Monday's payout of every consigned item sold before that day and not paid yet. */
  weeklyPayout(d: number) {
    const { world, random } = this;
    const at = this.timeOn(d, 11, random.int(0, 30));
    if (!at) return;
    const cutoff = this.today + d * DAY;
    const due = world.items.all.filter(
      (i) =>
        i.state.status === 'Sold' &&
        !i.state.isStoreAccount &&
        i.state.saleType !== 'Buying' &&
        Date.parse(i.state.soldOn!) < cutoff &&
        !this.paidOut.has(i.n),
    );
    if (due.length === 0) return;
    this.weeks += 1;
    const automated = FAILED_WEEKS.has(this.weeks);
    const byConsigner = new Map<number, SimItem[]>();
    for (const item of due)
      byConsigner.set(item.consignerId, [...(byConsigner.get(item.consignerId) ?? []), item]);
    const shares: SimShare[] = [...byConsigner]
      .sort(([a], [b]) => a - b)
      .map(([consignerId, list]) => {
        const gross = list.reduce((sum, i) => sum + (i.state.payoutAmount ?? 0), 0);
        return {
          consignerId,
          gross,
          total: gross,
          itemCount: list.length,
          status: 'pending',
          error: null,
          paidAt: null,
        };
      });
    const id = this.ids.payout();
    const total = shares.reduce((sum, s) => sum + s.total, 0);
    const payout: SimPayout = {
      id,
      name: `Payout #${id}`,
      status: 'Paid',
      total,
      provider: automated ? 'sandbox' : 'manual',
      createdBy: world.owner.employeeId,
      createdAt: at,
      updatedAt: at,
      paidAt: null,
      attempts: automated ? 1 : 0,
      lastError: null,
      shares,
      items: due.map((item) => ({
        item,
        consignerId: item.consignerId,
        amount: item.state.payoutAmount ?? 0,
        live: true,
      })),
      audits: [
        {
          at,
          action: 'create',
          who: world.owner,
          amount: total,
          details: {
            items: due.length,
            consigners: shares.length,
            negativeBalance: 0,
            provider: automated ? 'sandbox' : 'manual',
            cheques: shares.reduce((sum, s) => sum + chequeCount(s.total, 'USD'), 0),
          },
        },
      ],
    };
    for (const item of due) this.paidOut.add(item.n);
    this.payouts.push(payout);
    const settle = (list: SimShare[], when: Date, who: Person) => {
      for (const share of list) {
        for (const item of byConsigner.get(share.consignerId)!) {
          world.items.act(item, { type: 'markPaid', payoutId: id }, who, when);
          item.lastDay = Math.max(item.lastDay, d);
        }
        share.status = 'paid';
        share.error = null;
        share.paidAt = when;
      }
    };
    const sent = new Date(at.getTime() + 20 * 60_000);
    if (!automated) {
      settle(shares, sent, world.owner);
      payout.paidAt = sent;
      payout.updatedAt = sent;
      const details = { consigners: shares.map((s) => s.consignerId), items: due.length, payoutPaid: true };
      payout.audits.push({ at: sent, action: 'markPaid', who: world.owner, amount: total, details });
      return;
    }
    const failing = random.pick(shares);
    settle(
      shares.filter((s) => s !== failing),
      sent,
      PROVIDER,
    );
    failing.status = 'failed';
    failing.error = random.pick(BANK_ERRORS);
    for (const line of payout.items) if (line.consignerId === failing.consignerId) line.live = false;
    payout.status = 'Failed';
    payout.lastError = failing.error;
    payout.updatedAt = sent;
    const failed = [{ consignerId: failing.consignerId, error: failing.error, total: failing.total }];
    payout.audits.push({
      at: sent,
      action: 'autoPayoutFailed',
      who: PROVIDER,
      amount: failing.total,
      details: { failed },
    });
    const retry = this.timeOn(d + 1, 10, random.int(0, 40));
    if (!retry) return;
    for (const line of payout.items) line.live = true;
    payout.attempts = 2;
    payout.status = 'Pending';
    payout.lastError = null;
    payout.updatedAt = retry;
    failing.status = 'pending';
    failing.error = null;
    payout.audits.push({
      at: retry,
      action: 'retryAutoPayout',
      who: world.owner,
      amount: failing.total,
      details: { consigners: [failing.consignerId], attempt: 2 },
    });
    const done = new Date(retry.getTime() + 3 * 60_000);
    if (done.getTime() > world.now.getTime()) return;
    settle([failing], done, PROVIDER);
    payout.status = 'Paid';
    payout.lastError = null;
    payout.paidAt = done;
    payout.updatedAt = done;
    payout.audits.push({ at: done, action: 'autoPayoutPaid', who: PROVIDER, amount: total, details: {} });
  }

  /** The Buying ("Ready to Pay") lines the day's store buys and instant sells made. */
  flushDay(d: number) {
    const lines = this.world.items.payoutLines.slice(this.linesSeen);
    this.linesSeen = this.world.items.payoutLines.length;
    for (const { item, line, at } of lines) {
      const id = this.ids.payout();
      const payout: SimPayout = {
        id,
        name: `Buying ${item.code}`,
        status: 'Buying',
        total: line.amount,
        provider: line.paymentType === 'auto' ? 'checkbook' : 'manual',
        createdBy: null,
        createdAt: at,
        updatedAt: at,
        paidAt: null,
        attempts: 0,
        lastError: null,
        shares: [],
        items: [{ item, consignerId: Number(line.consignerId), amount: line.amount, live: true }],
        audits: [],
      };
      this.payouts.push(payout);
      this.buying.push({ payout, due: d + this.random.int(1, 5) });
    }
  }

  /** Buying lines due today are paid by hand (payBuyingPayout, manual). */
  payBuyingLines(d: number) {
    for (const entry of this.buying) {
      const { payout } = entry;
      if (payout.status !== 'Buying' || entry.due > d) continue;
      const at = this.timeOn(d, 12, this.random.int(0, 50));
      if (!at) continue;
      const line = payout.items[0]!;
      payout.shares.push({
        consignerId: line.consignerId,
        gross: line.amount,
        total: line.amount,
        itemCount: 1,
        status: 'paid',
        error: null,
        paidAt: at,
      });
      payout.status = 'Paid';
      payout.paidAt = at;
      payout.updatedAt = at;
      payout.audits.push({
        at,
        action: 'pay',
        who: this.world.owner,
        amount: payout.total,
        details: { provider: 'manual' },
      });
    }
  }
}
