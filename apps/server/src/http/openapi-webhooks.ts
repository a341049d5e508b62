/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event a store can subscribe an endpoint to, with the body
 * the endpoint receives (from the domain's zod schemas) and the signature header. docs/api.md shows how a
 * receiver verifies it.
 */
import {
  WEBHOOK_DATA_SCHEMAS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEST_EVENT,
  webhookEventEnvelope,
} from '@backroom/domain/webhooks';
import { z } from 'zod';

const SIGNATURE_DESCRIPTION =
  "`t=<unix seconds>,v1=<hex HMAC-SHA256>`: the HMAC of `<t>.<raw body>` keyed with the endpoint's signing " +
  'secret (`whsec_...`, shown when the endpoint is added and revealable by the owner). Compare in constant time ' +
  'and refuse a `t` more than five minutes old. After a secret roll the old secret signs too for a while: the ' +
  'header then has one `v1` per secret (`t=...,v1=<new>,v1=<old>`), and any matching `v1` is valid.';

const camel = (type: string) =>
  type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase());

function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

export function openApiWebhooks() {
  const entries = Object.entries(WEBHOOK_DATA_SCHEMAS).map(([type, data]) => {
    const label =
      type === WEBHOOK_TEST_EVENT
        ? 'Sent by "Send test event" in Settings → Webhooks'
        : WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS];
    return [
      type,
      {
        post: {
          summary: label,
          description:
            `Backroom POSTs \`${type}\` to every enabled endpoint that listens to it. Answer with any 2xx within ` +
            '10 seconds; anything else is retried with exponential back-off for a day, and a later event about ' +
            'the same item (order, payout, consigner) waits until this one is delivered or given up.',
          operationId: `webhook${camel(type)}`,
          tags: ['webhooks'],
          security: [],
          parameters: [
            {
              name: 'Backroom-Signature',
              in: 'header',
              required: true,
              description: SIGNATURE_DESCRIPTION,
              schema: {
                type: 'string',
                examples: [
                  't=1764150000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
                ],
              },
            },
            {
              name: 'Backroom-Event',
              in: 'header',
              required: true,
              description: "The event type, the same as the body's `type`.",
              schema: { type: 'string', examples: [type] },
            },
            {
              name: 'Backroom-Delivery',
              in: 'header',
              required: true,
              description:
                'The delivery id of the log; a redelivery has a new one, the body keeps its event `id`.',
              schema: { type: 'string', examples: ['1042'] },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(webhookEventEnvelope(type, data)) } },
          },
          responses: {
            '200': { description: 'Received (any 2xx counts).' },
            default: { description: 'Not received: the delivery is retried.' },
          },
        },
      },
    ] as const;
  });
  return Object.fromEntries(entries);
}
