/** Inventory reads: lists, one item, filter options, lowest prices, the CSV export and the item's logs. */

import {
  filterOptions,
  inventoryDetail,
  inventoryItem,
  inventoryList,
  inventoryLogs,
  inventoryPage,
  lowestPrices,
  variantLowestPrices,
} from '@backroom/domain/contract/inventory';
import {
  codeParams,
  filterQuery,
  idParams,
  lowestPricesBody,
  lowestVariantPriceBody,
  paginatedQuery,
} from '@backroom/domain/contract/inventory-requests';
import { INVENTORY_MESSAGES } from '@backroom/domain/messages/inventory';
import { fromMinor } from '@backroom/domain/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findItem } from '../../core/item-sql';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { notFound } from '../../http/errors';
import { findTemplate } from '../product-templates';
import { INVENTORY_EXPORT_FILE, inventoryCsv } from './export';
import type { Scope } from './filters';
import { itemLogs } from './logs';
import {
  filterOptionsAnswer,
  itemByCode,
  itemById,
  listItems,
  lowestPriceForVariant,
  lowestPricesBySku,
  paginatedItems,
} from './queries';
import { toView } from './view';

const either = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };
const staff = { access: { kind: 'staff' as const, control: 'Inventory' as const } };
const tags = ['inventory'];

export function scopeOf(request: FastifyRequest): Scope {
  return {
    storeId: request.ctx.store.id,
    timeZone: request.ctx.store.timeZone,
    consignerId: request.ctx.principal.consigner?.id ?? null,
  };
}

export function viewOptions(request: FastifyRequest) {
  return { currency: request.ctx.store.currency, staff: !request.ctx.principal.consigner };
}

export function inventoryReadRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/inventories',
    {
      config: either,
      schema: {
        summary: 'List items matching filters',
        operationId: 'listInventory',
        response: { 200: inventoryList },
        querystring: filterQuery,
        tags,
      },
    },
    async (request) => {
      const rows = await listItems(db, request.query, scopeOf(request));
      return { inventories: rows.map((r) => toView(r, viewOptions(request))) };
    },
  );

  app.get(
    '/api/inventories/paginatedInventories',
    {
      config: either,
      schema: {
        summary: 'List items, a page at a time',
        operationId: 'listInventoryPage',
        response: { 200: inventoryPage },
        querystring: paginatedQuery,
        tags,
      },
    },
    async (request) => {
      const { rows, ...counts } = await paginatedItems(db, {
        filters: request.query,
        scope: scopeOf(request),
        page: request.query,
      });
      return { rows: rows.map((r) => toView(r, viewOptions(request))), ...counts };
    },
  );

  app.get(
    '/api/inventories/filterOptions',
    {
      config: either,
      schema: {
        summary: 'The choices of the inventory filters',
        operationId: 'getInventoryFilterOptions',
        response: { 200: filterOptions },
        tags,
      },
    },
    async (request, reply) => {
      const answer = await filterOptionsAnswer(
        db,
        request.ctx.store.id,
        request.ctx.principal.consigner?.id ?? null,
      );
      // Already the finished envelope (and its gzip): sent without another parse, stringify or compression, so
      // the reply is widened to take bytes; inventory-read.test.ts checks the text against filterOptions.
      const prepared = reply as FastifyReply;
      prepared.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return prepared.header('content-encoding', 'gzip').send(answer.gzip);
      }
      return prepared.send(answer.json);
    },
  );

  app.get(
    '/api/inventories/exportInventory',
    {
      config: staff,
      schema: {
        summary: 'Download items as CSV',
        operationId: 'exportInventory',
        response: { 200: fileAnswer('text/csv', 'The matching items as CSV.') },
        querystring: filterQuery,
        tags,
      },
    },
    // The CSV is streamed: the reply is widened to take a stream.
    (request, reply) => {
      (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${INVENTORY_EXPORT_FILE}"`)
        .header('cache-control', 'no-store')
        .send(
          inventoryCsv(db, {
            filters: request.query,
            scope: scopeOf(request),
            currency: request.ctx.store.currency,
          }),
        );
    },
  );

  app.get(
    '/api/inventories/code/:code',
    {
      config: either,
      schema: {
        summary: 'Find an item by its label code',
        operationId: 'getInventoryByCode',
        response: { 200: inventoryItem },
        params: codeParams,
        tags,
      },
    },
    async (request) => {
      const { storeId, consignerId } = scopeOf(request);
      const row = await itemByCode(db, { storeId, code: request.params.code, consignerId });
      if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
      return toView(row, viewOptions(request));
    },
  );

  app.get(
    '/api/inventories/:id',
    {
      config: either,
      schema: {
        summary: 'Get one item',
        operationId: 'getInventory',
        params: idParams,
        response: { 200: inventoryDetail },
        tags,
      },
    },
    async (request) => {
      const { storeId, consignerId } = scopeOf(request);
      const row = await itemById(db, { storeId, id: request.params.id, consignerId });
      if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
      const [template, lowest] = await Promise.all([
        row.productTemplateId ? findTemplate(db, storeId, row.productTemplateId) : null,
        lowestPriceForVariant(db, storeId, row),
      ]);
      return {
        ...toView(row, viewOptions(request)),
        productTemplate: template && {
          id: template.id,
          category: template.category,
          option1: template.option1,
          option2: template.option2,
          option3: template.option3,
          option1Values: template.option1Values,
          option2Values: template.option2Values,
          option3Values: template.option3Values,
        },
        lowestPrice: lowest === null ? null : fromMinor(lowest, request.ctx.store.currency),
      };
    },
  );

  app.post(
    '/api/inventories/lowestPriceInventories',
    {
      config: either,
      schema: {
        summary: 'Lowest prices of products by SKU',
        operationId: 'getLowestPrices',
        response: { 200: lowestPrices },
        body: lowestPricesBody,
        tags,
      },
    },
    async (request) => ({
      lowestPriceProducts: await lowestPricesBySku(db, {
        storeId: request.ctx.store.id,
        skus: [...new Set(request.body.productSkus)],
        currency: request.ctx.store.currency,
      }),
    }),
  );

  app.post(
    '/api/inventories/getLowestPriceForVariant',
    {
      config: either,
      schema: {
        summary: "Lowest price of a product's variant",
        operationId: 'getLowestPriceForVariant',
        response: { 200: variantLowestPrices },
        body: lowestVariantPriceBody,
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const variants = 'variants' in request.body ? request.body.variants : [request.body];
      const results = await Promise.all(
        variants.map(async (v) => {
          const lowest = await lowestPriceForVariant(db, store.id, v);
          return {
            productId: v.productId,
            option1Value: v.option1Value ?? null,
            option2Value: v.option2Value ?? null,
            option3Value: v.option3Value ?? null,
            lowestPrice: lowest === null ? null : fromMinor(lowest, store.currency),
          };
        }),
      );
      return { results };
    },
  );

  app.get(
    '/api/inventoryLogs/:id',
    {
      config: staff,
      schema: {
        summary: "An item's history",
        operationId: 'getInventoryLog',
        params: idParams,
        response: { 200: inventoryLogs },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      // Removed items (cancelled drop-offs, deleted requests) keep their timeline.
      const row = await findItem(db, store.id, request.params.id);
      if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
      return itemLogs(db, store, row.id);
    },
  );
}
