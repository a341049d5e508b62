/**
 * Answers of the payouts calls (docs/api.md "Payouts"). Money in major units of the store's currency, except
 * the seller portal's `GET /api/payouts/consigner/{id}`, which answers integer minor units with the currency.
 */
import { z } from 'zod';
import { PAYOUT_STATUSES } from '../statuses';
import { timestamp } from './common';
import { filterConsigner } from './orders';

const int = () => z.number().int();

export const payoutStatus = z.enum(PAYOUT_STATUSES);

/** One consigner's share of a payout, with the payout details staff need to pay them by hand. */
/** One deduction from a consigner's payout: a fee or a balance owed, named (domain payout-statement.ts). */
export const payoutDeduction = z.object({
  kind: z.enum(['earlyWithdrawal', 'renewal', 'opening', 'returnedSale', 'balance']),
  itemCode: z.string().nullable(),
  label: z.string(),
  /** Positive: what was taken from the payout (minor units to the seller portal, major units to staff screens). */
  amount: z.number(),
});

export const payoutShare = z.object({
  consignerId: int(),
  name: z.string(),
  email: z.string(),
  payoutType: z.string().nullable(),
  payoutData: z.string().nullable(),
  bankData: z.record(z.string(), z.string().nullable()).nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bank: z.string().nullable(),
  bankType: z.string().nullable(),
  branchCode: z.string().nullable(),
  gross: z.number(),
  negativeBalance: z.number(),
  /** What negativeBalance is made of, each fee on its own line (one payout's answer only, not the list). */
  deductions: z.array(payoutDeduction).optional(),
  total: z.number(),
  itemCount: int(),
  status: z.enum(['pending', 'paid', 'failed']),
  /** A failed share whose items were all paid since, or are in a later payout: nothing is left to retry. */
  moved: z.boolean(),
  error: z.string().nullable(),
  chequesIssued: int(),
  /** Cheques this share needs: ceil(total / 2000). */
  cheques: int(),
  /** An automatic payout that should have written cheques and wrote none. */
  chequeError: z.boolean(),
});
export type PayoutShare = z.output<typeof payoutShare>;

