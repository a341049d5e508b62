/** Building the events of the places that change things (inventory, orders, payouts, consigners). */
import type { WebhookItem } from '@backroom/domain/webhooks';
import type { WebhookDraft } from './emit';

export interface ItemFacts {
  id: number;
  code: string;
  productId: number;
  consignerId: number;
  status: string;
  price: number;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
}

export function webhookItem(item: ItemFacts, currency: string): WebhookItem {
  return {
    id: item.id,
    code: item.code,
    productId: item.productId,
    consignerId: item.consignerId,
    status: item.status,
    price: item.price,
    currency,
    option1Value: item.option1Value ?? null,
    option2Value: item.option2Value ?? null,
    option3Value: item.option3Value ?? null,
  };
}

const itemKey = (id: number) => `item:${id}`;

export function itemCreated(item: ItemFacts, currency: string): WebhookDraft {
  return { type: 'item.created', key: itemKey(item.id), data: { item: webhookItem(item, currency) } };
}

/**
 * The events of one item's change, in the order a receiver should see them: price, then status, then sold.
 * `before` is the row as it was, `after` as written.
 */
export function itemChanged(
  before: ItemFacts,
  after: ItemFacts & { orderId?: number | null; soldOn?: string | Date | null },
  currency: string,
): WebhookDraft[] {
  const item = webhookItem(after, currency);
  const key = itemKey(after.id);
  const drafts: WebhookDraft[] = [];
  if (after.price !== before.price)
    drafts.push({ type: 'item.price_changed', key, data: { item, previousPrice: before.price } });
  if (after.status !== before.status) {
    drafts.push({ type: 'item.status_changed', key, data: { item, previousStatus: before.status } });
    if (after.status === 'Sold') {
      const soldOn = after.soldOn instanceof Date ? after.soldOn.toISOString() : (after.soldOn ?? null);
      drafts.push({ type: 'item.sold', key, data: { item, orderId: after.orderId ?? null, soldOn } });
    }
  }
  return drafts;
}

export interface PayoutFacts {
  id: number;
  name: string;
  status: string;
  total: number;
  provider: string;
  lastError?: string | null;
}

export function payoutEvent(
  type: 'payout.created' | 'payout.paid' | 'payout.failed',
  payout: PayoutFacts,
  currency: string,
): WebhookDraft {
  return {
    type,
    key: `payout:${payout.id}`,
    data: {
      payout: {
        id: payout.id,
        name: payout.name,
        status: payout.status,
        total: payout.total,
        currency,
        provider: payout.provider,
        error: payout.lastError ?? null,
      },
    },
  };
}

export function consignerCreated(consigner: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}): WebhookDraft {
  const { id, firstName, lastName, email, phone } = consigner;
  return {
    type: 'consigner.created',
    key: `consigner:${id}`,
    data: { consigner: { id, firstName, lastName, email, phone } },
  };
}

export function orderCreated(
  order: {
    id: number;
    name: string;
    channel: string;
    externalId: string;
    status: string;
    total: number;
    orderDate: Date;
  },
  currency: string,
): WebhookDraft {
  return {
    type: 'order.created',
    key: `order:${order.id}`,
    data: {
      order: {
        id: order.id,
        name: order.name,
        channel: order.channel,
        externalId: order.externalId,
        status: order.status,
        total: order.total,
        currency,
        orderDate: order.orderDate.toISOString(),
      },
    },
  };
}
