import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { addLine, type CartLine, type ReviewCart, ReviewCartContext, removeOneUnit } from './review-cart';

const STORAGE_KEY = 'backroom.seller.review';

function load(): CartLine[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? saved : [];
  } catch {
    return [];
  }
}

/** The items added for review, kept for the browser tab while the seller moves between products. */
export function ReviewCartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>(load);
  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  }, [lines]);
  const cart = useMemo<ReviewCart>(
    () => ({
      lines,
      add: (line) => setLines((current) => addLine(current, line)),
      removeOne: (key) => setLines((current) => removeOneUnit(current, key)),
      clear: () => setLines([]),
    }),
    [lines],
  );
  return <ReviewCartContext value={cart}>{children}</ReviewCartContext>;
}
