/**
 * Answers of the inventory calls (spec 2 §3, §7): items, their lists, filter options, history, quotes and the
 * answers of the state-changing actions. Money in major units of the store's currency.
 */
import { z } from 'zod';
import { INVENTORY_STATUSES, SALE_TYPES } from '../statuses';
import { timestamp } from './common';

const money = z.number();
const option = z.string().nullable();
/** A store request's price range, low and high. */
export const priceRange = z.tuple([money, money]);

export const inventoryProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  brand: z.string(),
  category: z.string(),
  shopifyId: z.string().nullable(),
  productTemplateId: z.number().int().nullable(),
});

export const inventoryConsigner = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isStoreAccount: z.boolean(),
});

/** An item as every inventory call answers it. */
export const inventoryItem = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(INVENTORY_STATUSES),
  saleType: z.enum(SALE_TYPES),
  productId: z.number().int(),
  productTemplateId: z.number().int().nullable(),
  product: inventoryProduct,
  /** Null on a store request no consigner has accepted yet. */
  consignerId: z.number().int().nullable(),
  consigner: inventoryConsigner.nullable(),
  price: money,
  requestedPrice: money.nullable(),
  storeRequestPriceRange: priceRange.nullable(),
  payoutAmount: money,
  /** The same as payoutAmount (the spec uses both names). */
  payout: money,
  payoutFee: money,
  total: money,
  cost: money,
  discount: money,
  soldPrice: money.nullable(),
  currency: z.string(),
  quantity: z.number().int(),
  option1Value: option,
  option2Value: option,
  option3Value: option,
  category: z.string().nullable(),
  location: z.string().nullable(),
  locationId: z.number().int().nullable(),
  subLocation: z.string().nullable(),
  subLocationId: z.number().int().nullable(),
  notes: z.string().nullable(),
  trackingCode: z.string().nullable(),
  image: z.string().nullable(),
  printed: z.boolean(),
  preapprovalStatus: z.boolean().nullable(),
  paymentType: z.string().nullable(),
  services: z.object({ cleaning: z.boolean().optional(), box: z.boolean().optional() }),
  shopifyId: z.string().nullable(),
  orderId: z.number().int().nullable(),
  acceptedOn: timestamp.nullable(),
  soldOn: timestamp.nullable(),
  withdrawalRequestedAt: timestamp.nullable(),
  withdrawalDecidedAt: timestamp.nullable(),
  withdrawalDecidedBy: z.string().nullable(),
  /** Staff only: consigners are never shown the early-withdrawal fee. */
  isWithdrawnEarly: z.boolean().optional(),
  withdrawalFee: money.optional(),
  lastUpdatedBy: z.string().nullable(),
  /** Bumped on every change; a PUT with a stale version answers 409. */
  version: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type InventoryItem = z.output<typeof inventoryItem>;

/** The option names and values of the item's product template. */
export const inventoryTemplate = z.object({
  id: z.number().int(),
  category: z.string().nullable(),
  option1: z.string().nullable(),
  option2: z.string().nullable(),
  option3: z.string().nullable(),
  option1Values: z.array(z.string()).nullable(),
  option2Values: z.array(z.string()).nullable(),
  option3Values: z.array(z.string()).nullable(),
});
export type InventoryTemplate = z.output<typeof inventoryTemplate>;

/** GET /api/inventories/{id}: the item, its template and the lowest Active price of its variant. */
export const inventoryDetail = inventoryItem
  .extend({ productTemplate: inventoryTemplate.nullable(), lowestPrice: money.nullable() })
  .meta({
    examples: [
      {
        id: 41,
        code: 'A1B2C3',
        status: 'Active',
        saleType: 'Consignment',
        productId: 7,
        productTemplateId: 2,
        product: {
          id: 7,
          title: 'Jordan 1 Chicago',
          sku: '555088-101',
          image: null,
          brand: 'Nike',
          category: 'Sneakers',
          shopifyId: null,
          productTemplateId: 2,
        },
        consignerId: 3,
        consigner: {
          id: 3,
          firstName: 'Ana',
          lastName: 'Lee',
          email: 'ana@example.com',
          isActive: true,
          isStoreAccount: false,
        },
        price: 180,
        requestedPrice: null,
        storeRequestPriceRange: null,
        payoutAmount: 153,
        payout: 153,
        payoutFee: 27,
        total: 27,
        cost: 0,
        discount: 0,
        soldPrice: null,
        currency: 'USD',
        quantity: 1,
        option1Value: '10',
        option2Value: 'New',
        option3Value: null,
        category: 'Sneakers',
        location: 'Main',
        locationId: 1,
        subLocation: null,
        subLocationId: null,
        notes: null,
        trackingCode: null,
        image: null,
        printed: true,
        preapprovalStatus: null,
        paymentType: null,
        services: {},
        shopifyId: null,
        orderId: null,
        acceptedOn: '2026-11-20T10:00:00.000Z',
        soldOn: null,
        withdrawalRequestedAt: null,
        withdrawalDecidedAt: null,
        withdrawalDecidedBy: null,
        isWithdrawnEarly: false,
        withdrawalFee: 0,
        lastUpdatedBy: 'Sam Staff',
        version: 2,
        createdAt: '2026-11-20T09:58:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
        productTemplate: {
          id: 2,
          category: 'Sneakers',
          option1: 'Size',
          option2: 'Condition',
          option3: null,
          option1Values: ['9', '10', '11'],
          option2Values: ['New', 'Used'],
          option3Values: null,
        },
        lowestPrice: 175,
      },
    ],
  });
