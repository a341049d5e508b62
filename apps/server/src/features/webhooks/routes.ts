/**
 * Settings → Webhooks (issue #17 part 2): the owner's (Admin) endpoints, their delivery log, "send test event",
 * "redeliver" and revealing an endpoint's signing secret. Every call is scoped to the request's store.
 */
import { idParams } from '@backroom/domain/contract/common';
import {
  webhookDeliveriesQuery,
  webhookDeliveryPage,
  webhookEmptyBody,
  webhookEndpointCreated,
  webhookEndpointDeleted,
  webhookEndpointList,
  webhookEndpointView,
  webhookQueued,
  webhookSecretAnswer,
  webhookSecretRolled,
} from '@backroom/domain/contract/webhooks';
import { WEBHOOK_MESSAGES } from '@backroom/domain/messages/webhooks';
import {
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
  webhookSecretRollSchema,
} from '@backroom/domain/webhooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { offsetOf } from '../../http/pagination';
import type { SecretBox } from '../../security/secret-box';
import { type AddressPolicy, checkEndpointUrl } from './address';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  revealSecret,
  rollSecret,
  sendTestEvent,
  updateEndpoint,
} from './endpoints';

const tags = ['webhooks'];
const owner = { access: { kind: 'staff' as const, adminOnly: true } };
const answer = <T extends z.ZodType>(data: T) => ({ 200: data });

export function webhookRoutes(
  root: FastifyInstance,
  { deps, box, policy }: { deps: Deps; box: SecretBox; policy: AddressPolicy },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/webhooks/endpoints',
    {
      config: owner,
      schema: {
        summary: "The store's webhook endpoints",
        operationId: 'listWebhookEndpoints',
        tags,
        response: answer(webhookEndpointList),
      },
    },
    async (request) => ({ endpoints: await listEndpoints(db, request.ctx.store.id) }),
  );

  app.post(
    '/api/webhooks/endpoints',
    {
      config: owner,
      schema: {
        summary: 'Add a webhook endpoint; the answer carries its signing secret',
        operationId: 'createWebhookEndpoint',
        tags,
        body: webhookEndpointCreateSchema,
        response: answer(webhookEndpointCreated),
      },
    },
    async (request) => {
      await checkEndpointUrl(request.body.url, policy);
      return createEndpoint(db, { box, storeId: request.ctx.store.id, input: request.body });
    },
  );

  app.patch(
    '/api/webhooks/endpoints/:id',
    {
      config: owner,
      schema: {
        summary: 'Change a webhook endpoint, or turn it off or back on',
        operationId: 'updateWebhookEndpoint',
        tags,
        params: idParams,
        body: webhookEndpointUpdateSchema,
        response: answer(webhookEndpointView),
      },
    },
    async (request) => {
      if (request.body.url !== undefined) await checkEndpointUrl(request.body.url, policy);
      return updateEndpoint(db, {
        storeId: request.ctx.store.id,
        id: request.params.id,
        input: request.body,
      });
    },
  );

  app.delete(
    '/api/webhooks/endpoints/:id',
    {
      config: owner,
      schema: {
        summary: 'Remove a webhook endpoint and its delivery log',
        operationId: 'deleteWebhookEndpoint',
        tags,
        params: idParams,
        response: answer(webhookEndpointDeleted),
      },
    },
    async (request) => {
      await deleteEndpoint(db, request.ctx.store.id, request.params.id);
      return { message: WEBHOOK_MESSAGES.removed };
    },
  );

  app.post(
    '/api/webhooks/endpoints/:id/secret',
    {
      config: owner,
      schema: {
        summary: "Reveal a webhook endpoint's signing secret",
        operationId: 'revealWebhookSecret',
        tags,
        params: idParams,
        body: webhookEmptyBody,
        response: answer(webhookSecretAnswer),
      },
    },
    async (request) => revealSecret(db, { box, storeId: request.ctx.store.id, id: request.params.id }),
  );

  app.post(
    '/api/webhooks/endpoints/:id/secret/roll',
    {
      config: owner,
      schema: {
        summary: "Roll a webhook endpoint's signing secret; the old one can keep signing for up to 7 days",
        description:
          'While the old secret keeps signing, every delivery carries two signatures (two `v1=` in the ' +
          '`Backroom-Signature` header), so a receiver checking either secret accepts it.',
        operationId: 'rollWebhookSecret',
        tags,
        params: idParams,
        body: webhookSecretRollSchema,
        response: answer(webhookSecretRolled),
      },
    },
    async (request) =>
      rollSecret(db, {
        box,
        storeId: request.ctx.store.id,
        id: request.params.id,
        keepHours: request.body.keepOldSecretForHours,
      }),
  );

  app.post(
    '/api/webhooks/endpoints/:id/test',
    {
      config: owner,
      schema: {
        summary: 'Send a webhook.test event to this endpoint',
        operationId: 'sendWebhookTestEvent',
        tags,
        params: idParams,
        body: webhookEmptyBody,
        response: answer(webhookQueued),
      },
    },
    async (request) => {
      const queued = await sendTestEvent(db, request.ctx.store.id, request.params.id);
      deps.worker.nudge();
      return queued;
    },
  );

  app.get(
    '/api/webhooks/endpoints/:id/deliveries',
    {
      config: owner,
      schema: {
        summary: "A webhook endpoint's delivery log, newest first",
        operationId: 'listWebhookDeliveries',
        tags,
        params: idParams,
        querystring: webhookDeliveriesQuery,
        response: answer(webhookDeliveryPage),
      },
    },
    async (request) =>
      listDeliveries(db, {
        storeId: request.ctx.store.id,
        endpointId: request.params.id,
        page: {
          limit: request.query.pageSize,
          offset: offsetOf(request.query),
        },
      }),
  );

  app.post(
    '/api/webhooks/deliveries/:id/redeliver',
    {
      config: owner,
      schema: {
        summary: 'Send a delivered or failed event to its endpoint again',
        operationId: 'redeliverWebhook',
        tags,
        params: idParams,
        body: webhookEmptyBody,
        response: answer(webhookQueued),
      },
    },
    async (request) => {
      const queued = await redeliver(db, request.ctx.store.id, request.params.id);
      deps.worker.nudge();
      return queued;
    },
  );
}

/**
 * Events are written by the change's own transaction, deep in the services; waking the worker after any
 * successful change sends them now instead of at the next poll. Registered before the routes.
 */
export function nudgeWorkerAfterChanges(app: FastifyInstance, worker: Deps['worker']): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) worker.nudge();
  });
}
