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
});
export type RegisterSettingsAnswer = z.output<typeof registerSettingsAnswer>;

export const discountLimitAnswer = z.object({ employeeId: z.number().int(), limit: z.number().nullable() });

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
    z.object({ kind: z.enum(['cash', 'card']), amount: z.number(), reference: z.string().nullable() }),
  ),
  email: z.string().nullable(),
  /** When the whole sale was returned and refunded; null while it stands. */
  returnedAt: timestamp.nullable(),
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
  /** The items, back on sale (Active). */
  items: z.array(z.number().int()),
  createdAt: timestamp,
});
export type RegisterReturnAnswer = z.output<typeof registerReturnAnswer>;
export type RegisterReturnRecord = z.input<typeof registerReturnAnswer>;

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export {
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
} from '../schemas/register';
