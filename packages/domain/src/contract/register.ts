/** Answers of the register (issue 34). Amounts in major units of the store's currency. */
import { z } from 'zod';
import { timestamp } from './common';

export const registerItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    sku: z.string(),
    option1Value: z.string().nullable(),
    option2Value: z.string().nullable(),
    price: z.number(),
    consigner: z.string(),
  })
  .meta({
    examples: [
      {
        id: 12,
        code: 'kicks_123456',
        title: 'Jordan 1 Chicago',
        sku: '555088-101',
        option1Value: '10',
        option2Value: 'New',
        price: 180,
        consigner: 'Cat Consigner',
      },
    ],
  });
export type RegisterItem = z.output<typeof registerItem>;

export const registerItemsAnswer = z.object({ items: z.array(registerItem) });
export type RegisterItemsAnswer = z.output<typeof registerItemsAnswer>;

export const registerSettingsAnswer = z.object({
  currency: z.string(),
  taxRate: z.number(),
  returnDays: z.number().int(),
  returnPolicy: z.string().nullable(),
  defaultDiscountLimit: z.number(),
  terminalReaderId: z.string().nullable(),
  /** The signed-in employee's own limit (100 for the owner). */
  myDiscountLimit: z.number(),
  /** Where card payments go: the sandbox (development) or a Stripe Terminal reader. */
  cardProvider: z.enum(['sandbox', 'stripe-terminal']),
  /** Percent added when a consigner takes a payout as store credit. */
  creditBonusPercent: z.number(),
});
export type RegisterSettingsAnswer = z.output<typeof registerSettingsAnswer>;

export const discountLimitAnswer = z.object({ employeeId: z.number().int(), limit: z.number().nullable() });
export const discountLimitsAnswer = z.object({
  /** The limit an employee without their own gives. */
  defaultLimit: z.number(),
  employees: z.array(
    z.object({
      employeeId: z.number().int(),
      name: z.string(),
      email: z.string(),
      isAdmin: z.boolean(),
      /** Their own limit; null: the store's default. */
      limit: z.number().nullable(),
    }),
  ),
});

export const registerSaleAnswer = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderName: z.string(),
  createdAt: timestamp,
  /** True when this answer is the sale an earlier request with the same key recorded. */
  replayed: z.boolean(),
  lines: z.array(
    z.object({
      inventoryId: z.number().int().nullable(),
      title: z.string(),
      price: z.number(),
      discount: z.number(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  change: z.number(),
  tenders: z.array(
    z.object({
      kind: z.enum(['cash', 'card', 'credit']),
      amount: z.number(),
      reference: z.string().nullable(),
      consignerId: z.number().int().nullable(),
      /** What returns of this sale gave back to this tender so far. */
      refunded: z.number(),
    }),
  ),
  email: z.string().nullable(),
  /** When the whole sale was returned and refunded; null while it stands. */
  returnedAt: timestamp.nullable(),
  /** The items returned so far (a sale may be returned in parts). */
  returnedItems: z.array(z.number().int()),
});
export type RegisterSaleAnswer = z.output<typeof registerSaleAnswer>;
/** The same as the server builds it (a Date for createdAt). */
export type RegisterSaleRecord = z.input<typeof registerSaleAnswer>;

export const receiptEmailAnswer = z.object({ ok: z.literal(true), message: z.string() });

export const registerReturnAnswer = z.object({
  id: z.number().int(),
  saleId: z.number().int(),
  orderName: z.string(),
  replayed: z.boolean(),
  refundTotal: z.number(),
  cashRefund: z.number(),
  cardRefund: z.number(),
  creditRefund: z.number(),
  /** The items returned, each with its refund, its new status and what became of its consigner's money. */
  items: z.array(z.number().int()),
  lines: z.array(
    z.object({
      inventoryId: z.number().int(),
      refund: z.number(),
      status: z.string(),
      consignerOutcome: z.enum(['reversed', 'owed', 'none']),
      owed: z.number(),
    }),
  ),
  createdAt: timestamp,
});
export type RegisterReturnAnswer = z.output<typeof registerReturnAnswer>;
export type RegisterReturnRecord = z.input<typeof registerReturnAnswer>;

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export {
  cashMoveBody,
  consignerCreditParams,
  creditPayoutBody,
  creditSearchQuery,
  discountLimitBody,
  employeeParams,
  receiptEmailBody,
  registerCodeQuery,
  registerReceiptQuery,
  registerReturnBody,
  registerSaleBody,
  registerSaleParams,
  registerSearchQuery,
  registerSettingsBody,
  shiftCloseBody,
  shiftOpenBody,
  shiftParams,
} from '../schemas/register';
export const shiftAnswer = z.object({
  id: z.number().int(),
  openedAt: timestamp,
  closedAt: timestamp.nullable(),
  openingFloat: z.number(),
  counted: z.number().nullable(),
  expected: z.number(),
  overShort: z.number().nullable(),
  /** The end-of-day report, as the PDF and the CSV show it (amounts in major units). */
  report: z.array(
    z.object({
      section: z.enum(['Sales', 'Refunds', 'Drawer']),
      label: z.string(),
      amount: z.number().nullable(),
      count: z.number().int().optional(),
    }),
  ),
  cashMoves: z.array(
    z.object({ kind: z.enum(['in', 'out']), amount: z.number(), reason: z.string(), createdAt: timestamp }),
  ),
});
export type ShiftAnswer = z.output<typeof shiftAnswer>;
export type ShiftRecord = z.input<typeof shiftAnswer>;
export const currentShiftAnswer = z.object({ shift: shiftAnswer.nullable() });
export const shiftsAnswer = z.object({ shifts: z.array(shiftAnswer) });

export const creditEntry = z.object({
  kind: z.enum(['payout', 'bonus', 'spent', 'refund', 'returned']),
  label: z.string(),
  amount: z.number(),
  balance: z.number(),
  createdAt: timestamp,
});
export const storeCreditAnswer = z.object({
  consignerId: z.number().int(),
  name: z.string(),
  balance: z.number(),
  entries: z.array(creditEntry),
});
export type StoreCreditRecord = z.input<typeof storeCreditAnswer>;
export const creditHoldersAnswer = z.object({
  consigners: z.array(z.object({ consignerId: z.number().int(), name: z.string(), balance: z.number() })),
});
export const creditPayoutAnswer = z.object({
  payoutId: z.number().int(),
  name: z.string(),
  replayed: z.boolean(),
  /** What the payout was worth, the bonus the store added, and the credit now held (major units). */
  amount: z.number(),
  bonus: z.number(),
  balance: z.number(),
});
