/** The local storefront's public calls (no sign-in): the shop's products, one product's sizes, checkout. */
import {
  checkoutAnswer,
  checkoutBody,
  shopProductAnswer,
  shopProductParams,
  shopProductsAnswer,
  shopProductsQuery,
} from '@backroom/domain/contract/shop';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { requireStore } from '../../http/access';
import { forbidden, notFound } from '../../http/errors';
import { checkout } from './checkout';
import { shopPaymentFor } from './payment';
import { listShopProducts, shopProduct } from './queries';

const tags = ['shop'];
const open = { access: 'public' as const };

export function shopRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const access = { db, signer: deps.signer, hostSuffix: deps.env.HOST_SUFFIX };

  app.get(
    '/open/shop/products',
    {
      config: open,
      schema: {
        summary: 'Products on sale in the shop',
        operationId: 'listShopProducts',
        querystring: shopProductsQuery,
        response: { 200: shopProductsAnswer },
        tags,
      },
    },
    async (request) => {
      const store = await requireStore(access, request);
      return {
        store: {
          name: store.name,
          handle: store.handle,
          logo: store.logo,
          currency: store.currency,
          takesOrders: !('closed' in shopPaymentFor(deps.env, store)),
        },
        ...(await listShopProducts(db, store, request.query)),
      };
    },
  );

  app.get(
    '/open/shop/products/:id',
    {
      config: open,
      schema: {
        summary: "A product's sizes on sale",
        operationId: 'getShopProduct',
        params: shopProductParams,
        response: { 200: shopProductAnswer },
        tags,
      },
    },
    async (request) => {
      const store = await requireStore(access, request);
      const found = await shopProduct(db, store, request.params.id);
      if (!found) throw notFound('Product not found.');
      return { store: { name: store.name, handle: store.handle, currency: store.currency }, ...found };
    },
  );

  app.post(
    '/open/shop/checkout',
    {
      config: open,
      schema: {
        summary: 'Buy items in the shop',
        operationId: 'checkout',
        body: checkoutBody,
        response: { 201: checkoutAnswer },
        tags,
      },
    },
    async (request, reply) => {
      const store = await requireStore(access, request);
      const gate = shopPaymentFor(deps.env, store);
      if ('closed' in gate) throw forbidden(gate.closed);
      const answer = await checkout(db, { store, body: request.body, payment: gate.payment });
      deps.worker.nudge();
      reply.code(201);
      return answer;
    },
  );
}
