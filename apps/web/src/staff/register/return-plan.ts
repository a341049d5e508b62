/**
 * What a return of some of a sale's lines refunds and to which tenders, worked out by the same domain functions the
 * server runs (lineRefunds, refundToTenders), so the dialog shows the refund the server then makes.
 */
import { toMinor } from '@backroom/domain/money';
import { lineRefunds, refundToTenders, refundTotals } from '@backroom/domain/register-returns';
import type { RegisterSaleAnswer } from './api/register-api';

export interface ReturnPlan {
  /** The lines still returnable: their item, title and refund in minor units. */
  open: { inventoryId: number; title: string; refund: number }[];
  returned: { inventoryId: number; title: string }[];
  refund: number;
  card: number;
  credit: number;
  cash: number;
}

export function returnPlan(
  sale: RegisterSaleAnswer,
  chosen: readonly number[],
  currency: string,
): ReturnPlan {
  const minor = (major: number) => toMinor(major, currency);
  const refunds = lineRefunds(
    sale.lines.map((l) => ({ price: minor(l.price), discount: minor(l.discount) })),
    minor(sale.tax),
  );
  const open: ReturnPlan['open'] = [];
  const returned: ReturnPlan['returned'] = [];
  sale.lines.forEach((l, i) => {
    if (l.inventoryId === null) return;
    if (sale.returnedItems.includes(l.inventoryId))
      returned.push({ inventoryId: l.inventoryId, title: l.title });
    else open.push({ inventoryId: l.inventoryId, title: l.title, refund: refunds[i]! });
  });
  const refund = open.filter((l) => chosen.includes(l.inventoryId)).reduce((s, l) => s + l.refund, 0);
  const parts = refundToTenders(
    refund,
    sale.tenders.map((t) => ({ ...t, amount: minor(t.amount) })),
    minor(sale.change),
    sale.tenders.map((t) => minor(t.refunded)),
  );
  return { open, returned, refund, ...refundTotals(parts) };
}
