import { idParams } from '@backroom/domain/contract/common';
import {
  consignerTermsAssigned,
  consignerTypeTermsAssigned,
  expiringActionsAnswer,
  expiringAnswer,
  itemTermView,
  markdownsAnswer,
  stockApplied,
  stockPreviewAnswer,
  termsDeleted,
  termsList,
  termsUpdated,
  termsView,
} from '@backroom/domain/contract/consignment-terms';
import {
  consignmentTermsSchema,
  expiringActionSchema,
  termsApplySchema,
  termsAssignmentSchema,
} from '@backroom/domain/schemas/consignment-terms';
import { CONVERT_CONTROLS, CONVERT_REFUSED } from '@backroom/domain/terms-bulk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { whoOf } from '../../core/domain-map';
import type { Deps } from '../../deps';
import { staffHas } from '../../http/access';
import { forbidden } from '../../http/errors';
import { expiringItems } from './expiring';
import { actOnExpiring } from './expiring-bulk';
import { itemTerm, renewItem } from './item-term';
import { markdownsThisMonth } from './markdowns';
import * as service from './service';
import { applyToStock, previewStock } from './stock';

const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };
const consignersControl = { access: { kind: 'staff' as const, control: 'Consigners' as const } };
const tags = ['consignmentTerms'];

/** Answer schemas describe `data`; the envelope hook wraps it as `{ data, error }` (http/contract.ts). */
const answer = <T extends z.ZodType>(data: T) => ({ 200: data });

const itemAccess = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };

