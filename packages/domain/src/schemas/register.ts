/** What the register sends (issue 34). Amounts in major units of the store's currency, as every form sends. */
import { z } from 'zod';
import { messages } from '../messages';
import { REGISTER_MESSAGES } from '../messages/register';
import { TENDER_KINDS } from '../register';
import { RETURN_STATUSES } from '../register-returns';
import {
  coercedRowId,
  emailText,
  LIMITS,
  money,
  optionalCount,
  optionalMoney,
  optionalText,
  percent,
  queryText,
  requiredText,
  rowId,
} from './common';

/** A scanned or typed item code. */
export const registerCodeQuery = z.object({
  code: requiredText('Scan or type an item code', { max: LIMITS.text }),
});

export const registerSearchQuery = z.object({ search: queryText(LIMITS.text) });

export const registerLine = z.strictObject({
  id: rowId(),
  /** The clerk's discount on this line, major units. */
  discount: optionalMoney(0),
});

export const registerTender = z
  .strictObject({
    kind: z.enum(TENDER_KINDS, { error: 'Choose cash, card or store credit' }),
    amount: money('Enter the amount paid').refine((n) => n > 0, 'A payment must be more than 0'),
    /** Store credit: the consigner whose credit pays. */
    consignerId: rowId().optional(),
  })
  .refine((t) => t.kind !== 'credit' || t.consignerId !== undefined, {
    message: REGISTER_MESSAGES.creditWho,
    path: ['consignerId'],
  });

export const registerSaleBody = z.strictObject({
  /** Made by the register once per sale: a double tap or a retry sends the same key and sells once. */
  key: z.uuid('The sale key must be a UUID'),
  lines: z.array(registerLine).min(1, 'Add an item to the sale').max(100, 'At most 100 items per sale'),
  saleDiscount: optionalMoney(0),
  tenders: z.array(registerTender).min(1, 'Add a payment').max(10, 'At most 10 payments per sale'),
  /** Where the receipt is e-mailed, if the customer wants one. */
  email: z
    .union([z.literal(''), emailText(messages.enterValidEmail)])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type RegisterSaleBody = z.output<typeof registerSaleBody>;
export type RegisterSaleInput = z.input<typeof registerSaleBody>;

export const registerSettingsBody = z.strictObject({
  /** Sales tax percent added to counter sales. */
  taxRate: percent(0),
  /** Days after a sale a return is taken. */
  returnDays: optionalCount(30, 3650),
  returnPolicy: optionalText({ max: LIMITS.longText, multiline: true }),
  /** The discount percent an employee without a limit of their own may give. */
  defaultDiscountLimit: percent(0),
  /** The Stripe Terminal reader the store's card payments go to (server-driven). */
  terminalReaderId: optionalText({ max: LIMITS.text }),
  /** Percent added when a consigner takes a payout as store credit. */
  creditBonusPercent: percent(0),
});
export type RegisterSettingsBody = z.output<typeof registerSettingsBody>;

export const discountLimitBody = z.strictObject({
  /** Percent of the price; null: the store's default. */
  limit: z.union([z.null(), percent(0)]),
});

export const registerSaleParams = z.object({ id: coercedRowId() });
export const employeeParams = z.object({ employeeId: coercedRowId() });

export const receiptEmailBody = z.strictObject({ email: emailText(messages.enterValidEmail) });

export const registerReturnBody = z.strictObject({
  /** Made by the screen once per return: a retry refunds once. */
  key: z.uuid('The return key must be a UUID'),
  /** The items returned; all those not yet returned when left out. */
  lines: z
    .array(rowId())
    .min(1, 'Choose an item to return')
    .max(100, 'At most 100 items per return')
    .optional(),
  /** The status the items go back to. */
  status: z.enum(RETURN_STATUSES, { error: 'Choose Active, Withdrawn or Pending' }).default('Active'),
});
export type RegisterReturnBody = z.output<typeof registerReturnBody>;
export type RegisterReturnInput = z.input<typeof registerReturnBody>;

// ── Shifts and store credit ─────────────────────────────────────────────────────────────────────────────────

export const shiftOpenBody = z.strictObject({
  /** The cash in the drawer at the start, major units. */
  float: money('Enter the float in the drawer'),
});

export const cashMoveBody = z.strictObject({
  kind: z.enum(['in', 'out'], { error: 'Choose cash in or cash out' }),
  amount: money('Enter the amount').refine((n) => n > 0, 'The amount must be more than 0'),
  reason: requiredText('Say why the cash moved', { max: LIMITS.text }),
});

export const shiftCloseBody = z.strictObject({
  /** What was counted in the drawer, major units. */
  counted: money('Enter the cash counted in the drawer'),
  note: optionalText({ max: LIMITS.longText, multiline: true }),
});

export const shiftParams = z.object({ id: coercedRowId() });
export const shiftReportQuery = z.object({
  format: z.enum(['pdf', 'csv'], { error: 'Choose pdf or csv' }).default('pdf'),
});

export const creditPayoutBody = z.strictObject({
  consignerId: rowId(),
  /** Made once per payout: a retry pays once. */
  key: z.uuid('The payout key must be a UUID'),
});
export const creditSearchQuery = z.object({ search: queryText(LIMITS.text) });
export const consignerCreditParams = z.object({ consignerId: coercedRowId() });

/** A receipt number as printed ("#1005" or "1005"). */
export const registerReceiptQuery = z.object({
  receipt: requiredText('Enter the receipt number', { max: 20 }).pipe(
    z.string().regex(/^#?\d{1,10}$/, 'A receipt number is digits, such as #1005'),
  ),
});
