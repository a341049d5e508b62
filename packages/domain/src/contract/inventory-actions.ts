/**
 * Bodies of the inventory action calls of spec 2 §7 (POST /api/inventories/<call>): every action takes a list of
 * ids (`id` or the spec's `inventory` object are shorthands for one), plus what the action needs.
 */
import { z } from 'zod';
import {
  acceptInventorySchema,
  acceptTransferSchema,
  priceChangeSchema,
  transferSchema,
} from '../schemas/inventory';
import { idList, looseMoney, normalizeIds, placeValue } from './inventory-requests';

const idsWith = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(normalizeIds, z.strictObject({ ids: idList, ...shape }));
const pickPlace = {
  location: placeValue,
  subLocation: placeValue,
};

/** Only the items. */
export const inventoryIdsBody = z.preprocess(normalizeIds, z.strictObject({ ids: idList }));
/** The items and where they go (location and sublocation by name or id). */
export const inventoryPlacesBody = idsWith(pickPlace);
export const acceptInventoryBody = z.preprocess(
  normalizeIds,
  acceptInventorySchema.extend({ ids: idList, subLocation: placeValue }),
);
export const priceChangeBody = z.preprocess(
  normalizeIds,
  priceChangeSchema.extend({ ids: idList, item: z.unknown().optional() }),
);
export const withdrawBody = idsWith({
  // The client's early-withdrawal flag and fee are recomputed by the domain, never trusted.
  isWithdrawnEarly: z.unknown().optional(),
  withdrawalFee: z.unknown().optional(),
});
export const cancelDropoffBody = idsWith({ consigner: z.unknown().optional() });
export const transferBody = z.preprocess(
  normalizeIds,
  transferSchema.extend({ ids: idList, subLocation: placeValue }),
);
export const acceptTransferBody = z.preprocess(
  normalizeIds,
  acceptTransferSchema.extend({ ids: idList, subLocation: placeValue }),
);
export const deleteInventoryBody = idsWith({ consignerId: z.unknown().optional() });
export const acceptStoreRequestBody = idsWith({ price: looseMoney.optional() });
