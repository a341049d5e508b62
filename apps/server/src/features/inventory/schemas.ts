/** Request shapes of the inventory routes, built on the domain's schemas (unknown keys are rejected). */

import { messages } from '@backroom/domain/messages';
import { INVENTORY_MESSAGES } from '@backroom/domain/messages/inventory';
import {
  cleanString,
  coercedRowId,
  LIMITS,
  MAX_AMOUNT,
  rowId,
  rowIdDigits,
} from '@backroom/domain/schemas/common';
import { z } from 'zod';

export const MAX_IDS = 5000;

const idValue = z.union([rowId(), rowIdDigits()], { error: 'Not an item id' }).transform(Number);

export const idList = z
  .array(idValue, { error: messages.selectAtLeastOneItem })
  .min(1, messages.selectAtLeastOneItem)
  .max(MAX_IDS, INVENTORY_MESSAGES.tooMany);

export const idParams = z.object({ id: coercedRowId() });

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
