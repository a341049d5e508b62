/**
 * A processed Linnworks order as an incoming order for the one ingestion (features/orders/ingest.ts). Processed
 * means paid and dispatched, so it arrives paid (cancelled when Linnworks marks it so). One Backroom item is one
 * unit: a line of quantity 3 becomes three lines, each finding its own item.
 */
import { toMinor } from '@backroom/domain/money';
import { MAX_AMOUNT } from '@backroom/domain/schemas/common';
import type { IncomingLine, IncomingOrder, LineMatch } from '../orders';
import type { LinnworksOrder, LinnworksOrderLine } from './provider';

const SIZE_OPTION = /^(size|shoe ?size|us ?size|uk ?size|eu ?size|talla|taille|größe)$/i;
/** A trailing size in a SKU such as DD1391-100-10.5 or DD1391-100_XL. */
const SKU_WITH_SIZE = /^(.+?)[-_/ ]+((?:\d{1,2}(?:\.5)?[A-Za-z]?)|(?:X{0,3}[SML])|(?:\d?XL))$/i;
/** Backroom's own text columns take at most 200 characters (LIMITS.text); Linnworks titles can be longer. */
// Control characters (NUL above all, which PostgreSQL text refuses) are dropped, as every form field refuses them.
const clip = (v: string, max = 200) =>
  [...v]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, max);
/** An amount Linnworks sent, within what a Backroom money column holds. */
const amount = (major: number, currency: string) =>
  toMinor(Math.min(Math.max(0, major), MAX_AMOUNT).toFixed(6), currency);

export function lineMatch(line: LinnworksOrderLine): LineMatch {
  const sku = clip(line.sku);
  const size = line.options.find((o) => SIZE_OPTION.test(o.property.trim()))?.value.trim() || null;
  const skuSizes: LineMatch['skuSizes'] = [];
  if (sku && size) skuSizes.push({ sku, size });
  const split = sku.match(SKU_WITH_SIZE);
  if (split && !size) skuSizes.push({ sku: split[1]!, size: split[2]! });
  if (sku && !size) skuSizes.push({ sku, size: null });
  const codes = [...new Set([sku, clip(line.itemNumber)].filter(Boolean))];
  const label = sku ? `SKU ${sku}${size ? `, size ${size}` : ''}` : `"${clip(line.title, 80)}"`;
  return { codes, skuSizes, label };
}

function lines(order: LinnworksOrder, currency: string): IncomingLine[] {
  return order.lines.flatMap((line) => {
    const units = Math.min(line.quantity, 100);
    const price = amount(line.pricePerUnit, currency);
    const discount = units > 0 ? amount(line.discountValue / units, currency) : 0;
    const match = lineMatch(line);
    return Array.from({ length: units }, (_, unit) => ({
      externalId: units === 1 ? clip(line.rowId, 100) : `${clip(line.rowId, 100)}#${unit + 1}`,
      title: clip(line.title || line.sku || 'Linnworks item'),
      price,
      discount: Math.min(discount, price),
      match,
    }));
  });
}

export function toIncomingOrder(order: LinnworksOrder, currency: string): IncomingOrder {
  const customer: Record<string, string> = {};
  if (order.customer.name) customer.first_name = clip(order.customer.name, 100);
  if (order.customer.email) customer.email = clip(order.customer.email, 254);
  if (order.customer.phone) customer.phone = clip(order.customer.phone, 40);
  return {
    channel: 'linnworks',
    externalId: clip(order.orderId, 100),
    name: `LW-${order.numOrderId}`,
    stage: order.cancelled ? 'cancelled' : 'paid',
    customer,
    orderDate: order.receivedDate ?? order.processedDate ?? undefined,
    lines: lines(order, currency),
  };
}
