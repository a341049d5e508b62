import { idParams } from '@backroom/domain/contract/common';
import {
  location,
  locationBody,
  locationDeleted,
  locationsAnswer,
  locationUpdateBody,
  subLocation,
  subLocationsAnswer,
  subLocationsQuery,
} from '@backroom/domain/contract/locations';
import { sublocationSchema, sublocationUpdateSchema } from '@backroom/domain/schemas/sublocation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { rememberSentFields, sentFields } from '../../http/sent-fields';
import * as locations from './service';
import * as subs from './sub-locations';

const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };

export function locationRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['locations'];

  app.get(
    '/api/locations',
    {
      config: { access: { kind: 'staffOrConsigner' } },
      schema: {
        summary: 'List locations',
        operationId: 'listLocations',
        response: { 200: locationsAnswer },
        tags,
      },
    },
    async (request) => {
      const consigner = request.ctx.principal.consigner;
      const viewer = { marketplaceAccess: consigner ? consigner.marketplaceLocation : true };
      return { locations: await locations.listLocations(deps.db, request.ctx.store, viewer) };
    },
  );

  app.post(
    '/api/locations',
    {
      config: settings,
      schema: {
        summary: 'Create a location',
        operationId: 'createLocation',
        body: locationBody,
        response: { 201: location },
        tags,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return locations.createLocation(deps.db, request.ctx.store.id, request.body);
    },
  );

  app.put(
    '/api/locations/:id',
    {
      config: settings,
      preValidation: rememberSentFields,
      schema: {
        summary: 'Change a location',
        operationId: 'updateLocation',
        params: idParams,
        body: locationUpdateBody,
        response: { 200: location },
        tags,
      },
    },
    (request) =>
      locations.updateLocation(deps.db, {
        storeId: request.ctx.store.id,
        id: request.params.id,
        input: sentFields(request, request.body),
      }),
  );

  app.delete(
    '/api/locations/:id',
    {
      config: settings,
      schema: {
        summary: 'Delete a location',
        operationId: 'deleteLocation',
        params: idParams,
        response: { 200: locationDeleted },
        tags,
      },
    },
    (request) => locations.deleteLocation(deps.db, request.ctx.store.id, request.params.id),
  );

  app.get(
    '/api/subLocations',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        summary: 'List sublocations',
        operationId: 'listSublocations',
        querystring: subLocationsQuery,
        response: { 200: subLocationsAnswer },
        tags,
      },
    },
    async (request) => ({
      subLocations: await subs.listSubLocations(deps.db, request.ctx.store.id, request.query),
    }),
  );

  app.post(
    '/api/subLocations',
    {
      config: settings,
      schema: {
        summary: 'Create a sublocation',
        operationId: 'createSublocation',
        body: sublocationSchema,
        response: { 201: subLocation },
        tags,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return subs.createSubLocation(deps.db, request.ctx.store.id, request.body);
    },
  );

  app.put(
    '/api/subLocations/:id',
    {
      config: settings,
      schema: {
        summary: 'Change a sublocation',
        operationId: 'updateSublocation',
        params: idParams,
        body: sublocationUpdateSchema,
        response: { 200: subLocation },
        tags,
      },
    },
    (request) =>
      subs.renameSubLocation(deps.db, {
        storeId: request.ctx.store.id,
        id: request.params.id,
        name: request.body.name,
      }),
  );
}
