import { storeBranding, storeCreated } from '@backroom/domain/contract/stores';
import { createStoreBody, PLATFORM_HANDLE_UNKNOWN, storeDomainParams } from '@backroom/domain/schemas/store';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { createStore, findStoreByDomain, toBranding } from './service';

export function storeRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/open/stores',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create a store and its owner',
        operationId: 'createStore',
        body: createStoreBody,
        response: { 201: storeCreated },
        tags: ['stores'],
      },
    },
    async (request, reply) => {
      const store = await createStore(deps.db, deps.env, request.body);
      deps.worker.nudge();
      reply.code(201);
      return { store: toBranding(deps.env, store) };
    },
  );

  app.get(
    '/open/stores/:domain',
    {
      config: { access: 'public' },
      schema: {
        summary: "A store's public branding",
        operationId: 'getStoreBranding',
        params: storeDomainParams,
        response: { 200: storeBranding },
        tags: ['stores'],
      },
    },
    async (request) => {
      const store = await findStoreByDomain(deps.db, request.params.domain);
      if (!store) throw notFound(PLATFORM_HANDLE_UNKNOWN);
      return toBranding(deps.env, store);
    },
  );
}
