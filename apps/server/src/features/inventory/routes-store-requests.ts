/** Request Items (staff), the consigner Store Request list, the public catalogue and the catalogue e-mail. */

import { DEFAULT_PAGE_SIZE } from '@backroom/domain/constants';
import {
  catalogueEmailSent,
  type PublicCatalogue,
  publicCatalogue,
} from '@backroom/domain/contract/catalogue';
import {
  openStoreRequests,
  storeRequestCreated,
  storeRequestProducts,
} from '@backroom/domain/contract/store-requests';
import { messages } from '@backroom/domain/messages';
import { cleanString, LIMITS, queryText } from '@backroom/domain/schemas/common';
import { storeRequestSchema } from '@backroom/domain/schemas/inventory';
import { SALE_TYPES } from '@backroom/domain/statuses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../http/errors';
import { searchQuery } from '../../http/pagination';
import { findStoreByHandle } from '../stores';
import { loadPlaces } from './places';
import { catalogueLink, createStoreRequest, sendCatalogueEmail } from './store-request-write';
import { openRequests, zeroStockCatalogue } from './store-requests';

const products = { access: { kind: 'staff' as const, control: 'Products' as const } };
const either = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };
const tags = ['store requests'];

const text = queryText(200);
const requestsQuery = z.object({
  location: text,
  search: searchQuery,
  saleType: z.enum(SALE_TYPES).optional(),
});

export function storeRequestRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/inventories/getStoreProducts',
    {
      config: products,
      schema: {
        summary: 'Products the store asks sellers for',
        operationId: 'listStoreRequestProducts',
        response: { 200: storeRequestProducts },
        querystring: z.object({
          location: z.union([queryText(LIMITS.name), z.number()]).optional(),
          search: searchQuery,
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
        }),
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const places = await loadPlaces(db, store.id);
      const location = places.locationName(request.query.location);
      if (!location) throw badInput(`${messages.selectLocation}`);
      const result = await zeroStockCatalogue(db, store, {
        ...request.query,
        locationId: places.locationId(location)!,
      });
      return { ...result, location, link: catalogueLink(deps.env, store, location) };
    },
  );

  app.post(
    '/api/inventories/storeRequest',
    {
      config: products,
      schema: {
        summary: 'Ask sellers for items of a product',
        operationId: 'createStoreRequest',
        response: { 201: storeRequestCreated },
        body: storeRequestSchema,
        tags,
      },
    },
    async (request, reply) => {
      const result = await createStoreRequest(db, request.ctx.store, request.ctx.principal, request.body);
      reply.code(201);
      return result;
    },
  );

  app.get(
    '/api/inventories/consignerRequestedItems',
    {
      config: either,
      schema: {
        summary: 'Open store requests',
        operationId: 'listRequestedItems',
        response: { 200: openStoreRequests },
        querystring: requestsQuery,
        tags,
      },
    },
    (request) => openRequests(db, request.ctx.store, request.query),
  );

  app.post(
    '/api/consigners/sendStoreRequestedItemsEmail',
    {
      config: products,
      schema: {
        summary: "Mail consigners the store's requests",
        operationId: 'mailStoreRequests',
        body: z.strictObject({ location: z.union([z.string(), z.number()]).nullish() }).optional(),
        response: { 200: catalogueEmailSent },
        tags,
      },
    },
    async (request) => {
      const result = await sendCatalogueEmail(
        db,
        deps.env,
        request.ctx.store,
        request.body?.location ?? null,
      );
      deps.worker.nudge();
      return result;
    },
  );

  /** The share link's data: no sign-in, the store named in the path. */
  app.get(
    '/open/catalogue/:handle',
    {
      config: { access: 'public' },
      schema: {
        summary: "A store's public catalogue of requested products",
        operationId: 'getCatalogue',
        params: z.object({ handle: cleanString({ max: LIMITS.name }).toLowerCase() }),
        querystring: requestsQuery,
        response: { 200: publicCatalogue },
        tags,
      },
    },
    async (request) => {
      const store = await findStoreByHandle(db, request.params.handle);
      if (!store) throw notFound(messages.handleNotFound);
      // openRequests builds its sizes from raw SQL rows; the contract checks their shape in tests.
      const requests = (await openRequests(db, store, request.query)) as Omit<PublicCatalogue, 'store'>;
      return {
        store: { name: store.name, handle: store.handle, logo: store.logo, currency: store.currency },
        ...requests,
      };
    },
  );
}
