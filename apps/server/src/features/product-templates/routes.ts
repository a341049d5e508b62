import { idParams } from '@backroom/domain/contract/common';
import {
  productTemplate,
  productTemplateDeleted,
  productTemplatesAnswer,
} from '@backroom/domain/contract/product-templates';
import { productTemplateSchema } from '@backroom/domain/schemas/product-template';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import * as templates from './service';

const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };
/** Consigners read templates too: the request-product form and the add-inventory steps use them. */
const readers = { access: { kind: 'staffOrConsigner' as const } };

export function productTemplateRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['productTemplates'];

  app.get(
    '/api/productTemplates',
    {
      config: readers,
      schema: {
        summary: 'List product templates',
        operationId: 'listProductTemplates',
        response: { 200: productTemplatesAnswer },
        tags,
      },
    },
    async (request) => ({
      productTemplates: await templates.listTemplates(deps.db, request.ctx.store.id),
    }),
  );

  app.get(
    '/api/productTemplates/:id',
    {
      config: readers,
      schema: {
        summary: 'Get one product template',
        operationId: 'getProductTemplate',
        params: idParams,
        response: { 200: productTemplate },
        tags,
      },
    },
    (request) => templates.getTemplate(deps.db, request.ctx.store.id, request.params.id),
  );

  app.post(
    '/api/productTemplates',
    {
      config: settings,
      schema: {
        summary: 'Create a product template',
        operationId: 'createProductTemplate',
        body: productTemplateSchema,
        response: { 201: productTemplate },
        tags,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return templates.createTemplate(deps.db, request.ctx.store.id, request.body);
    },
  );

  app.put(
    '/api/productTemplates/:id',
    {
      config: settings,
      schema: {
        summary: 'Change a product template',
        operationId: 'updateProductTemplate',
        params: idParams,
        body: productTemplateSchema,
        response: { 200: productTemplate },
        tags,
      },
    },
    (request) =>
      templates.updateTemplate(deps.db, {
        storeId: request.ctx.store.id,
        id: request.params.id,
        form: request.body,
      }),
  );

  app.delete(
    '/api/productTemplates/:id',
    {
      config: settings,
      schema: {
        summary: 'Delete a product template',
        operationId: 'deleteProductTemplate',
        params: idParams,
        response: { 200: productTemplateDeleted },
        tags,
      },
    },
    (request) => templates.deleteTemplate(deps.db, request.ctx.store.id, request.params.id),
  );
}
