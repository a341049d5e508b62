/** Payouts and cheques (domain.md §4, spec 3 §2.9, §4). */
import { currencyDigits, type Money } from './money';
import type { PayoutStatus } from './statuses';

/** Cheque size in major units: one cheque per 2000 of the consigner's total. */
export const CHEQUE_SIZE = 2000;

/** Cheques per consigner = ceil(total / 2000); no cheque for nothing owed. */
export function chequeCount(total: Money, currency: string): number {
  if (total <= 0) return 0;
  const size = CHEQUE_SIZE * 10 ** currencyDigits(currency);
  return Math.ceil(total / size);
}

/** One line of a payout: a Sold item, or a Buying line the store owes for an item it bought. */
export interface PayoutLine {
  inventoryId: string | number;
  consignerId: string | number;
  amount: Money;
  kind: 'Sold' | 'Buying';
}

export interface ConsignerPayout {
  consignerId: string | number;
  lines: PayoutLine[];
  total: Money;
  cheques: number;
}

/**
 * The payout line a sold item owes, or null: store-owned items and bought (saleType Buying)
 * items were paid through their Buying line, so selling them owes no one.
 */
export function soldItemPayoutLine(item: {
  id: string | number;
  status: string | null;
  consignerId: string | number | null;
  isStoreAccount?: boolean;
  saleType?: string | null;
  payoutAmount?: Money | null;
}): PayoutLine | null {
  if (
    item.status !== 'Sold' ||
    item.consignerId == null ||
    item.isStoreAccount ||
    item.saleType === 'Buying'
  ) {
    return null;
  }
  return {
    inventoryId: item.id,
    consignerId: item.consignerId,
    amount: item.payoutAmount ?? 0,
    kind: 'Sold',
  };
}

/** Groups a payout's lines per consigner, in the order consigners first appear. */
export function groupPayoutByConsigner(lines: readonly PayoutLine[], currency: string): ConsignerPayout[] {
  const groups = new Map<string, ConsignerPayout>();
  for (const line of lines) {
    const key = String(line.consignerId);
    let group = groups.get(key);
    if (!group) {
      group = { consignerId: line.consignerId, lines: [], total: 0, cheques: 0 };
      groups.set(key, group);
    }
    group.lines.push(line);
    group.total += line.amount;
  }
  const result = [...groups.values()];
  for (const group of result) group.cheques = chequeCount(group.total, currency);
  return result;
}

/** A line of the add-items review: payout × quantity. */
export function linePayout(payout: Money, quantity: number): Money {
  return payout * Math.max(0, Math.trunc(quantity));
}

/** The review bar's "Values": the sum of payout × quantity over the added lines. */
export function valuesTotal(lines: readonly { payout: Money; quantity: number }[]): Money {
  return lines.reduce((sum, line) => sum + linePayout(line.payout, line.quantity), 0);
}

/** The payout's grand total. */
export function payoutTotal(lines: readonly PayoutLine[]): Money {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/**
 * Lines that may go into a new payout: no item twice, and none already in a payout that has
 * not Failed (the database constraint is the real guard; this keeps the screen honest).
 */
export function payableLines(
  lines: readonly PayoutLine[],
  inActivePayout: ReadonlySet<string>,
): { lines: PayoutLine[]; skipped: PayoutLine[] } {
  const seen = new Set<string>();
  const ok: PayoutLine[] = [];
  const skipped: PayoutLine[] = [];
  for (const line of lines) {
    const key = String(line.inventoryId);
    if (seen.has(key) || inActivePayout.has(key)) skipped.push(line);
    else {
      seen.add(key);
      ok.push(line);
    }
  }
  return { lines: ok, skipped };
}

export type PayoutPrimaryAction = 'retryAutoPayout' | 'pay' | 'markPaid' | 'none';

export const PAYOUT_ACTION_LABELS: Record<Exclude<PayoutPrimaryAction, 'none'>, string> = {
  retryAutoPayout: 'Retry Auto Payout',
  pay: 'Pay',
  markPaid: 'Mark as Paid',
};

/** Payout detail's primary action: Failed → Retry Auto Payout; Buying → Pay; Paid → none; else mark paid. */
export function payoutPrimaryAction(status: PayoutStatus): PayoutPrimaryAction {
  switch (status) {
    case 'Failed':
      return 'retryAutoPayout';
    case 'Buying':
      return 'pay';
    case 'Paid':
      return 'none';
    default:
      return 'markPaid';
  }
}

/** A pending automated payout shows "Auto payout in progress...". */
export function isAutoPayoutInProgress(status: PayoutStatus, automatedPayout: boolean): boolean {
  return automatedPayout && status === 'Pending';
}

/**
 * The cheque error tag: an automated, non-Buying payout with no cheque for this consigner. Not while the auto
 * payout is in flight (Pending): its cheques are being written, so none yet is no error.
 */
export function showsChequeErrorTag(args: {
  automatedPayout: boolean;
  status: PayoutStatus;
  chequesIssued: number;
}): boolean {
  return (
    args.automatedPayout && args.status !== 'Buying' && args.status !== 'Pending' && args.chequesIssued === 0
  );
}

/** Automated-payout stores confirm first (listing each consigner and total); manual ones go straight on. */
export function needsPayoutConfirmation(automatedPayout: boolean): boolean {
  return automatedPayout;
}
