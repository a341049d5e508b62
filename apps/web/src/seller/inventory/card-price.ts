import { inventoryPriceEditable } from '@backroom/domain/inventory-buttons';
import { payoutText, type SellerItem } from '../api/seller-item';

/**
 * The price line of an item card (under 768 px), which otherwise only shows the payout: the price with the
 * currency symbol, and a pending price-change request's price. Null for Active items, whose editable price
 * input already shows it.
 */
export function cardPriceLine(
  item: Pick<SellerItem, 'status' | 'price' | 'requestedPrice'>,
  currency: string,
): string | null {
  if (item.status === 'StoreRequestPriceChange') return `Price ${payoutText(item.price, currency)}`;
  if (inventoryPriceEditable(item.status)) return null;
  const price = `Price ${payoutText(item.price, currency)}`;
  if (
    item.status === 'RequestPriceChange' &&
    item.requestedPrice !== null &&
    item.requestedPrice !== undefined
  ) {
    return `${price} · requested ${payoutText(item.requestedPrice, currency)}`;
  }
  return price;
}
