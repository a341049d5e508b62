/**
 * The register's shifts and cash-up (issue 34), pure and in minor units: what the drawer should hold (the float,
 * cash taken less change, cash put in, less cash taken out and cash refunds), over or short against the count,
 * and the end-of-day report as labelled rows, one order and one wording for the screen, the PDF and the CSV.
 */
import type { Money } from './money';

export interface ShiftFigures {
  openingFloat: Money;
  salesCount: number;
  /** Before discounts. */
  subtotal: Money;
  discounts: Money;
  tax: Money;
  /** Sales by tender: cash is what was kept (handed over less change). */
  cashSales: Money;
  cardSales: Money;
  creditSales: Money;
  returnsCount: number;
  cashRefunds: Money;
  cardRefunds: Money;
  creditRefunds: Money;
  cashIn: Money;
  cashOut: Money;
  /** Null while the shift is open. */
  counted: Money | null;
}

export function expectedCash(f: ShiftFigures): Money {
  return f.openingFloat + f.cashSales - f.cashRefunds + f.cashIn - f.cashOut;
}

/** Counted − expected: positive over, negative short; null until the drawer is counted. */
export function overShort(f: ShiftFigures): Money | null {
  return f.counted === null ? null : f.counted - expectedCash(f);
}

export function overShortWords(amount: Money | null): string {
  if (amount === null) return 'Not counted yet';
  if (amount === 0) return 'Balanced';
  return amount > 0 ? 'Over' : 'Short';
}

export interface ShiftReportRow {
  section: 'Sales' | 'Refunds' | 'Drawer';
  label: string;
  /** Minor units; null for a count. */
  amount: Money | null;
  count?: number;
}

/** The end-of-day report's rows. */
export function shiftReportRows(f: ShiftFigures): ShiftReportRow[] {
  const sales = f.cashSales + f.cardSales + f.creditSales;
  const refunds = f.cashRefunds + f.cardRefunds + f.creditRefunds;
  const diff = overShort(f);
  return [
    { section: 'Sales', label: 'Sales', amount: null, count: f.salesCount },
    { section: 'Sales', label: 'Sales before discounts', amount: f.subtotal },
    { section: 'Sales', label: 'Discounts', amount: -f.discounts },
    { section: 'Sales', label: 'Tax', amount: f.tax },
    { section: 'Sales', label: 'Cash', amount: f.cashSales },
    { section: 'Sales', label: 'Card', amount: f.cardSales },
    { section: 'Sales', label: 'Store credit', amount: f.creditSales },
    { section: 'Sales', label: 'Total taken', amount: sales },
    { section: 'Refunds', label: 'Returns', amount: null, count: f.returnsCount },
    { section: 'Refunds', label: 'Cash refunds', amount: -f.cashRefunds },
    { section: 'Refunds', label: 'Card refunds', amount: -f.cardRefunds },
    { section: 'Refunds', label: 'Store credit refunds', amount: -f.creditRefunds },
    { section: 'Refunds', label: 'Total refunded', amount: -refunds },
    { section: 'Drawer', label: 'Opening float', amount: f.openingFloat },
    { section: 'Drawer', label: 'Cash in', amount: f.cashIn },
    { section: 'Drawer', label: 'Cash out', amount: -f.cashOut },
    { section: 'Drawer', label: 'Expected in drawer', amount: expectedCash(f) },
    { section: 'Drawer', label: 'Counted', amount: f.counted },
    { section: 'Drawer', label: `Over or short (${overShortWords(diff)})`, amount: diff },
  ];
}