export const payout = z.object({
  id: int(),
  name: z.string(),
  status: payoutStatus,
  total: z.number(),
  provider: z.enum(['manual', 'sandbox', 'checkbook']),
  automated: z.boolean(),
  primaryAction: z.enum(['retryAutoPayout', 'pay', 'markPaid', 'none']),
  /** A Failed payout whose every failed share was settled since (paid, or moved to a later payout): no retry. */
  settled: z.boolean(),
  autoPayoutInProgress: z.boolean(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  lastError: z.string().nullable(),
  attempts: int(),
  itemCount: int(),
  consigners: z.array(payoutShare),
});
export type Payout = z.output<typeof payout>;

const exampleShare = {
  consignerId: 4,
  name: 'Ada Jones',
  email: 'ada@example.com',
  payoutType: 'Bank',
  payoutData: null,
  bankData: null,
  accountName: 'Ada Jones',
  accountNumber: '12345678',
  bank: 'First Bank',
  bankType: 'Checking',
  branchCode: '021000021',
  gross: 153,
  negativeBalance: 0,
  total: 153,
  itemCount: 1,
  status: 'pending' as const,
  error: null,
  chequesIssued: 0,
  cheques: 1,
  chequeError: false,
};
const examplePayout = {
  id: 3,
  name: 'Payout #3',
  status: 'Pending' as const,
  total: 153,
  provider: 'manual' as const,
  automated: false,
  primaryAction: 'markPaid' as const,
  autoPayoutInProgress: false,
  createdAt: '2026-11-25T15:00:00.000Z',
  paidAt: null,
  lastError: null,
  attempts: 0,
  itemCount: 1,
  consigners: [exampleShare],
};

export const payoutsPage = z
  .object({ payouts: z.array(payout), total: int(), page: int(), pageSize: int() })
  .meta({ examples: [{ payouts: [examplePayout], total: 1, page: 1, pageSize: 10 }] });
export type PayoutsPage = z.output<typeof payoutsPage>;

export const payoutAudit = z.object({
  id: int(),
  action: z.string(),
  actorName: z.string(),
  amount: z.number(),
  details: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
});
export type PayoutAudit = z.output<typeof payoutAudit>;

export const payoutItem = z.object({
  id: int(),
  code: z.string(),
  status: z.string(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  location: z.string().nullable(),
  price: z.number(),
  soldPrice: z.number().nullable(),
  soldOn: timestamp.nullable(),
  payoutAmount: z.number(),
  consignerId: int(),
  /** The item's place in this payout still counts (false once the payout failed and it was freed). */
  live: z.boolean(),
});
export type PayoutItem = z.output<typeof payoutItem>;

export const payoutDetail = z
  .object({
    payout: payout.extend({ audit: z.array(payoutAudit) }),
    inventories: z.array(payoutItem),
  })
  .meta({
    examples: [
      {
        payout: {
          ...examplePayout,
          audit: [
            {
              id: 1,
              action: 'created',
              actorName: 'Owner',
              amount: 153,
              details: {},
              createdAt: '2026-11-25T15:00:00.000Z',
            },
          ],
        },
        inventories: [
          {
            id: 907,
            code: 'A1B2C3',
            status: 'Sold',
            title: 'Jordan 1 Chicago',
            sku: '555088-101',
            image: null,
            option1Value: '10',
            option2Value: 'New',
            location: 'Main',
            price: 180,
            soldPrice: 180,
            soldOn: '2026-11-25T14:02:00.000Z',
            payoutAmount: 153,
            consignerId: 4,
            live: true,
          },
        ],
      },
    ],
  });
export type PayoutDetail = z.output<typeof payoutDetail>;

export const payoutFilterOptions = z.object({
  statuses: z.array(payoutStatus),
  consigners: z.array(filterConsigner),
});
export type PayoutFilterOptions = z.output<typeof payoutFilterOptions>;

export const payoutCreated = z.object({
  id: int(),
  /** These items already were in one live payout, or the requestKey was used: that payout is answered. */
  duplicate: z.boolean(),
  message: z.string(),
  payout,
  inventories: z.array(int()),
});
export type PayoutCreated = z.output<typeof payoutCreated>;

/** Marking paid, paying a Buying line: what changed, in words, and the payout's status now. */
export const payoutActionDone = z.object({
  message: z.string(),
  status: payoutStatus,
  /** Items marked paid (mark paid only). */
  items: int().optional(),
});
export type PayoutActionDone = z.output<typeof payoutActionDone>;

const readyGroupBase = z.object({
  consigner: z.object({ id: int(), name: z.string(), email: z.string(), payoutType: z.string().nullable() }),
  gross: z.number(),
  /** What the consigner's outstanding balance takes off: min(balance owed, gross). */
  negativeBalance: z.number(),
  total: z.number(),
  cheques: int(),
  itemCount: int(),
});

export const readyItem = z.object({
  id: int(),
  code: z.string(),
  title: z.string(),
  sku: z.string(),
  option1Value: z.string().nullable(),
  image: z.string().nullable(),
  payoutAmount: z.number(),
  soldPrice: z.number().nullable(),
  price: z.number(),
  soldOn: timestamp.nullable(),
});
export type ReadyItem = z.output<typeof readyItem>;

/** `items=full` (the default): every item's details. */
export const readyGroup = readyGroupBase.extend({ inventories: z.array(readyItem) });
/** `items=compact`: the item ids and their payouts, in the same order (by sale date). */
export const readyGroupCompact = readyGroupBase.extend({
  itemIds: z.array(int()),
  itemPayouts: z.array(z.number()),
});
export type ReadyGroupCompact = z.output<typeof readyGroupCompact>;

const readyTotals = {
  total: z.number(),
  itemCount: int(),
  consignerCount: int(),
  automatedPayout: z.boolean(),
};
export const readyToPayFull = z.object({ consigners: z.array(readyGroup), ...readyTotals });
export const readyToPayCompact = z.object({ consigners: z.array(readyGroupCompact), ...readyTotals });
export type ReadyToPayFull = z.output<typeof readyToPayFull>;
export type ReadyToPayCompact = z.output<typeof readyToPayCompact>;

/**
 * Sold items owed to consigners and in no live payout, by consigner. One schema for both forms: `inventories`
 * with `items=full`, `itemIds` and `itemPayouts` with `items=compact` (the types above name each form).
 */
export const readyToPay = z.object({
  consigners: z.array(
    readyGroupBase.extend({
      inventories: z.array(readyItem).optional(),
      itemIds: z.array(int()).optional(),
      itemPayouts: z.array(z.number()).optional(),
    }),
  ),
  ...readyTotals,
});

/** A row of the seller's payouts: integer minor units. */
export const consignerPayoutLine = z.object({
  id: int(),
  code: z.string(),
  payoutId: int().nullable(),
  /** The live payout's status, or Pending for a sold item in no payout yet. */
  payoutStatus: payoutStatus,
  product: z.object({ id: int(), title: z.string(), sku: z.string(), image: z.string().nullable() }),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  location: z.string().nullable(),
  price: int(),
  soldPrice: int().nullable(),
  payoutAmount: int(),
  soldOn: timestamp.nullable(),
  paidAt: timestamp.nullable(),
});

/**
 * A consigner's share of one payout, as a statement: the items' payouts (gross), each deduction, and the net
 * that was (or will be) sent. gross − Σ deductions = net, to the cent. The status is this consigner's own.
 */
/** One fee the store kept of an item's price: price − Σ fees = the item's payout (a negative fee is what the store covered). */
export const statementFee = z.object({ label: z.string(), amount: int() });

/** An item line of a statement: the price it sold for, each fee, and what it paid the consigner. */
export const statementItem = z.object({
  inventoryId: int(),
  code: z.string(),
  title: z.string(),
  price: int(),
  fees: z.array(statementFee),
  payout: int(),
});

export const payoutStatement = z.object({
  payoutId: int(),
  name: z.string(),
  status: z.enum(['Pending', 'Paid', 'Failed']),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  itemCount: int(),
  gross: int(),
  /** The items, each adding up (price − fees = payout); their payouts add up to gross. */
  items: z.array(statementItem),
  deductions: z.array(payoutDeduction),
  net: int(),
  /** Taken as store credit (issue 34): the store's bonus and the credit received, minor units. */
  storeCredit: z.object({ bonus: int(), total: int() }).nullable().optional(),
});
export type PayoutStatementMinor = z.output<typeof payoutStatement>;
/** As the server hands it over (dates as Date). */
export type PayoutStatementInput = z.input<typeof payoutStatement>;

export const consignerPayouts = z.object({
  inventories: z.array(consignerPayoutLine),
  /** The consigner's payouts in the period, newest first, each a statement that adds up to what was sent. */
  statements: z.array(payoutStatement),
  /** The store's currency: the amounts are its integer minor units. */
  currency: z.string(),
  /**
   * totalPayout is what the items earned less the deductions taken from their payouts (what reaches the bank);
   * pendingPayout the part of it not paid yet.
   */
  summary: z.object({ totalSales: int(), totalPayout: int(), deductions: int(), pendingPayout: int() }),
});
export type ConsignerPayoutsMinor = z.output<typeof consignerPayouts>;