export function consignmentTermsRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/consignmentTerms',
    {
      config: { access: { kind: 'staff' as const } },
      schema: {
        summary: "The store's consignment terms",
        operationId: 'listConsignmentTerms',
        tags,
        response: answer(termsList),
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const rows = await service.listTerms(deps.db, store.id);
      return { consignmentTerms: rows.map((r) => service.toTermsView(r, store.currency)) };
    },
  );

  app.get(
    '/api/consignmentTerms/:id',
    {
      config: { access: { kind: 'staff' as const } },
      schema: {
        summary: 'One set of consignment terms',
        operationId: 'getConsignmentTerms',
        tags,
        params: idParams,
        response: answer(termsView),
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const row = await service.getTerms(deps.db, store.id, request.params.id);
      return service.toTermsView(row, store.currency);
    },
  );

  app.post(
    '/api/consignmentTerms',
    {
      config: settings,
      schema: {
        summary: 'Create consignment terms',
        operationId: 'createConsignmentTerms',
        tags,
        body: consignmentTermsSchema,
        response: { 201: termsView },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return await service.createTerms(deps.db, request.ctx.store, request.body);
    },
  );

  app.put(
    '/api/consignmentTerms/:id',
    {
      config: settings,
      schema: {
        summary: 'Change consignment terms (new version); optionally for live items too',
        operationId: 'updateConsignmentTerms',
        tags,
        params: idParams,
        querystring: termsApplySchema,
        body: consignmentTermsSchema,
        response: answer(termsUpdated),
      },
    },
    async (request) =>
      await service.updateTerms(deps.db, {
        store: request.ctx.store,
        id: request.params.id,
        input: request.body,
        applyTo: request.query.applyTo,
      }),
  );

  app.delete(
    '/api/consignmentTerms/:id',
    {
      config: settings,
      schema: {
        summary: 'Delete consignment terms (items keep their copy)',
        operationId: 'deleteConsignmentTerms',
        tags,
        params: idParams,
        response: answer(termsDeleted),
      },
    },
    async (request) => {
      await service.deleteTerms(deps.db, request.ctx.store.id, request.params.id);
      return { deleted: true as const };
    },
  );

  app.put(
    '/api/consignerTypes/:id/consignmentTerms',
    {
      config: settings,
      schema: {
        summary: "Set a consigner type's consignment terms (null: the default)",
        operationId: 'assignConsignerTypeTerms',
        tags,
        params: idParams,
        body: termsAssignmentSchema,
        response: answer(consignerTypeTermsAssigned),
      },
    },
    async (request) =>
      await service.assignToType(deps.db, {
        storeId: request.ctx.store.id,
        typeId: request.params.id,
        termsId: request.body.termsId,
      }),
  );

  app.put(
    '/api/consigners/:id/consignmentTerms',
    {
      config: consignersControl,
      schema: {
        summary: "Set a consigner's own consignment terms (null: their type's)",
        operationId: 'assignConsignerTerms',
        tags,
        params: idParams,
        body: termsAssignmentSchema,
        response: answer(consignerTermsAssigned),
      },
    },
    async (request) =>
      await service.assignToConsigner(deps.db, {
        storeId: request.ctx.store.id,
        consignerId: request.params.id,
        termsId: request.body.termsId,
      }),
  );

  app.get(
    '/api/inventories/:id/term',
    {
      config: itemAccess,
      schema: {
        summary: "An item's consignment term: days left, next markdown, expiry and what happens then",
        operationId: 'getItemTerm',
        tags,
        params: idParams,
        response: answer(itemTermView),
      },
    },
    async (request) => {
      const consignerId = request.ctx.principal.consigner?.id ?? null;
      return await itemTerm(deps.db, { store: request.ctx.store, id: request.params.id, consignerId });
    },
  );

  app.post(
    '/api/inventories/:id/renew',
    {
      config: itemAccess,
      schema: {
        summary: 'Renew an item near the end of its term for the renewal fee',
        operationId: 'renewItemTerm',
        tags,
        params: idParams,
        response: answer(itemTermView),
      },
    },
    async (request) =>
      await renewItem(deps.db, {
        store: request.ctx.store,
        id: request.params.id,
        who: whoOf(request.ctx.principal),
      }),
  );

  app.get(
    '/api/consignmentTerms/expiring',
    {
      config: { access: { kind: 'staff' as const, control: 'Inventory' as const } },
      schema: {
        summary: 'Items whose consignment term ends within a week, has ended, or is in its grace period',
        operationId: 'listExpiringItems',
        tags,
        response: answer(expiringAnswer),
      },
    },
    async (request) => await expiringItems(deps.db, request.ctx.store),
  );

  app.get(
    '/api/consignmentTerms/markdowns',
    {
      config: { access: { kind: 'staff' as const, control: 'Inventory' as const } },
      schema: {
        summary: 'The automatic markdowns applied this month (the dashboard tile "Markdowns this month")',
        operationId: 'listMarkdownsThisMonth',
        tags,
        response: answer(markdownsAnswer),
      },
    },
    async (request) => await markdownsThisMonth(deps.db, request.ctx.store),
  );

  app.post(
    '/api/consignmentTerms/expiring/actions',
    {
      config: { access: { kind: 'staff' as const, control: 'Inventory' as const } },
      schema: {
        summary: 'Renew, return or convert selected expiring items now, in one transaction',
        operationId: 'actOnExpiringItems',
        tags,
        body: expiringActionSchema,
        response: answer(expiringActionsAnswer),
      },
    },
    async (request) => {
      const principal = request.ctx.principal;
      if (request.body.action === 'convert' && !CONVERT_CONTROLS.every((c) => staffHas(principal, c)))
        throw forbidden(CONVERT_REFUSED);
      return await actOnExpiring(deps.db, {
        store: request.ctx.store,
        action: request.body.action,
        ids: request.body.ids,
        who: whoOf(principal),
      });
    },
  );

  app.get(
    '/api/consignmentTerms/stock',
    {
      config: settings,
      schema: {
        summary:
          'How many live items in stock have no terms, and the terms each set would give them from today',
        operationId: 'previewTermsForStock',
        tags,
        response: answer(stockPreviewAnswer),
      },
    },
    async (request) => await previewStock(deps.db, request.ctx.store),
  );

  app.post(
    '/api/consignmentTerms/stock/apply',
    {
      config: settings,
      schema: {
        summary:
          'Give live items in stock without terms the terms they would get today, the clock starting today (large stores: a job)',
        operationId: 'applyTermsToStock',
        tags,
        response: answer(stockApplied),
      },
    },
    async (request) =>
      await applyToStock(deps.db, { store: request.ctx.store, who: whoOf(request.ctx.principal) }),
  );
}
