/**
 * POST /api/orders/localTestShopSale (issue 33, development only): a shopper buys an Active item in the local
 * test Shopify shop, and the order comes in the way a real shop's does: the shop's signed `orders/create`
 * webhook goes to POST /open/webhooks/shopify (signature checked, a durable job ingests it), so the item ends
 * Sold; Resync All Orders reads the same order through the real adapter and makes no second one. The route
 * exists only where the local test shop does (never in production: storefront/index.ts never makes one there).
 */
import { jobQueued } from '@backroom/domain/contract/orders';
import { localTestShopSold, messages } from '@backroom/domain/messages';
import { localTestShopSaleSchema } from '@backroom/domain/schemas/shopify-import';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeScoped } from '../../core/store-scope';
import { inventories, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { LocalStorefront } from '../../storefront/local';

const staff = { access: { kind: 'staff' as const, control: 'Orders' as const } };

export function localTestShopSaleRoutes(root: FastifyInstance, deps: Deps): void {
  const storefront = deps.storefront;
  const testShop = storefront instanceof LocalStorefront ? storefront.catalogue : undefined;
  if (!testShop || deps.env.NODE_ENV === 'production') return;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    '/api/orders/localTestShopSale',
    {
      config: staff,
      schema: {
        summary: 'Development only: a shopper buys an Active item in the local test Shopify shop',
        operationId: 'sellInLocalTestShop',
        tags: ['orders'],
        body: localTestShopSaleSchema,
        response: { 200: jobQueued },
      },
    },
    async (request) => {
      const store = request.ctx.store;
      if (!testShop.catalogueConnected(store)) throw conflict(messages.localTestShopOnly);
      const [item] = await db
        .select({
          id: inventories.id,
          code: inventories.code,
          status: inventories.status,
          price: inventories.price,
          shopifyId: inventories.shopifyId,
          title: products.title,
        })
        .from(inventories)
        .innerJoin(
          products,
          and(eq(products.storeId, inventories.storeId), eq(products.id, inventories.productId)),
        )
        .where(
          storeScoped(
            inventories,
            store.id,
            eq(inventories.id, request.body.inventoryId),
            isNull(inventories.deletedAt),
          ),
        );
      if (!item) throw notFound('Item not found.');
      if (item.status !== 'Active') throw conflict(messages.localTestShopItemNotActive);
      const { orderName, webhook } = await testShop.sell(store, { ...item, price: Number(item.price) });
      // Delivered in process (the local shop has no network path to this instance's public address).
      const delivery = await root.inject({
        method: 'POST',
        url: '/open/webhooks/shopify',
        headers: webhook.headers,
        payload: webhook.body,
      });
      const answer = delivery.json() as { data?: { jobId?: number }; error?: string };
      if (delivery.statusCode !== 200 || !answer.data?.jobId)
        throw conflict(`The local test shop's order did not come in: ${answer.error ?? delivery.statusCode}`);
      return { jobId: answer.data.jobId, message: localTestShopSold(orderName) };
    },
  );
}
