/**
 * POST /open/webhooks/shopify: orders/create, orders/paid and orders/cancelled. The raw body's HMAC-SHA256 (the
 * app secret, base64) must equal X-Shopify-Hmac-Sha256, else 401 and nothing is stored. A verified delivery is
 * queued as a durable job and acknowledged at once (Shopify wants an answer within seconds and retries
 * otherwise); the job runs the idempotent ingestion, so redeliveries and replays make one order.
 */

import { createHmac, timingSafeEqual } from 'node:crypto';
import { webhookAnswer } from '@backroom/domain/contract/orders';
import { ORDER_WEBHOOK_MESSAGES } from '@backroom/domain/messages/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { LOCAL_SHOPIFY_SECRET, LOCAL_SHOPIFY_SHOP } from '../../dev-integrations/local-shopify';
import { badInput, notFound, unauthenticated } from '../../http/errors';
import { enqueueJob, type JobHandler } from '../../jobs/queue';
import { LocalStorefront } from '../../storefront/local';
import { shopifyOrder, stageOf, toIncomingOrder } from '../../storefront/shopify-orders';
import { ingestOrder } from './ingest';

export const SHOPIFY_WEBHOOK_JOB = 'orders.shopifyWebhook';

export function shopifySignature(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export function verifySignature(secret: string | undefined, body: Buffer, header: unknown): boolean {
  if (!secret || typeof header !== 'string' || header.length === 0) return false;
  const expected = Buffer.from(shopifySignature(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The app secret a delivery from `shop` is signed with: the local test shop's own, where that shop exists (the
 * local storefront outside production); Shopify's app secret otherwise.
 */
function secretFor(deps: Deps, shop: string): string | undefined {
  const local =
    deps.env.NODE_ENV !== 'production' &&
    deps.storefront instanceof LocalStorefront &&
    deps.storefront.catalogue !== undefined &&
    shop === LOCAL_SHOPIFY_SHOP;
  return local ? LOCAL_SHOPIFY_SECRET : deps.env.SHOPIFY_API_SECRET;
}

export async function shopifyWebhookRoutes(root: FastifyInstance, deps: Deps): Promise<void> {
  await root.register(async (app) => {
    // The signature is over the exact bytes Shopify sent: keep them.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.withTypeProvider<ZodTypeProvider>().post(
      '/open/webhooks/shopify',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Shopify order webhook (signed with X-Shopify-Hmac-Sha256)',
          operationId: 'receiveShopifyWebhook',
          tags: ['orders'],
          response: { 200: webhookAnswer },
        },
      },
      async (request) => {
        const raw = request.body as Buffer;
        const topic = String(request.headers['x-shopify-topic'] ?? '');
        const shop = String(request.headers['x-shopify-shop-domain'] ?? '').toLowerCase();
        if (!verifySignature(secretFor(deps, shop), raw, request.headers['x-shopify-hmac-sha256'])) {
          throw unauthenticated(ORDER_WEBHOOK_MESSAGES.badSignature);
        }
        const [store] = await deps.db
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.shop, shop))
          .limit(1);
        if (!store) throw notFound('Store not found.');
        let payload: unknown;
        try {
          payload = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badInput('The order is not valid JSON.');
        }
        const parsed = shopifyOrder.safeParse(payload);
        if (!parsed.success) throw badInput('The body is not a Shopify order.');
        const stage = stageOf(topic, parsed.data);
        if (!stage) return { ignored: topic };
        const job = await enqueueJob(deps.db, {
          name: SHOPIFY_WEBHOOK_JOB,
          storeId: store.id,
          payload: { order: parsed.data, stage, webhookId: request.headers['x-shopify-webhook-id'] ?? null },
        });
        deps.worker.nudge();
        return { received: true as const, jobId: job.id };
      },
    );
  });
}

export const shopifyWebhookJob: JobHandler = async ({ job, db }) => {
  const [store] = await db.select().from(stores).where(eq(stores.id, job.storeId!));
  if (!store) return null;
  const order = shopifyOrder.parse(job.payload.order);
  const stage = job.payload.stage as ReturnType<typeof stageOf> & string;
  const result = await ingestOrder(db, store, toIncomingOrder(order, stage, store.currency));
  return { orderId: result.orderId, sold: result.sold.length, flagged: result.flagged.length };
};
