/** The billing answers of Settings → Billing (the owner's), and the bodies the billing calls take. */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../billing';
import { coercedRowId } from '../schemas/common';

export const iso = z.string();

export const planView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pricePerLocation: z.number(),
  maxLocations: z.number().nullable(),
  current: z.boolean(),
  /** Why this plan cannot be chosen now (too many locations), or null. */
  unavailableReason: z.string().nullable(),
});

export const noticeSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  statusLabel: z.string(),
  readOnly: z.boolean(),
  readOnlyFrom: iso.nullable(),
  pastDueSince: iso.nullable(),
  trialEndsAt: iso,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: iso,
});

export const summarySchema = noticeSchema.extend({
  provider: z.enum(['sandbox', 'stripe']),
  currency: z.string(),
  graceDays: z.number(),
  currentPeriodStart: iso,
  plan: planView,
  plans: z.array(planView),
  paymentMethod: z.string().nullable(),
  usage: z.object({
    locations: z.number(),
    locationNames: z.array(z.string()),
    items: z.number(),
    consigners: z.number(),
  }),
  nextInvoice: z
    .object({
      date: iso,
      lines: z.array(z.object({ description: z.string(), amount: z.number() })),
      subtotal: z.number(),
      taxName: z.string(),
      tax: z.number(),
      total: z.number(),
    })
    .nullable(),
});

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(['open', 'paid', 'void']),
  periodStart: iso,
  periodEnd: iso,
  planName: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  issuedAt: iso,
  paidAt: iso.nullable(),
  lastError: z.string().nullable(),
});

export const historySchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      actorName: z.string(),
      details: z.record(z.string(), z.unknown()),
      createdAt: iso,
    }),
  ),
});

export const billingIdParams = z.strictObject({ id: coercedRowId() });

export const billingNoBody = z.strictObject({});

export const paymentMethodAnswer = z.object({ redirectUrl: z.string().nullable() });

export const invoiceListAnswer = z.object({ invoices: z.array(invoiceSchema) });

export const invoicePaidAnswer = z.object({ invoice: invoiceSchema });

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { changePlanSchema, paymentMethodSchema } from '../schemas/billing';
