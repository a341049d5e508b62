/**
 * Outbound webhooks (issue #17 part 2): the events a store can subscribe an endpoint to, the payload each one
 * carries, and the endpoint form. Money is in integer minor units of `currency`, as everywhere in the API's
 * events. The server validates every payload against these schemas before it writes the event.
 */
import { z } from 'zod';
import { WEBHOOK_MESSAGES } from './messages/webhooks';
import { cleanString, LIMITS, tooLong } from './schemas/common';

export const WEBHOOK_EVENT_TYPES = [
  'item.created',
  'item.status_changed',
  'item.price_changed',
  'item.sold',
  'order.created',
  'payout.created',
  'payout.paid',
  'payout.failed',
  'consigner.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "Send test event", to the one endpoint it was asked for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'item.created': 'An item was added',
  'item.status_changed': "An item's status changed",
  'item.price_changed': "An item's price changed",
  'item.sold': 'An item was sold',
  'order.created': 'An order came in',
  'payout.created': 'A payout was created',
  'payout.paid': 'A payout was paid',
  'payout.failed': 'A payout failed',
  'consigner.created': 'A consigner was added',
};

export const MAX_WEBHOOK_ENDPOINTS = 20;

const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * https with a host, no credentials, no spaces. Plain http is accepted only for a loopback host, which the
 * server refuses in production (docs/security.md): local receivers in tests and development.
 */
export function isWebhookAddress(value: string): boolean {
  return /^https:\/\/[^\s/?#\\]+(?:[/?#]\S*)?$/i.test(value) || LOOPBACK_HTTP.test(value);
}

export const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(LIMITS.url, tooLong(LIMITS.url))
  .refine(isWebhookAddress, WEBHOOK_MESSAGES.urlHttps)
  .refine((v) => !/^[a-z]+:\/\/[^/?#]*@/i.test(v), WEBHOOK_MESSAGES.urlCredentials)
  .meta({ title: 'Endpoint URL', format: 'uri' });

/** "Unknown event type: item.exploded" (the name cut to 60 characters). */
export function unknownEventMessage(input: unknown): string {
  const name = typeof input === 'string' ? input.trim().slice(0, 60) : '';
  return name ? `${WEBHOOK_MESSAGES.unknownEvent}: ${name}` : WEBHOOK_MESSAGES.unknownEvent;
}

/**
 * Each event once; an unknown one is named ("all nine and one more" said "Choose at least one event", issue 33).
 * Room for every event twice, so a list too long is still told apart from an unknown name.
 */
const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: (issue) => unknownEventMessage(issue.input) }), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2, WEBHOOK_MESSAGES.tooManyEvents)
  .transform((events) => [...new Set(events)])
  .meta({ title: 'Events' });

/** POST /api/webhooks/endpoints. */
export const webhookEndpointCreateSchema = z.strictObject({
  url: webhookUrl,
  description: cleanString({ max: LIMITS.name }).optional().default(''),
  events: eventList,
});
export type WebhookEndpointForm = z.input<typeof webhookEndpointCreateSchema>;

/** PATCH /api/webhooks/endpoints/{id}: what is sent changes; `enabled: true` turns a disabled endpoint back on. */
export const webhookEndpointUpdateSchema = z.strictObject({
  url: webhookUrl.optional(),
  description: cleanString({ max: LIMITS.name }).optional(),
  events: eventList.optional(),
  enabled: z.boolean().optional(),
});

/**
 * POST /api/webhooks/endpoints/{id}/secret/roll: a new signing secret. While the old one keeps signing, each
 * delivery carries a signature by both (two `v1=` in the header), so a receiver can switch without losing one.
 */
export const WEBHOOK_SECRET_OVERLAP_CHOICES = [
  { hours: 0, label: 'Stop now' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 168, label: '7 days' },
] as const;

export const webhookSecretRollSchema = z.strictObject({
  keepOldSecretForHours: z
    .number({ error: WEBHOOK_MESSAGES.keepOldSecretFor })
    .int(WEBHOOK_MESSAGES.keepOldSecretFor)
    .min(0, WEBHOOK_MESSAGES.keepOldSecretFor)
    .max(168, WEBHOOK_MESSAGES.keepOldSecretFor)
    .meta({ title: 'Old secret keeps signing for (hours)' }),
});
export type WebhookSecretRoll = z.input<typeof webhookSecretRollSchema>;

// ---- Payloads ----

const minor = z.number().int().describe('Integer minor units (cents) of `currency`.');

export const webhookItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  productId: z.number().int(),
  consignerId: z.number().int(),
  status: z.string(),
  price: minor,
  currency: z.string(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
});
export type WebhookItem = z.output<typeof webhookItemSchema>;

export const webhookOrderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: z.string(),
  externalId: z.string(),
  status: z.string(),
  total: minor,
  currency: z.string(),
  orderDate: z.string().meta({ format: 'date-time' }),
});

export const webhookPayoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  total: minor,
  currency: z.string(),
  provider: z.string(),
  error: z.string().nullable(),
});

export const webhookConsignerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const WEBHOOK_DATA_SCHEMAS = {
  'item.created': z.object({ item: webhookItemSchema }),
  'item.status_changed': z.object({ item: webhookItemSchema, previousStatus: z.string().nullable() }),
  'item.price_changed': z.object({ item: webhookItemSchema, previousPrice: minor }),
  'item.sold': z.object({
    item: webhookItemSchema,
    orderId: z.number().int().nullable(),
    soldOn: z.string().nullable().meta({ format: 'date-time' }),
  }),
  'order.created': z.object({ order: webhookOrderSchema }),
  'payout.created': z.object({ payout: webhookPayoutSchema }),
  'payout.paid': z.object({ payout: webhookPayoutSchema }),
  'payout.failed': z.object({ payout: webhookPayoutSchema }),
  'consigner.created': z.object({ consigner: webhookConsignerSchema }),
  [WEBHOOK_TEST_EVENT]: z.object({ message: z.string() }),
} as const;

export type WebhookData<T extends keyof typeof WEBHOOK_DATA_SCHEMAS> = z.input<
  (typeof WEBHOOK_DATA_SCHEMAS)[T]
>;

/** What an endpoint receives: the body that is signed, the same for every attempt of a delivery. */
export const webhookEventEnvelope = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    id: z.string().meta({ examples: ['evt_1042'] }),
    type: z.literal(type),
    createdAt: z.string().meta({ format: 'date-time' }),
    store: z.string().describe("The store's handle."),
    data,
  });
