import { autoPayoutRetried, chequeList } from '@backroom/domain/contract/checkbook';
import { idParams } from '@backroom/domain/contract/common';
/** Payouts and cheques (spec 3 §2.9, §4, §7 Payouts and cheques). */
import { csvExport } from '@backroom/domain/contract/orders';
import {
  consignerPayoutsPageQuery,
  consignerPayoutsQuery,
  createPayoutBody,
  markPaidBody,
  payoutExportBody,
  payoutsQuery,
  readyQuery,
  retryBody,
  statementParams,
} from '@backroom/domain/contract/payout-requests';
import {
  consignerPayouts as consignerPayoutsAnswer,
  payoutActionDone,
  payoutCreated,
  payoutDetail,
  payoutFilterOptions as payoutFilterOptionsAnswer,
  payoutsPage,
  readyToPay,
} from '@backroom/domain/contract/payouts';
import { PAYOUT_MESSAGES } from '@backroom/domain/messages/payouts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuditActor } from '../../core/actor';
import { whoOf } from '../../core/domain-map';
import type { Deps } from '../../deps';
import { staffHas } from '../../http/access';
import { fileAnswer } from '../../http/contract';
import { notFound } from '../../http/errors';
import { consignerPayouts } from './consigner-view';
import { createPayout, type PayoutMode } from './create';
import { payoutCsv } from './export';
import { markPayoutPaid, payBuyingPayout } from './mark-paid';
import type { PayoutProvider } from './provider';
import { findPayout, listCheques, listPayouts, payoutFilterOptions } from './queries';
import { readyToPayJson } from './ready';
import { retryAutoPayout } from './retry';
import { statementCsv, statementFileName, statementPdf } from './statement-files';
import { statementFor } from './statements';

const tags = ['payouts'];
const staff = { access: { kind: 'staff' as const, control: 'Orders' as const } };

export function actorOf(request: FastifyRequest): AuditActor {
  const who = whoOf(request.ctx.principal);
  return { name: who.name, employeeId: request.ctx.principal.employee?.id ?? null };
}

