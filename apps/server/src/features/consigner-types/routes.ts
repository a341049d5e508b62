import { idParams } from '@backroom/domain/contract/common';
import {
  accountTypeAnswer,
  accountTypeParams,
  consignerType,
  consignerTypesAnswer,
} from '@backroom/domain/contract/consigner-types';
import { TYPE_MESSAGES } from '@backroom/domain/messages/consigner-types';
import { consignerTypeSchema, consignerTypeUpdateSchema } from '@backroom/domain/schemas/consigner-type';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { rememberSentFields, sentFields } from '../../http/sent-fields';
import * as types from './service';

const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };
/** Staff read the types on the consigner screens (account type) as well as on the fees screen. */
const staffReaders = { access: { kind: 'staff' as const } };

export function consignerTypeRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignerTypes'];

  app.get(
    '/api/consignerTypes',
    {
      config: staffReaders,
      schema: {
        summary: "List the store's consigner types (fee plans)",
        operationId: 'listConsignerTypes',
        response: { 200: consignerTypesAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const rows = await types.listTypeRows(deps.db, store.id);
      return { consignerTypes: rows.map((r) => types.toConsignerType(r, store.currency)) };
    },
  );

  app.get(
    '/api/consignerTypes/:id',
    {
      config: staffReaders,
      schema: {
        summary: 'Get one consigner type',
        operationId: 'getConsignerType',
        params: idParams,
        response: { 200: consignerType },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      return types.toConsignerType(
        await types.getTypeRow(deps.db, store.id, request.params.id),
        store.currency,
      );
    },
  );

  /** The consigner app shows the fees of the signed-in consigner's own type; staff may read any type. */
  app.get(
    '/api/consignerTypes/byAccountType/:accountType',
    {
      config: { access: { kind: 'staffOrConsigner' } },
      schema: {
        summary: 'Get the consigner type of an account type',
        operationId: 'getConsignerTypeByAccountType',
        params: accountTypeParams,
        response: { 200: accountTypeAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const wanted = request.params.accountType;
      const consigner = request.ctx.principal.consigner;
      if (consigner) {
        const own = consigner.consignerTypeId
          ? await types.findTypeRow(deps.db, store.id, consigner.consignerTypeId)
          : null;
        if (own?.accountType !== wanted) throw notFound(TYPE_MESSAGES.notFound);
      }
      const rows = await types.rowsOfAccountType(deps.db, store.id, wanted);
      const consignerType = types.representativeRow(rows)!;
      return {
        consignerType: types.toConsignerType(consignerType, store.currency),
        consignerTypes: rows.map((r) => types.toConsignerType(r, store.currency)),
      };
    },
  );

  app.post(
    '/api/consignerTypes',
    {
      config: settings,
      schema: {
        summary: 'Create a consigner type',
        operationId: 'createConsignerType',
        body: consignerTypeSchema,
        response: { 201: consignerType },
        tags,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return types.createType(deps.db, request.ctx.store, request.body);
    },
  );

  app.put(
    '/api/consignerTypes/:id',
    {
      config: settings,
      preValidation: rememberSentFields,
      schema: {
        summary: 'Change a consigner type',
        operationId: 'updateConsignerType',
        params: idParams,
        body: consignerTypeUpdateSchema,
        response: { 200: consignerType },
        tags,
      },
    },
    (request) =>
      types.updateType(deps.db, {
        store: request.ctx.store,
        id: request.params.id,
        fields: sentFields(request, request.body),
      }),
  );
}
