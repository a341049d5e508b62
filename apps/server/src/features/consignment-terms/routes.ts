import { coercedRowId } from '@backroom/domain/schemas/common';
import {
  ageSplitSchema,
  consignmentTermsSchema,
  expiringActionSchema,
  markdownStepSchema,
  termsApplySchema,
  termsAssignmentSchema,
} from '@backroom/domain/schemas/consignment-terms';
import { BULK_SKIP_REASONS, CONVERT_CONTROLS, CONVERT_REFUSED } from '@backroom/domain/terms-bulk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const idParams = z.object({ id: coercedRowId() });
const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };
const consignersControl = { access: { kind: 'staff' as const, control: 'Consigners' as const } };
const tags = ['consignmentTerms'];

/** Answer schemas describe `data`; the envelope hook wraps it as `{ data, error }` (http/contract.ts). */
const answer = <T extends z.ZodType>(data: T) => ({ 200: data });

const itemTermView = z.object({
  itemId: z.number(),
  hasTerms: z.boolean(),
  term: z
    .object({
      name: z.string().nullable(),
      phase: z.enum(['running', 'expiring', 'inGrace', 'ended']),
      expiresOn: z.string(),
      graceEndsOn: z.string(),
      daysLeft: z.number(),
      nextMarkdown: z
        .object({ step: z.number(), of: z.number(), on: z.string(), price: z.number() })
        .nullable(),
      expiryAction: z.enum(['return', 'convert', 'renew']),
      renewalFee: z.number(),
      canRenew: z.boolean(),
      changeAllowedFrom: z.string(),
    })
    .nullable(),
});
const itemAccess = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };

const termsView = z.object({
  id: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  termDays: z.number(),
  expiryAction: z.enum(['return', 'convert', 'renew']),
  convertPayoutPercent: z.number(),
  graceDays: z.number(),
  renewalFee: z.number().nullable(),
  minDaysBeforeChange: z.number(),
  floorPercent: z.number(),
  noMarkdownFrom: z.number().nullable(),
  markdowns: z.array(markdownStepSchema),
  ageSplits: z.array(ageSplitSchema),
});

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
        response: answer(z.object({ consignmentTerms: z.array(termsView) })),
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
        response: answer(termsView.extend({ resnapshotted: z.number() })),
      },
    },
    async (request) =>
      await service.updateTerms(
        deps.db,
        request.ctx.store,
        request.params.id,
        request.body,
        request.query.applyTo,
      ),
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
        response: answer(z.object({ deleted: z.literal(true) })),
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
        response: answer(z.object({ consignerTypeId: z.number(), termsId: z.number().nullable() })),
      },
    },
    async (request) =>
      await service.assignToType(deps.db, request.ctx.store.id, request.params.id, request.body.termsId),
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
        response: answer(z.object({ consignerId: z.number(), termsId: z.number().nullable() })),
      },
    },
    async (request) =>
      await service.assignToConsigner(deps.db, request.ctx.store.id, request.params.id, request.body.termsId),
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
      return await itemTerm(deps.db, request.ctx.store, request.params.id, consignerId);
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
      await renewItem(deps.db, request.ctx.store, request.params.id, whoOf(request.ctx.principal)),
  );

  app.get(
    '/api/consignmentTerms/expiring',
    {
      config: { access: { kind: 'staff' as const, control: 'Inventory' as const } },
      schema: {
        summary: 'Items whose consignment term ends within a week, has ended, or is in its grace period',
        operationId: 'listExpiringItems',
        tags,
        response: answer(
          z.object({
            today: z.string(),
            items: z.array(
              z.object({
                id: z.number(),
                code: z.string(),
                status: z.string(),
                price: z.number(),
                title: z.string(),
                consigner: z.string(),
                consignerId: z.number(),
                expiresOn: z.string(),
                graceEndsOn: z.string(),
                expiryAction: z.enum(['return', 'convert', 'renew']),
                phase: z.enum(['expiring', 'inGrace']),
              }),
            ),
          }),
        ),
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
        response: answer(
          z.object({
            monthStart: z.string(),
            items: z.array(
              z.object({
                id: z.number(),
                at: z.string(),
                step: z.string(),
                itemId: z.number(),
                code: z.string(),
                status: z.string(),
                title: z.string(),
                consigner: z.string(),
                consignerId: z.number(),
                oldPrice: z.number().nullable(),
                newPrice: z.number().nullable(),
              }),
            ),
          }),
        ),
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
        response: answer(
          z.object({
            done: z.number(),
            skipped: z.number(),
            notFound: z.number(),
            skippedBy: z.record(z.enum(BULK_SKIP_REASONS), z.number()),
            message: z.string(),
          }),
        ),
      },
    },
    async (request) => {
      const principal = request.ctx.principal;
      if (request.body.action === 'convert' && !CONVERT_CONTROLS.every((c) => staffHas(principal, c)))
        throw forbidden(CONVERT_REFUSED);
      return await actOnExpiring(
        deps.db,
        request.ctx.store,
        request.body.action,
        request.body.ids,
        whoOf(principal),
      );
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
        response: answer(
          z.object({
            count: z.number(),
            startsOn: z.string(),
            byTerms: z.array(
              z.object({ termsId: z.number(), name: z.string(), count: z.number(), expiresOn: z.string() }),
            ),
          }),
        ),
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
        response: answer(
          z.object({ changed: z.number(), jobId: z.number().nullable(), message: z.string() }),
        ),
      },
    },
    async (request) => await applyToStock(deps.db, request.ctx.store, whoOf(request.ctx.principal)),
  );
}
