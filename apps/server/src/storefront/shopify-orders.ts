/** Shopify's order JSON (webhooks and the Admin REST API) → the one IncomingOrder our ingestion takes. */
import { toMinor } from '@backroom/domain/money';
import { z } from 'zod';
import type { IncomingOrder, OrderStage } from '../features/orders/ingest';

const money = z.union([z.string(), z.number()]).transform(String);

export const shopifyOrder = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().optional(),
  email: z.string().nullish(),
  created_at: z.string().optional(),
  financial_status: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  customer: z
    .object({
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
      email: z.string().nullish(),
      phone: z.string().nullish(),
    })
    .nullish(),
  line_items: z
    .array(
      z.object({
        id: z.union([z.number(), z.string()]).transform(String),
        variant_id: z.union([z.number(), z.string()]).nullish(),
        title: z.string().default(''),
        variant_title: z.string().nullish(),
        price: money.default('0'),
        total_discount: money.default('0'),
        quantity: z.number().int().default(1),
      }),
    )
    .default([]),
});

export type ShopifyOrder = z.output<typeof shopifyOrder>;

/** The topic's stage: create is placed (or paid when already paid), paid is paid, cancelled is cancelled. */
export function stageOf(topic: string, order: ShopifyOrder): OrderStage | null {
  if (topic === 'orders/cancelled' || order.cancelled_at) return 'cancelled';
  if (topic === 'orders/paid') return 'paid';
  if (topic === 'orders/create' || topic === 'orders/updated' || topic === 'resync')
    return order.financial_status === 'paid' ? 'paid' : 'placed';
  return null;
}

export function toIncomingOrder(order: ShopifyOrder, stage: OrderStage, currency: string): IncomingOrder {
  const name = [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(' ');
  return {
    channel: 'shopify',
    externalId: order.id,
    name: order.name ?? `#${order.id}`,
    stage,
    customer: {
      ...(name ? { first_name: name } : {}),
      ...(order.customer?.email || order.email
        ? { email: String(order.customer?.email ?? order.email) }
        : {}),
      ...(order.customer?.phone ? { phone: order.customer.phone } : {}),
    },
    orderDate: order.created_at ? new Date(order.created_at) : undefined,
    // One Backroom item is one variant of quantity 1.
    lines: order.line_items.map((l) => ({
      externalId: l.id,
      variantId: l.variant_id == null ? null : String(l.variant_id),
      title: l.variant_title ? `${l.title} (${l.variant_title})` : l.title,
      price: toMinor(l.price, currency),
      discount: toMinor(l.total_discount, currency),
    })),
  };
}