export function payoutRoutes(root: FastifyInstance, deps: Deps, provider: PayoutProvider): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const modeOf = (request: FastifyRequest): PayoutMode =>
    request.ctx.store.automatedPayout
      ? { automated: true, provider: provider.kind, delayMs: provider.delayMs }
      : { automated: false, provider: 'manual', delayMs: 0 };

  // Already the finished JSON (built by PostgreSQL with exactly the schema's fields): sent inside the envelope
  // without another parse and stringify, so the contract's serializer never sees it; outside production it is
  // checked against the schema here instead.
  const checkAnswers = deps.env.NODE_ENV !== 'production';
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const json = await readyToPayJson(db, request.ctx.store, readyQuery.parse(request.query ?? {}));
    if (checkAnswers) assertFits(readyToPay, json, `${request.method} ${request.routeOptions.url}`);
    return reply.type('application/json; charset=utf-8').send(`{"data":${json},"error":null}`);
  };
  app.get(
    '/api/payouts/readyToPay',
    {
      config: staff,
      schema: {
        summary: 'Sold items ready to pay, by consigner',
        operationId: 'listReadyToPay',
        querystring: readyQuery,
        response: { 200: readyToPay },
        tags,
      },
    },
    ready,
  );
  // The spec's name for the same list (spec 3 §7 "Inventory calls used by these screens").
  app.get(
    '/api/inventories/ordersPayoutInventories',
    {
      config: staff,
      schema: {
        summary: "Sold items ready to pay (the spec's name)",
        operationId: 'listOrdersPayoutInventories',
        response: { 200: readyToPay },
        querystring: readyQuery,
        tags,
      },
    },
    ready,
  );

  app.get(
    '/api/payouts/filterOptions',
    {
      config: staff,
      schema: {
        summary: 'The choices of the payout filters',
        operationId: 'getPayoutFilterOptions',
        response: { 200: payoutFilterOptionsAnswer },
        tags,
      },
    },
    async (request) => payoutFilterOptions(db, request.ctx.store),
  );

  app.get(
    '/api/payouts',
    {
      config: staff,
      schema: {
        summary: 'List payouts, a page at a time',
        operationId: 'listPayouts',
        querystring: payoutsQuery,
        response: { 200: payoutsPage },
        tags,
      },
    },
    async (request) => listPayouts(db, request.ctx.store, request.query),
  );

  app.get(
    '/api/payouts/consigner/:id',
    {
      config: { access: { kind: 'staffOrConsigner', control: 'Orders' } },
      schema: {
        summary: "A consigner's payouts",
        operationId: 'listConsignerPayouts',
        params: idParams,
        querystring: consignerPayoutsQuery,
        response: { 200: consignerPayoutsAnswer },
        tags,
      },
    },
    async (request) => {
      const self = request.ctx.principal.consigner;
      // A consigner reads only their own payouts; any other id looks like it does not exist.
      if (self && self.id !== request.params.id) throw notFound('Consigner not found.');
      return consignerPayouts(db, {
        store: request.ctx.store,
        consignerId: request.params.id,
        query: request.query,
      });
    },
  );

  const statementFile = (ext: 'pdf' | 'csv', contentType: string) =>
    app.get(
      `/api/payouts/consigner/:id/statements/:payoutId/${ext}`,
      {
        config: { access: { kind: 'staffOrConsigner', control: 'Orders' } },
        schema: {
          summary: `A consigner's payout statement as ${ext.toUpperCase()}`,
          operationId: ext === 'pdf' ? 'getPayoutStatementPdf' : 'getPayoutStatementCsv',
          params: statementParams,
          response: { 200: fileAnswer(contentType, `The statement as ${ext.toUpperCase()}`) },
          tags,
        },
      },
      async (request, reply) => {
        const self = request.ctx.principal.consigner;
        if (self && self.id !== request.params.id) throw notFound('Consigner not found.');
        const found = await statementFor(db, {
          store: request.ctx.store,
          consignerId: request.params.id,
          payoutId: request.params.payoutId,
        });
        if (!found) throw notFound(PAYOUT_MESSAGES.notFound);
        const body =
          ext === 'pdf'
            ? Buffer.from(await statementPdf(found.statement, found.header))
            : statementCsv(found.statement, found.header);
        return reply
          .type(contentType)
          .header('content-disposition', `attachment; filename="${statementFileName(found.statement, ext)}"`)
          .header('cache-control', 'no-store')
          .send(body as never); // bytes go out as they are
      },
    );
  statementFile('pdf', 'application/pdf');
  statementFile('csv', 'text/csv; charset=utf-8');

  app.post(
    '/api/payouts/export',
    {
      config: staff,
      schema: {
        summary: 'Export payouts as CSV',
        operationId: 'exportPayouts',
        body: payoutExportBody,
        response: { 200: csvExport },
        tags,
      },
    },
    async (request) => ({
      result: await payoutCsv(db, {
        store: request.ctx.store,
        body: request.body,
        withBankDetails: staffHas(request.ctx.principal, 'Consigners'),
      }),
      fileName: 'payoutExport.csv',
    }),
  );

  app.post(
    '/api/payouts/pay',
    {
      config: staff,
      schema: {
        summary: 'Pay consigners for sold items',
        operationId: 'createPayout',
        body: createPayoutBody,
        response: { 200: payoutCreated, 201: payoutCreated },
        tags,
      },
    },
    async (request, reply) => {
      const store = request.ctx.store;
      const created = await createPayout(db, {
        store,
        actor: actorOf(request),
        body: request.body,
        mode: modeOf(request),
      });
      deps.worker.nudge();
      const detail = await findPayout(db, store, created.id);
      reply.code(created.duplicate ? 200 : 201);
      return {
        id: created.id,
        duplicate: created.duplicate,
        message: PAYOUT_MESSAGES.creating,
        payout: detail!.payout,
        inventories: detail!.inventories.map((i) => i.id),
      };
    },
  );

  app.post(
    '/api/payouts/paid/:id',
    {
      config: staff,
      schema: {
        summary: 'Mark a payout paid',
        operationId: 'markPayoutPaid',
        params: idParams,
        body: markPaidBody,
        response: { 200: payoutActionDone },
        tags,
      },
    },
    async (request) => {
      const result = await markPayoutPaid(db, {
        store: request.ctx.store,
        who: whoOf(request.ctx.principal),
        actor: actorOf(request),
        id: request.params.id,
        body: request.body,
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.post(
    '/api/payouts/payBuying/:id',
    {
      config: staff,
      schema: {
        summary: 'Pay for an item the store bought',
        operationId: 'payBuyingItem',
        params: idParams,
        response: { 200: payoutActionDone },
        tags,
      },
    },
    async (request) => {
      const result = await payBuyingPayout(db, {
        store: request.ctx.store,
        actor: actorOf(request),
        id: request.params.id,
        mode: modeOf(request),
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.post(
    '/api/checkbook/retryAutoPayout',
    {
      config: staff,
      schema: {
        summary: 'Send a failed automatic payout again',
        operationId: 'retryAutoPayout',
        response: { 200: autoPayoutRetried },
        body: retryBody,
        tags,
      },
    },
    async (request) => {
      const result = await retryAutoPayout(db, {
        store: request.ctx.store,
        actor: actorOf(request),
        payoutId: request.body.payoutId,
        mode: { automated: true, provider: provider.kind, delayMs: provider.delayMs },
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.get(
    '/api/cheques',
    {
      config: staff,
      schema: {
        summary: 'List cheques',
        operationId: 'listCheques',
        response: { 200: chequeList },
        querystring: consignerPayoutsPageQuery,
        tags,
      },
    },
    async (request) => listCheques(db, request.ctx.store, request.query.payoutId),
  );

  app.get(
    '/api/payouts/:id',
    {
      config: staff,
      schema: {
        summary: 'Get one payout',
        operationId: 'getPayout',
        params: idParams,
        response: { 200: payoutDetail },
        tags,
      },
    },
    async (request) => {
      const found = await findPayout(db, request.ctx.store, request.params.id);
      if (!found) throw notFound(PAYOUT_MESSAGES.notFound);
      return found;
    },
  );
}

/** A pre-built JSON answer that does not fit its schema is a bug: the test that asked for it fails. */
function assertFits(schema: z.ZodType, json: string, route: string): void {
  const parsed = schema.safeParse(JSON.parse(json));
  if (!parsed.success)
    throw new Error(`${route} answered what its response schema does not allow: ${parsed.error}`);
}
