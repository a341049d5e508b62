/**
 * The Ready to Pay answer (spec 3 §7 Payouts): Sold items not paid out yet, by consigner, amounts in major units.
 * `?items=compact` answers each consigner's item ids and payouts instead of the item rows.
 */
import { z } from 'zod';
import { timestamp } from './common';

export const readyItem = z.object({
  id: z.number().int(),
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

export const readyGroup = z.object({
  consigner: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    payoutType: z.string().nullable(),
  }),
  /** Payouts of the items before the consigner's outstanding withdrawal fees. */
  gross: z.number(),
  negativeBalance: z.number(),
  total: z.number(),
  cheques: z.number().int(),
  itemCount: z.number().int(),
  inventories: z.array(readyItem).optional(),
  itemIds: z.array(z.number().int()).optional(),
  itemPayouts: z.array(z.number()).optional(),
});

export const readyToPayAnswer = z.object({
  consigners: z.array(readyGroup),
  total: z.number(),
  itemCount: z.number().int(),
  consignerCount: z.number().int(),
  automatedPayout: z.boolean(),
});
export type ReadyToPayAnswer = z.output<typeof readyToPayAnswer>;
