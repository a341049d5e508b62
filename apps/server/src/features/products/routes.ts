import { idParams } from '@backroom/domain/contract/common';
import {
  lowestVariantPricesAnswer,
  product,
  productBody,
  productDetail,
  productJobStarted,
  productListQuery,
  productMergeBody,
  productRequestBody,
  productRequests,
  productSubmitted,
  productsPage,
  productUpdateBody,
} from '@backroom/domain/contract/products';
import { messages } from '@backroom/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { rememberSentFields, sentFields } from '../../http/sent-fields';
import { requestMerge, requestResync } from './jobs';
import { lowestVariantPrices } from './queries';
import { searchProducts } from './search';
import * as products from './service';

const staff = { access: { kind: 'staff' as const, control: 'Products' as const } };
/** Consigners search the catalogue, open a product to add inventory and request new products (spec 1 §2.3). */
const staffOrConsigner = { access: { kind: 'staffOrConsigner' as const, control: 'Products' as const } };
const consignerOnly = { access: { kind: 'consigner' as const } };

export function productRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];

  app.get(
    '/api/products',
    {
      config: staffOrConsigner,
      schema: {
        summary: 'Search the catalogue',
        operationId: 'listProducts',
        querystring: productListQuery,
        response: { 200: productsPage },
        tags,
      },
    },
    (request) =>
      searchProducts(deps.db, {
        storeId: request.ctx.store.id,
        currency: request.ctx.store.currency,
        query: {
          ...request.query,
          reviewStatus: 'active',
        },
      }),
  );

  app.get(
    '/api/products/submittedProducts',
    {
      config: staff,
      schema: {
        summary: 'Products sellers asked to add',
        operationId: 'listSubmittedProducts',
        querystring: productListQuery,
        response: { 200: productsPage },
        tags,
      },
    },
    (request) =>
      searchProducts(deps.db, {
        storeId: request.ctx.store.id,
        currency: request.ctx.store.currency,
        query: {
          ...request.query,
          reviewStatus: 'submitted',
        },
      }),
  );

  app.post(
    '/api/products/submittedProducts',
    {
      config: staffOrConsigner,
      schema: {
        summary: 'Ask the store to add a product',
        operationId: 'submitProduct',
        body: productRequestBody,
        response: { 201: productSubmitted },
        tags,
      },
    },
    async (request, reply) => {
      const product = await products.submitProduct(deps.db, {
        storeId: request.ctx.store.id,
        form: request.body,
        requestedByConsignerId: request.ctx.principal.consigner?.id ?? null,
      });
      reply.code(201);
      return { product, message: messages.productSubmitted };
    },
  );

  app.get(
    '/api/products/myRequests',
    {
      config: consignerOnly,
      schema: {
        summary: "The seller's pending product requests",
        operationId: 'listMyProductRequests',
        response: { 200: productRequests },
        tags,
      },
    },
    (request) =>
      products.pendingRequestsOf(deps.db, request.ctx.store.id, request.ctx.principal.consigner!.id),
  );

  app.get(
    '/api/products/:id',
    {
      config: staffOrConsigner,
      schema: {
        summary: 'Get one product',
        operationId: 'getProduct',
        params: idParams,
        response: { 200: productDetail },
        tags,
      },
    },
    (request) =>
      products.productDetail(deps.db, {
        store: request.ctx.store,
        id: request.params.id,
        viewer: request.ctx.principal,
      }),
  );

  app.post(
    '/api/products',
    {
      config: staff,
      schema: {
        summary: 'Create a product',
        operationId: 'createProduct',
        body: productBody,
        response: { 201: product },
        tags,
      },
    },
    async (request, reply) => {
      const created = await products.createProduct(deps.db, request.ctx.store.id, {
        ...request.body,
        reviewStatus: 'active',
      });
      reply.code(201);
      return created;
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: staff,
      preValidation: rememberSentFields,
      schema: {
        summary: 'Change a product',
        operationId: 'updateProduct',
        params: idParams,
        body: productUpdateBody,
        response: { 200: product },
        tags,
      },
    },
    (request) =>
      products.updateProduct(deps.db, {
        storeId: request.ctx.store.id,
        id: request.params.id,
        fields: sentFields(request, request.body),
      }),
  );

  app.post(
    '/api/products/merge',
    {
      config: staff,
      schema: {
        summary: 'Merge duplicate products',
        operationId: 'mergeProducts',
        body: productMergeBody,
        response: { 200: productJobStarted },
        tags,
      },
    },
    async (request) => {
      const jobId = await requestMerge(deps.db, request.ctx.store.id, {
        ...request.body,
        requestedBy: request.ctx.principal.userId,
      });
      deps.worker.nudge();
      return { message: messages.mergingProduct, jobId };
    },
  );

  app.get(
    '/api/products/resync/:id',
    {
      config: staff,
      schema: {
        summary: 'Send a product to the storefront again',
        operationId: 'resyncProduct',
        params: idParams,
        response: { 200: productJobStarted },
        tags,
      },
    },
    async (request) => {
      const jobId = await requestResync(deps.db, {
        storeId: request.ctx.store.id,
        productId: request.params.id,
        requestedBy: request.ctx.principal.userId,
      });
      deps.worker.nudge();
      return { message: messages.resyncingProduct, jobId };
    },
  );

  app.get(
    '/api/products/lowestVariantPrices/:id',
    {
      config: staffOrConsigner,
      schema: {
        summary: "Lowest price of each of a product's variants",
        operationId: 'getLowestVariantPrices',
        params: idParams,
        response: { 200: lowestVariantPricesAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      await products.requireProduct(deps.db, store.id, request.params.id);
      return {
        lowestVariantPrices: await lowestVariantPrices(deps.db, {
          storeId: store.id,
          productId: request.params.id,
          currency: store.currency,
        }),
      };
    },
  );
}
