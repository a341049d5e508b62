/** Settings → API keys (issue #17.3): the owner's only, and never reachable with a key itself. */
import { apiKeyCreateSchema } from '@backroom/domain/api-keys';
import { apiKey, apiKeyCreated, apiKeyIdParams, apiKeysAnswer } from '@backroom/domain/contract/api-keys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const owner = { access: { kind: 'staff' as const, adminOnly: true } };

export function apiKeyRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['apiKeys'];

  app.get(
    '/api/apiKeys',
    {
      config: owner,
      schema: {
        summary: "List the store's API keys",
        operationId: 'listApiKeys',
        response: { 200: apiKeysAnswer },
        tags,
      },
    },
    async (request) => ({ keys: await listApiKeys(deps.db, request.ctx.store.id) }),
  );

  app.post(
    '/api/apiKeys',
    {
      config: owner,
      schema: {
        summary: 'Create an API key',
        description: 'The answer holds the whole key once; only its hash is stored.',
        operationId: 'createApiKey',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreated },
        tags,
      },
    },
    async (request, reply) => {
      const principal = request.ctx.principal;
      reply.code(201);
      return createApiKey(deps.db, {
        storeId: request.ctx.store.id,
        owner: { userId: principal.userId, email: principal.email },
        input: request.body,
      });
    },
  );

  app.delete(
    '/api/apiKeys/:id',
    {
      config: owner,
      schema: {
        summary: 'Revoke an API key',
        description: 'The key stops working at once; it stays in the list as revoked.',
        operationId: 'revokeApiKey',
        params: apiKeyIdParams,
        response: { 200: apiKey },
        tags,
      },
    },
    (request) => revokeApiKey(deps.db, request.ctx.store.id, request.params.id),
  );
}
