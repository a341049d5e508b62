/** Messages of the register area (server answers and screens): contract texts, kept byte for byte. */
import type { Money } from '../money';
import { formatMoney } from '../money-format';
import { type InventoryStatus, inventoryStatusLabel, isInventoryStatus } from '../statuses';

// from packages/domain/src/register.ts
export const REGISTER_MESSAGES = {
  notFound: (code: string) => `No item with code ${code} in this store.`,
  otherStore: (code: string) => `${code} belongs to another store and cannot be sold here.`,
  removed: (code: string) => `${code} was removed from the inventory and cannot be sold.`,
  notSellable: (code: string, status: string) => {
    if (status === 'Sold' || status === 'Paid') return `${code} is already sold.`;
    if (status === 'Withdrawn') return `${code} was withdrawn and cannot be sold.`;
    if (status === 'PendingSale') return `${code} is held for an order and cannot be sold.`;
    const label = isInventoryStatus(status) ? inventoryStatusLabel(status as InventoryStatus) : status;
    return `${code} is ${label}: only Active items can be sold.`;
  },
  twice: (code: string) => `${code} is already in this sale.`,
  lineDiscountTooBig: (code: string) => `The discount on ${code} is more than its price.`,
  saleDiscountTooBig: 'The sale discount is more than the sale.',
  overLimit: (limit: number) =>
    `Your discount limit is ${limit}% of the price. Ask a manager for a larger one.`,
  short: (short: Money, currency: string) =>
    `The payment is ${formatMoney(short, currency)} short of the total.`,
  cardTooMuch: 'Card and store credit payments cannot be more than what is due: only cash gives change.',
  creditWho: 'Choose whose store credit pays.',
  creditShort: (name: string, balance: Money, currency: string) =>
    `${name} has ${formatMoney(balance, currency)} of store credit: not enough for this payment.`,
  consignerNotFound: 'Consigner not found.',
  cardDeclined: 'The card was declined. Ask for another card or another way to pay.',
  changed: 'This sale was already recorded with other items or payments. Start a new sale.',
  /** A card was taken, then the sale could not be recorded (an item sold online meanwhile): the card is refunded. */
  cardGivenBack: (why: string) => `${why} The card payment was refunded to the card.`,
  cardNotGivenBack: (why: string) =>
    `${why} The card was charged but could not be refunded from here: refund it on the card provider's dashboard.`,
  outsideWindow: (days: number, window: number) =>
    `This sale is ${days} day${days === 1 ? '' : 's'} old: the store takes returns within ${window} day${window === 1 ? '' : 's'}.`,
  alreadyReturned: 'This sale was already returned and refunded.',
  paidOut: (code: string) =>
    `${code} was already paid out to its consigner, so this sale cannot be returned here. Ask the owner.`,
  receiptNotFound: (receipt: string) => `No register sale with receipt ${receipt}.`,
} as const;

// from packages/domain/src/register-returns.ts
export const RETURN_MESSAGES = {
  lineNotInSale: 'That item is not in this sale.',
  lineReturned: (code: string) => `${code} was already returned.`,
  nothingLeft: 'Every item of this sale was already returned and refunded.',
  inPayout: (code: string, payout: string) =>
    `${code} is in ${payout}, which is being paid: return it once that payout is paid or has failed.`,
} as const;

// from packages/domain/src/register-shifts.ts
export const SHIFT_MESSAGES = {
  alreadyOpen: 'A shift is already open on this register. Close it before opening another.',
  noneOpen: 'No shift is open. Open a shift with the float in the drawer first.',
  notOpen: 'This shift is already closed.',
  notFound: 'Shift not found.',
} as const;

// from apps/server/src/features/register/stripe-terminal.ts
export const TERMINAL_MESSAGES = {
  noReader: 'No card reader is set up for this store. Add its reader id in the register settings.',
  timedOut: 'The card reader did not finish the payment in time. Check the reader and try again.',
} as const;
