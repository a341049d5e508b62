/**
 * One invoice's arithmetic: a line per billable location at the plan's monthly price, the pending adjustments
 * (proration credits and charges), tax on the positive subtotal. A credit larger than the charges is not
 * refunded: the invoice is zero and the rest is carried to the next one.
 */
import { billableLocations, type Plan } from './plans';
import { shareOf } from './proration';

export interface InvoiceLineDraft {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export interface InvoiceDraft {
  lines: InvoiceLineDraft[];
  subtotal: number;
  tax: number;
  total: number;
  /** The credit left over when adjustments exceed the charges (positive), carried to the next invoice. */
  creditCarried: number;
}

export interface InvoiceInput {
  plan: Pick<Plan, 'name' | 'pricePerLocation'>;
  /** The store's location names; none still bills one line for the store. */
  locations: readonly string[];
  adjustments: readonly { description: string; amount: number }[];
  /** Tax in basis points (825 = 8.25 %); 0 when the platform charges none. */
  taxBasisPoints: number;
  taxName?: string;
}

export function buildInvoice(input: InvoiceInput): InvoiceDraft {
  const price = input.plan.pricePerLocation;
  const names = input.locations.length > 0 ? input.locations : ['Store'];
  const lines: InvoiceLineDraft[] = names.slice(0, billableLocations(names.length)).map((name) => ({
    description: `${input.plan.name} plan: ${name}`,
    quantity: 1,
    unitAmount: price,
    amount: price,
  }));
  for (const adjustment of input.adjustments) {
    lines.push({
      description: adjustment.description,
      quantity: 1,
      unitAmount: adjustment.amount,
      amount: adjustment.amount,
    });
  }
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const subtotal = Math.max(0, sum);
  const tax = input.taxBasisPoints > 0 ? shareOf(subtotal, input.taxBasisPoints, 10_000) : 0;
  return { lines, subtotal, tax, total: subtotal + tax, creditCarried: sum < 0 ? -sum : 0 };
}

/** "8.25" (percent, as configured) → 825 basis points; at most two decimals, 0–100 %. */
export function taxBasisPoints(percent: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`Not a tax percentage: ${percent}`);
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (points > 10_000) throw new RangeError(`Tax above 100 %: ${percent}`);
  return points;
}

/** Invoice numbers: the store's id and its own running count, e.g. BR-42-0007. */
export const invoiceNumber = (storeId: number, sequence: number) =>
  `BR-${storeId}-${String(sequence).padStart(4, '0')}`;