export type InventoryDetail = z.output<typeof inventoryDetail>;

/** GET /api/inventories: the first matches (at most 1,000). */
export const inventoryList = z.object({ inventories: z.array(inventoryItem) });
export type InventoryList = z.output<typeof inventoryList>;

/** GET /api/inventories/paginatedInventories. */
export const inventoryPage = z
  .object({
    rows: z.array(inventoryItem),
    count: z.number().int(),
    /** The count stopped at a cap: there are at least `count`. */
    countCapped: z.boolean(),
    /**
     * With a date range: how many match the other filters on every date (capped like `count`), so a screen can
     * say what the range hides ("46 of 426 shown"); null without a date range.
     */
    undatedCount: z.number().int().nullable(),
    undatedCountCapped: z.boolean(),
  })
  .meta({
    examples: [{ rows: [], count: 0, countCapped: false, undatedCount: null, undatedCountCapped: false }],
  });
export type InventoryPage = z.output<typeof inventoryPage>;

export const filterOptions = z.object({
  consigners: z.array(
    z.object({
      label: z.string(),
      value: z.number().int(),
      id: z.number().int(),
      isStoreAccount: z.boolean(),
    }),
  ),
  statuses: z.array(z.string()),
  locations: z.array(
    z.object({ id: z.number().int(), label: z.string(), name: z.string(), value: z.string() }),
  ),
  subLocations: z.array(z.object({ id: z.number().int(), name: z.string(), locationName: z.string() })),
  option1Values: z.array(z.string()),
  option2Values: z.array(z.string()),
  option3Values: z.array(z.string()),
});
export type FilterOptions = z.output<typeof filterOptions>;

/** The log actions whose entry is an item's creation, not a change (the timeline writes "Added at $220.00"). */
export const CREATION_LOG_ACTIONS: ReadonlySet<string> = new Set([
  'add',
  'addByStaff',
  'createStoreRequest',
  'import',
]);

/** The logged fields whose values are money: the timeline answers them in major units. */
export const INVENTORY_LOG_MONEY_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'requestedPrice',
  'payoutAmount',
  'payoutFee',
  'cost',
  'discount',
  'withdrawalFee',
]);

export const inventoryLogChange = z.object({
  variableChanged: z.string(),
  beforeValue: z.unknown(),
  afterValue: z.unknown(),
});
export const inventoryLog = z.object({
  id: z.number().int(),
  action: z.string().nullable(),
  updatedAt: timestamp,
  lastUpdatedBy: z.object({ name: z.string().nullable() }),
  modifiedFields: z.array(inventoryLogChange),
});
export type InventoryLog = z.output<typeof inventoryLog>;
export const inventoryLogs = z.object({ inventoryLogs: z.array(inventoryLog) });

/** An item an action left as it was, and why (404 missing, 409 wrong status, 422 a rule). */
export const actionFailure = z.object({
  id: z.number().int(),
  code: z.enum(['FORBIDDEN', 'INVALID_STATE', 'RULE', 'NOT_FOUND']),
  status: z.number().int(),
  error: z.string(),
});
export type ActionFailure = z.output<typeof actionFailure>;

/** What an action on up to 100 items answers: the items changed, those refused, and the item when it was one. */
export const actionAnswer = z.object({
  ids: z.array(z.number().int()),
  failed: z.array(actionFailure),
  message: z.string().nullable(),
  /** A call on one item also answers the item as it is now. */
  item: inventoryItem.nullable().optional(),
});
export type ActionAnswer = z.output<typeof actionAnswer>;

