import { idParams } from '@backroom/domain/contract/common';
import { consignerFormBody, consignerUpdateBody } from '@backroom/domain/contract/consigner-requests';
import {
  consignerAdded,
  consignerChanged,
  consignerDeleted,
  consignerDetail,
  consignerListQuery,
  consignersPage,
} from '@backroom/domain/contract/consigners';
import { messages } from '@backroom/domain/messages';
import { CONSIGNER_MESSAGES } from '@backroom/domain/messages/consigners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { rememberSentFields, sentFields } from '../../http/sent-fields';
import { parseOrThrow } from '../../http/validation';
import { addConsignerSchemaFor } from './payout-details';
import { consignerView, searchConsigners } from './queries';
import { accountRoutes } from './routes-account';
import * as consigners from './service';
import { updateConsigner } from './update';

const staff = { access: { kind: 'staff' as const, control: 'Consigners' as const } };
/** Consigners read and change their own record (settings); staff with Consigners any of the store's. */
const staffOrSelf = { access: { kind: 'staffOrConsigner' as const, control: 'Consigners' as const } };

export function consignerRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['consigners'];

  app.get(
    '/api/consigners',
    {
      config: staff,
      schema: {
        summary: 'List consigners, a page at a time',
        operationId: 'listConsigners',
        querystring: consignerListQuery,
        response: { 200: consignersPage },
        tags,
      },
    },
    (request) => searchConsigners(deps.db, request.ctx.store, request.query),
  );

  app.get(
    '/api/consigners/:id',
    {
      config: staffOrSelf,
      schema: {
        summary: 'Get one consigner',
        operationId: 'getConsigner',
        params: idParams,
        response: { 200: consignerDetail },
        tags,
      },
    },
    async (request) => {
      const self = request.ctx.principal.consigner;
      if (self && self.id !== request.params.id) throw notFound(CONSIGNER_MESSAGES.notFound);
      const view = await consignerView(deps.db, {
        store: request.ctx.store,
        id: request.params.id,
        staff: !self,
      });
      if (!view) throw notFound(CONSIGNER_MESSAGES.notFound);
      return view;
    },
  );

  /**
   * Staff add a consigner without mailing an invite (createFromAdmin mails one). Sellers create their own
   * profile with their login at POST /open/auth/signup. fbUserId and storeId of the spec's payload are ignored.
   */
  app.post(
    '/api/consigners',
    {
      config: staff,
      schema: {
        summary: 'Add a consigner',
        operationId: 'createConsigner',
        body: consignerFormBody,
        response: { 201: consignerDetail },
        tags,
      },
    },
    async (request, reply) => {
      const store = request.ctx.store;
      const { fbUserId: _fb, storeId: _store, ...fields } = request.body as Record<string, unknown>;
      const form = parseOrThrow(addConsignerSchemaFor(store), fields);
      reply.code(201);
      return consigners.createConsigner(deps.db, store, { form });
    },
  );

  app.post(
    '/api/consigners/createFromAdmin',
    {
      config: staff,
      schema: {
        summary: 'Add a consigner from the staff app',
        operationId: 'createConsignerFromAdmin',
        body: consignerFormBody,
        response: { 201: consignerAdded },
        tags,
      },
    },
    async (request, reply) => {
      const store = request.ctx.store;
      const form = parseOrThrow(addConsignerSchemaFor(store), request.body);
      const consigner = await consigners.createConsigner(deps.db, store, { form, invite: deps.env });
      deps.worker.nudge();
      reply.code(201);
      return { consigner, message: messages.consignerAdded };
    },
  );

  app.put(
    '/api/consigners/:id',
    {
      config: staffOrSelf,
      preValidation: rememberSentFields,
      schema: {
        summary: "Change a consigner's profile",
        operationId: 'updateConsigner',
        params: idParams,
        body: consignerUpdateBody,
        response: { 200: consignerChanged },
        tags,
      },
    },
    async (request) => {
      const result = await updateConsigner(deps.db, {
        store: request.ctx.store,
        principal: request.ctx.principal,
        id: request.params.id,
        input: sentFields(request, request.body),
      });
      if (result.jobId) deps.worker.nudge();
      return result;
    },
  );

  app.post(
    '/api/consigners/deleteConsigner/:id',
    {
      config: staff,
      schema: {
        summary: 'Delete a consigner',
        operationId: 'deleteConsigner',
        params: idParams,
        response: { 200: consignerDeleted },
        tags,
      },
    },
    (request) => consigners.deleteConsigner(deps.db, request.ctx.store.id, request.params.id),
  );

  accountRoutes(app, deps);
}
