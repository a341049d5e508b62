/** Request shapes of the inventory calls, built on the domain's schemas (unknown keys are rejected). */

import { z } from 'zod';
import { DEFAULT_INVENTORY_SORT, DEFAULT_PAGE_SIZE, INVENTORY_SORT_OPTIONS, PAGE_SIZES } from '../constants';
import { messages } from '../messages';
import {
  cleanString,
  coercedRowId,
  hasControlCharacters,
  LIMITS,
  MAX_AMOUNT,
  MAX_ROW_ID,
  queryText,
  rowId,
  rowIdDigits,
} from '../schemas/common';
import { itemServicesSchema } from '../schemas/inventory';
import { INVENTORY_STATUSES, SALE_TYPES } from '../statuses';
import { searchQuery } from './common';

export const MAX_IDS = 5000;
/** More ids than one call takes. */
export const TOO_MANY_IDS = 'Please select at most 5000 items at once.';

const idValue = z.union([rowId(), rowIdDigits()], { error: 'Not an item id' }).transform(Number);

export const idList = z
  .array(idValue, { error: messages.selectAtLeastOneItem })
  .min(1, messages.selectAtLeastOneItem)
  .max(MAX_IDS, TOO_MANY_IDS);

export { idParams } from './common';

/**
 * `id` (one item) and the spec's `inventory` object are shorthands for `ids: [id]`; every action takes a list,
 * so one call serves the single and the bulk buttons.
 */
export function normalizeIds(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { id, inventory, ...rest } = body as Record<string, unknown>;
  if ('ids' in rest) return body;
  const fromInventory =
    inventory && typeof inventory === 'object' ? (inventory as { id?: unknown }).id : inventory;
  const single = id ?? fromInventory;
  return single === undefined ? body : { ...rest, ids: [single] };
}

/** Major units as typed (number or numeric string) → a finite number, else NaN. */
export const looseMoney = z
  .unknown()
  .transform((v) => {
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && v.trim() !== '') return Number(v);
    return Number.NaN;
  })
  .refine((n) => !(Math.abs(n) > MAX_AMOUNT), messages.amountRange);

/** A place given by name or id. */
export const placeValue = z.union([cleanString({ max: LIMITS.name }), rowId()]).nullish();

/** An optional text in a partial update: absent stays absent, blank becomes null. */
export const editText = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** The admin list filters (spec 2 §2.8) as query parameters: the list, the paginated list and the CSV export. */
const ALL = 'All';
const statusValues = new Set<string>([...INVENTORY_STATUSES, ALL]);

/** `status=Active&status=Pending` or `status=Active,Pending`; All means every status. */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const list = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    for (const s of list) {
      if (statusValues.has(s)) continue;
      const message = hasControlCharacters(s)
        ? messages.noControlCharacters
        : `Unknown status ${s.slice(0, 40)}`;
      ctx.addIssue({ code: 'custom', message });
    }
    return list;
  });

const day = z.iso.date().optional();
const text = queryText(200);
const positiveId = coercedRowId().optional();

export const filterQueryShape = {
  status: statusList,
  location: text,
  locationId: positiveId,
  subLocation: text,
  subLocationId: positiveId,
  consigner: positiveId,
  productId: positiveId,
  option1Value: text,
  option2Value: text,
  option3Value: text,
  category: text,
  printed: booleanQuery,
  saleType: z.enum(SALE_TYPES).optional(),
  dateRangeStart: day,
  dateRangeEnd: day,
  search: searchQuery,
  sortOption: z.enum(INVENTORY_SORT_OPTIONS).default(DEFAULT_INVENTORY_SORT),
};

export const filterQuery = z.object(filterQueryShape);

export const paginatedQuery = z.object({
  ...filterQueryShape,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZES))
    .default(DEFAULT_PAGE_SIZE),
  currentPage: z.coerce.number().int().min(1).default(1),
  // The spec's flags to include products and consigners: rows always carry both.
  takeProducts: queryText(10),
  takeConsigners: queryText(10),
});

export const variantBody = z.strictObject({
  productId: coercedRowId(),
  // Option values are one-line text of the catalogue's length (docs/security.md): refused with their field's name.
  option1Value: cleanString().nullish(),
  option2Value: cleanString().nullish(),
  option3Value: cleanString().nullish(),
});

export const codeParams = z.object({ code: cleanString({ max: 100 }).min(1) });

export const lowestPricesBody = z.strictObject({
  productSkus: z.array(z.string().trim().min(1)).max(500),
  consigner: z.unknown().optional(),
});

export const lowestVariantPriceBody = z.union([
  variantBody,
  z.strictObject({ variants: z.array(variantBody).min(1).max(200) }),
]);

export const sellerDay = z.iso.date().optional();

export const consignerSummaryQuery = z.object({
  dateRangeStart: sellerDay,
  dateRangeEnd: sellerDay,
  /** Staff name the consigner; a consigner always gets their own figures (the parameter is ignored). */
  consigner: coercedRowId().optional(),
});

export const requestText = queryText(200);

export const storeRequestsQuery = z.object({
  location: requestText,
  search: searchQuery,
  saleType: z.enum(SALE_TYPES).optional(),
});

export const storeProductsQuery = z.object({
  location: z.union([queryText(LIMITS.name), z.number()]).optional(),
  search: searchQuery,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const storeRequestedEmailBody = z
  .strictObject({ location: z.union([z.string(), z.number()]).nullish() })
  .optional();

export const catalogueParams = z.object({ handle: cleanString({ max: LIMITS.name }).toLowerCase() });

export const addInventoryBody = z.strictObject({
  productId: z.coerce
    .number({ error: `${messages.selectProduct}` })
    .int()
    .positive()
    .max(MAX_ROW_ID, `productId: ${messages.selectProduct}`),
  inventoryFormArray: z.unknown(),
});

const option = cleanString().nullish();
export const quoteOptionalId = z.union([rowId(), z.string().trim().regex(/^\d+$/)]).nullish();

export const feesBody = z.strictObject({
  id: quoteOptionalId,
  productId: quoteOptionalId,
  price: looseMoney,
  quantity: z.coerce.number().int().min(1).max(10_000).optional(),
  option1Value: option,
  option2Value: option,
  option3Value: option,
  cost: looseMoney.optional(),
  category: option,
  consigner: quoteOptionalId,
  payoutFee: z.unknown().optional(),
  services: itemServicesSchema.optional(),
});

export const preapprovalQuery = z.object({
  productId: coercedRowId(),
  price: looseMoney,
  option1Value: option,
  option2Value: option,
  option3Value: option,
  // Accepted for the spec's callers and ignored: a consigner always quotes as themselves, staff as the store.
  consigner: queryText(20),
});

export const editOptionalId = z.union([rowId(), z.string().trim().regex(/^\d+$/)]).optional();

export const editBody = z.strictObject({
  consigner: editOptionalId,
  consignerId: editOptionalId,
  price: looseMoney.optional(),
  /** Recomputed by the fee engine; accepted and ignored. */
  payoutFee: z.unknown().optional(),
  /** Store-owned items: the payout field is the cost. */
  payout: looseMoney.optional(),
  cost: looseMoney.optional(),
  option1Value: editText,
  option2Value: editText,
  option3Value: editText,
  location: placeValue,
  subLocation: placeValue,
  image: editText,
  status: z.enum(INVENTORY_STATUSES).optional(),
  notes: editText,
  trackingCode: editText,
  version: z.number().int().optional(),
});

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { storeRequestSchema } from '../schemas/inventory';
export { quickAddProductSchema } from '../schemas/setup';
