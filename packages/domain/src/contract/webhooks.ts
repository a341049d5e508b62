/** Answers of the webhook endpoint calls (Settings → Webhooks). */
import { z } from 'zod';
import { pageQuery, timestamp } from './common';

export const webhookEndpointView = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why the endpoint was turned off (a day of failed deliveries), null while it is on. */
  disabledReason: z.string().nullable(),
  disabledAt: timestamp.nullable(),
  /** The first failure of the current run of failures; null once a delivery succeeds. */
  failingSince: timestamp.nullable(),
  /** After a secret roll: until when the previous secret also signs each delivery; null when it no longer does. */
  previousSecretExpiresAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type WebhookEndpointView = z.output<typeof webhookEndpointView>;

export const webhookEndpointList = z.object({ endpoints: z.array(webhookEndpointView) });

/** The signing secret: answered when the endpoint is made, and to the owner who asks to reveal it. */
export const webhookEndpointCreated = z.object({
  endpoint: webhookEndpointView,
  secret: z.string(),
  message: z.string(),
});

export const webhookSecretAnswer = z.object({ secret: z.string() });

/** A rolled secret: the new one (shown once here), and until when the old one also signs. */
export const webhookSecretRolled = z.object({
  secret: z.string(),
  previousSecretExpiresAt: timestamp.nullable(),
  message: z.string(),
});

export const webhookDeliveryView = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventType: z.string(),
  /** pending: waiting (its turn, or a retry); succeeded: a 2xx answer; failed: gave up after a day; skipped. */
  status: z.enum(['pending', 'sending', 'succeeded', 'failed', 'skipped']),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt, null when it got no answer (timeout, refused connection). */
  responseStatus: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  /** The first 500 characters of the last answer's body. */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  createdAt: timestamp,
  /** The signed body, as the endpoint receives it. */
  payload: z.string(),
});
export type WebhookDeliveryView = z.output<typeof webhookDeliveryView>;

export const webhookDeliveryPage = z.object({
  deliveries: z.array(webhookDeliveryView),
  total: z.number().int(),
});

export const webhookQueued = z.object({ deliveryId: z.number().int(), message: z.string() });

export const webhookEmptyBody = z.strictObject({}).optional();

export const webhookEndpointDeleted = z.object({ message: z.string() });

export const webhookDeliveriesQuery = z.object(pageQuery);

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export {
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
  webhookSecretRollSchema,
} from '../webhooks';
