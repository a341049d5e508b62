import {
  shopifyConnection,
  shopifyImportStarted,
  shopifyProductsPage,
} from '@backroom/domain/contract/shopify-import';
import { messages } from '@backroom/domain/messages';
import {
  MAX_SHOPIFY_IMPORT,
  shopifyImportSchema,
  shopifySearchSchema,
} from '@backroom/domain/schemas/shopify-import';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StoreRow } from '../../../core/store';
import { storeScoped } from '../../../core/store-scope';
import { products } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError, badInput, conflict } from '../../../http/errors';
import { findTemplate } from '../../product-templates';
import { browseShopifyProducts } from './browse';
import { enqueueImport } from './import-job';

const staff = { access: { kind: 'staff' as const, control: 'Products' as const } };
const tags = ['products'];

/** The shop's catalogue, or 409 in words when this store has no connected Shopify shop. */
function catalogueFor(deps: Deps, store: StoreRow) {
  const catalogue = deps.storefront.catalogue;
  if (!catalogue?.catalogueConnected(store)) throw conflict(messages.shopifyNotConnected);
  return catalogue;
}

/** Shopify product import (issue 15 §2): browse the connected shop, import the ticked products in background. */
export function shopifyImportRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/products/shopifyConnection',
    {
      config: staff,
      schema: {
        summary: 'Whether this store has a Shopify shop to import from (the Shopify screens show only then)',
        operationId: 'getShopifyConnection',
        tags,
        response: { 200: shopifyConnection },
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const catalogue = deps.storefront.catalogue;
      const connected = Boolean(catalogue?.catalogueConnected(store));
      return {
        connected,
        testShop: connected && catalogue?.testShop === true,
        shop: connected ? store.shop : null,
      };
    },
  );

  app.get(
    '/api/products/shopifyProducts',
    {
      config: staff,
      schema: {
        summary: "Search the connected Shopify shop's products to import",
        operationId: 'searchShopifyProducts',
        tags,
        querystring: shopifySearchSchema,
        response: { 200: shopifyProductsPage },
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const catalogue = catalogueFor(deps, store);
      try {
        return await browseShopifyProducts(deps.db, { catalogue, store, query: request.query });
      } catch (err) {
        request.log.warn({ err }, 'Shopify product search failed');
        throw new AppError('UNAVAILABLE', messages.shopifyUnavailable);
      }
    },
  );

  app.post(
    '/api/products/shopifyProducts',
    {
      config: staff,
      schema: {
        summary: 'Import Shopify products into the catalogue (in background)',
        operationId: 'importShopifyProducts',
        tags,
        body: shopifyImportSchema,
        response: { 202: shopifyImportStarted },
      },
    },
    async (request, reply) => {
      const store = request.ctx.store;
      catalogueFor(deps, store);
      const body = request.body;
      const templateId = Number(body.productTemplateId);
      if (!(await findTemplate(deps.db, store.id, templateId)))
        throw badInput(messages.selectProductTemplate);
      const links = Object.fromEntries(body.links.map((l) => [l.shopifyProductId, Number(l.productId)]));
      const linkedIds = [...new Set(Object.values(links))];
      if (linkedIds.length > 0) {
        const found = await deps.db
          .select({ id: products.id })
          .from(products)
          .where(storeScoped(products, store.id, inArray(products.id, linkedIds)));
        if (found.length !== linkedIds.length) throw badInput(messages.selectProduct);
      }
      const shopifyProductIds = [...new Set([...body.shopifyProductIds, ...Object.keys(links)])];
      if (shopifyProductIds.length > MAX_SHOPIFY_IMPORT) {
        throw badInput(`Import at most ${MAX_SHOPIFY_IMPORT} products at once`);
      }
      const jobId = await enqueueImport(deps.db, store.id, {
        shopifyProductIds,
        productTemplateId: templateId,
        links,
        requestedBy: request.ctx.principal.userId,
      });
      deps.worker.nudge();
      reply.code(202);
      return { message: messages.importingShopifyProducts, jobId };
    },
  );
}
