/**
 * POST /api/orders/localTestShopSale (issue 33, development only): a shopper buys an Active item in the local
 * test Shopify shop, and the order comes in the way a real shop's does: Resync All Orders reads the shop's
 * orders through the real Shopify adapter and ingests them, so the item ends Sold. The route exists only where
 * the local test shop does (never in production: storefront/index.ts never makes one there).
 */
import { jobQueued } from '@backroom/domain/contract/orders';
import { localTestShopSold, messages } from '@backroom/domain/messages';
import { localTestShopSaleSchema } from '@backroom/domain/schemas/shopify-import';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inventories, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { LocalStorefront } from '../../storefront/local';
import { RESYNC_ORDERS_JOB } from './resync';

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
          and(
            eq(inventories.storeId, store.id),
            eq(inventories.id, request.body.inventoryId),
            isNull(inventories.deletedAt),
          ),
        );
      if (!item) throw notFound('Item not found.');
      if (item.status !== 'Active') throw conflict(messages.localTestShopItemNotActive);
      const { orderName } = await testShop.sell(store, { ...item, price: Number(item.price) });
      const job = await enqueueJob(db, {
        name: RESYNC_ORDERS_JOB,
        storeId: store.id,
        payload: { requestedBy: request.ctx.principal.userId, localTestShopSale: orderName },
        maxAttempts: 3,
      });
      deps.worker.nudge();
      return { jobId: job.id, message: localTestShopSold(orderName) };
    },
  );
}