/** 202: the change of more than 100 items runs as a background job (follow it at GET /api/jobs/{jobId}). */
export const jobQueued = z.object({ jobId: z.number().int(), message: z.string() });
export type JobQueued = z.output<typeof jobQueued>;

/** POST /api/inventories: the items made. */
export const inventoryAdded = z.object({ inventories: z.array(inventoryItem), message: z.string() });
export type InventoryAdded = z.output<typeof inventoryAdded>;

/** POST /api/inventories/fees: the fees and payout of a price (both web apps read it as FeeQuote). */
export const feeQuote = z.object({
  payout: money,
  /** The spec's name for the fees taken (equal to total). */
  payoutFee: money,
  total: money,
  /** The spec's spelling of "transaction". */
  transcation: money,
  selling: money,
  /** Always 0: a balance owed is no longer taken from an item's quote (see balanceOwed). */
  negativeBalance: money,
  /** What the consigner owes the store now: taken once from their next payout, never from each item. */
  balanceOwed: money,
  vat: money,
  cleaning: money,
  box: money,
  services: money,
  /** The consigner is the store's own account: no fees, cost instead of payout. */
  storeOwned: z.boolean(),
  zeroPayout: z.enum(['none', 'zeroPayout', 'zeroPayoutWithSellingFee']),
  quantity: z.number().int(),
  totalPayout: money,
});

export const preapprovalAnswer = z.object({
  preapproval: z.boolean(),
  status: z.enum(['Pending', 'Requested']),
  referencePrice: money.nullable(),
  priceAlert: z.boolean(),
  warnText: z.string().nullable(),
});
export type PreapprovalAnswer = z.output<typeof preapprovalAnswer>;

export const lowestPrices = z.object({
  lowestPriceProducts: z.array(
    z.object({
      sku: z.string(),
      productId: z.number().int(),
      option1Value: option,
      option2Value: option,
      option3Value: option,
      lowestPrice: money,
      inStock: z.number().int(),
    }),
  ),
});
export type LowestPrices = z.output<typeof lowestPrices>;

export const variantLowestPrices = z.object({
  results: z.array(
    z.object({
      productId: z.number().int(),
      option1Value: option,
      option2Value: option,
      option3Value: option,
      lowestPrice: money.nullable(),
    }),
  ),
});
export type VariantLowestPrices = z.output<typeof variantLowestPrices>;

/** GET /api/inventories/consignerSummary: the seller inventory page's cards. */
export const sellerSummary = z.object({
  /** Sold price (price when none was recorded) of the Sold and Paid items sold in the range. */
  totalSales: money,
  /** Payout after fees of those items. */
  totalPayout: money,
  /** The part of totalPayout not paid out yet (items still Sold). */
  pendingPayout: money,
  soldCount: z.number().int(),
  /** The Sold and Paid items on every date, so the page can say what its range hides (issue 33). */
  allTimeSoldCount: z.number().int(),
  /** Some item is a Sold online-marketplace item (the Tracking filter shows only then), whatever its date. */
  hasMarketplaceSales: z.boolean(),
});
export type SellerSummary = z.output<typeof sellerSummary>;

export const shipInstructions = z.object({ shipInstructions: z.array(z.string()) });
export type ShipInstructions = z.output<typeof shipInstructions>;

/** GET /api/inventories/{id}/priceHistory: each price change and markdown of the item, oldest first (issue 29). */
export const priceHistoryEntry = z.object({
  id: z.number().int(),
  at: timestamp,
  /** The store's calendar day of the change. */
  day: z.string().meta({ format: 'date' }),
  kind: z.enum(['markdown', 'priceChange']),
  step: z.number().int().nullable(),
  of: z.number().int().nullable(),
  oldPrice: money,
  newPrice: money,
  /** The consigner's payout before and after; null when not recorded (markdowns before issue 29). */
  payoutBefore: money.nullable(),
  payoutAfter: money.nullable(),
  /** Who bore a markdown: the store, the consigner or both (the item's consignment terms); null for others. */
  borneBy: z.enum(['store', 'consigner', 'shared']).nullable(),
  action: z.string(),
  /** The entry in words for the reader (the consigner reads "your payout", "borne by you"). */
  line: z.string(),
});
export type PriceHistoryEntryAnswer = z.output<typeof priceHistoryEntry>;
export const priceHistoryAnswer = z.object({ priceHistory: z.array(priceHistoryEntry) });
export type PriceHistoryAnswer = z.output<typeof priceHistoryAnswer>;
