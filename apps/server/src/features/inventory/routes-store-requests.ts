/** Request Items (staff), the consigner Store Request list, the public catalogue and the catalogue e-mail. */

import {
  catalogueEmailSent,
  type PublicCatalogue,
  publicCatalogue,
} from '@backroom/domain/contract/catalogue';
import {
  catalogueParams,
  storeProductsQuery,
  storeRequestedEmailBody,
  storeRequestsQuery,
} from '@backroom/domain/contract/inventory-requests';
import {
  openStoreRequests,
  storeRequestCreated,
  storeRequestProducts,
} from '@backroom/domain/contract/store-requests';
import { messages } from '@backroom/domain/messages';
import { storeRequestSchema } from '@backroom/domain/schemas/inventory';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../http/errors';
import { findStoreByHandle } from '../stores';
import { loadPlaces } from './places';
import { catalogueLink, createStoreRequest, sendCatalogueEmail } from './store-request-write';
import { openRequests, zeroStockCatalogue } from './store-requests';

const products = { access: { kind: 'staff' as const, control: 'Products' as const } };
const either = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };
const tags = ['store requests'];

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
        querystring: storeProductsQuery,
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
      const result = await createStoreRequest(db, {
        store: request.ctx.store,
        principal: request.ctx.principal,
        form: request.body,
      });
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
        querystring: storeRequestsQuery,
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
        body: storeRequestedEmailBody,
        response: { 200: catalogueEmailSent },
        tags,
      },
    },
    async (request) => {
      const result = await sendCatalogueEmail(db, {
        cfg: deps.env,
        store: request.ctx.store,
        locationValue: request.body?.location ?? null,
      });
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
        params: catalogueParams,
        querystring: storeRequestsQuery,
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
