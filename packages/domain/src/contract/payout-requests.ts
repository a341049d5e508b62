import { z } from 'zod';
import { cleanString, coercedRowId } from '../schemas/common';
import { PAYOUT_STATUSES } from '../statuses';
import { pageQuery, searchQuery } from './common';

/** Request shapes of the payouts calls (spec 3 §7 Payouts and cheques). */
const day = z.iso.date().optional();
/** An item by id, or the spec's item object (its id is read). */
const itemId = z.union([coercedRowId(), z.object({ id: coercedRowId() }).transform((o) => o.id)]);
const ids = z.array(coercedRowId()).max(50_000);
export const SELECT_ONE_ITEM = 'Please select at least 1 item';

export const consignerPayoutsQuery = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  search: searchQuery,
  dateRangeStart: day,
  dateRangeEnd: day,
  /** One payout's items (spec 1 §2.3 filter state: status, consigner, orderDateRange, payoutsId). */
  payoutsId: coercedRowId().optional(),
});

export const createPayoutBody = z.strictObject({
  inventoriesToPay: z.array(itemId).min(1, SELECT_ONE_ITEM).max(50_000, 'At most 50,000 items per payout'),
  /** The spec's grouping of the same items per consigner: recomputed on the server, never trusted. */
  consignersAndInventories: z.unknown().optional(),
  requestKey: cleanString({ max: 100 }).pipe(z.string().min(8)).optional(),
});

export const payoutExportBody = z.strictObject({
  inventoriesToExport: z.array(itemId).max(50_000).optional(),
  payoutId: coercedRowId().optional(),
});

/** The spec's consignersInventoryToBeMarkedAsPaid: item ids, or per consigner {consignerId, inventories}. */
export const markPaidBody = z
  .strictObject({
    consignersInventoryToBeMarkedAsPaid: z
      .union([ids, z.array(z.object({ consignerId: coercedRowId() }).passthrough())])
      .optional(),
  })
  .optional();

export const payoutsQuery = z.object({
  search: searchQuery,
  consigner: coercedRowId().optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
  ...pageQuery,
});

export const readyQuery = z.object({
  search: searchQuery,
  consigner: coercedRowId().optional(),
  /**
   * full (default): every item's details. compact: per consigner only the item ids and their payouts (same
   * order), enough to select and preview a payout; the screen loads a consigner's details when expanded.
   */
  items: z.enum(['full', 'compact']).default('full'),
});

export const retryBody = z.strictObject({
  payoutId: coercedRowId(),
  consignersAndInventories: z.unknown().optional(),
});

export const statementParams = z.object({ id: coercedRowId(), payoutId: coercedRowId() });

export const consignerPayoutsPageQuery = z.object({ payoutId: coercedRowId().optional() });
