import type { FeeQuote } from '@backroom/domain/fee-quote';
import type { ItemServices } from '@backroom/domain/schemas/inventory';
import { createContext, useContext } from 'react';

/** One line waiting for review: a variant at a price, n units, with the payout quoted for one unit. */
export interface CartLine {
  key: string;
  productId: number;
  title: string;
  sku: string | null;
  image: string | null;
  option1Value: string;
  option2Value: string | null;
  option3Value: string | null;
  price: number;
  quantity: number;
  /** Payout of one unit (major units) from the live fee quote. */
  payout: number;
  services: ItemServices;
  /** The fee quote of one unit the payout came from, shown again at review. */
  fees: FeeQuote | null;
}

export interface ReviewCart {
  lines: CartLine[];
  add(line: Omit<CartLine, 'key'>): void;
  /** "Sure to delete?": one unit less, the line goes at zero. */
  removeOne(key: string): void;
  clear(): void;
}

export const ReviewCartContext = createContext<ReviewCart | null>(null);

export function useReviewCart(): ReviewCart {
  const cart = useContext(ReviewCartContext);
  if (!cart) throw new Error('useReviewCart needs a ReviewCartProvider');
  return cart;
}

/** Lines of the same variant and price are one line with a larger quantity. */
export function lineKey(line: Omit<CartLine, 'key'>): string {
  return [
    line.productId,
    line.option1Value,
    line.option2Value ?? '',
    line.option3Value ?? '',
    line.price,
    line.services.cleaning ? 'cleaning' : '',
    line.services.box ? 'box' : '',
  ].join('|');
}

export function addLine(lines: CartLine[], line: Omit<CartLine, 'key'>): CartLine[] {
  const key = lineKey(line);
  const same = lines.find((l) => l.key === key);
  if (!same) return [...lines, { ...line, key }];
  return lines.map((l) =>
    l.key === key ? { ...l, quantity: l.quantity + line.quantity, payout: line.payout, fees: line.fees } : l,
  );
}

export function removeOneUnit(lines: CartLine[], key: string): CartLine[] {
  return lines
    .map((l) => (l.key === key ? { ...l, quantity: l.quantity - 1 } : l))
    .filter((l) => l.quantity > 0);
}
