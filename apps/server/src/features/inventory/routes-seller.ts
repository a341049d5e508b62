/** Calls of the seller portal, and the item's price history that the seller and staff item screens both show. */

import {
  priceHistoryAnswer,
  sellerSummary as sellerSummaryAnswer,
  shipInstructions,
} from '@backroom/domain/contract/inventory';
import { consignerSummaryQuery, idParams } from '@backroom/domain/contract/inventory-requests';
import { INVENTORY_MESSAGES } from '@backroom/domain/messages/inventory';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../http/errors';
import { DEFAULT_SETTINGS } from '../stores';
import { itemPriceHistory } from './price-history';
import { sellerSummary } from './seller-summary';

const either = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };

export function sellerInventoryRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  /** GET /api/inventories/consignerSummary: the summary cards of the seller inventory page. */
  app.get(
    '/api/inventories/consignerSummary',
    {
      config: either,
      schema: {
        summary: "A consigner's item counts and money by status",
        operationId: 'getConsignerSummary',
        response: { 200: sellerSummaryAnswer },
        querystring: consignerSummaryQuery,
        tags: ['inventory'],
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const own = request.ctx.principal.consigner?.id;
      const consignerId = own ?? request.query.consigner;
      if (!consignerId) throw badInput('Please select a consigner');
      return sellerSummary(deps.db, {
        storeId: store.id,
        consignerId,
        timeZone: store.timeZone,
        currency: store.currency,
        dateRangeStart: request.query.dateRangeStart,
        dateRangeEnd: request.query.dateRangeEnd,
      });
    },
  );

  /** GET /api/inventories/shipInstructions: the store's shipping steps, for the SHIP step of the add wizards. */
  app.get(
    '/api/inventories/shipInstructions',
    {
      config: either,
      schema: {
        summary: "The store's shipping instructions for sellers",
        operationId: 'getShipInstructions',
        response: { 200: shipInstructions },
        tags: ['inventory'],
      },
    },
    (request) => {
      const saved = (request.ctx.store.settings as { shipInstructions?: unknown }).shipInstructions;
      const lines = Array.isArray(saved)
        ? saved.filter((l): l is string => typeof l === 'string' && l.trim() !== '')
        : [];
      return { shipInstructions: lines.length > 0 ? lines : [...DEFAULT_SETTINGS.shipInstructions] };
    },
  );

  /** GET /api/inventories/{id}/priceHistory: price changes and markdowns, payout before and after, who bore it. */
  app.get(
    '/api/inventories/:id/priceHistory',
    {
      config: either,
      schema: {
        summary: "An item's price changes and markdowns with the payout before and after",
        operationId: 'getInventoryPriceHistory',
        params: idParams,
        response: { 200: priceHistoryAnswer },
        tags: ['inventory'],
      },
    },
    async (request) => {
      const history = await itemPriceHistory(deps.db, {
        store: request.ctx.store,
        inventoryId: request.params.id,
        consignerId: request.ctx.principal.consigner?.id ?? null,
      });
      if (!history) throw notFound(INVENTORY_MESSAGES.notFound);
      return history;
    },
  );
}
