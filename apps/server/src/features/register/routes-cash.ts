/**
 * The register's drawer and store credit (issue 34): shifts and their cash-up report behind Register; consigners'
 * store credit read at the register, a payout taken as store credit behind Orders (as every payout is); the
 * employees' discount limits behind Employees.
 */
import {
  cashMoveBody,
  consignerCreditParams,
  creditHoldersAnswer,
  creditPayoutAnswer,
  creditPayoutBody,
  creditSearchQuery,
  currentShiftAnswer,
  discountLimitsAnswer,
  shiftAnswer,
  shiftCloseBody,
  shiftOpenBody,
  shiftParams,
  shiftsAnswer,
  storeCreditAnswer,
} from '@backroom/domain/contract/register';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { whoOf } from '../../core/domain-map';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { creditAnswer, creditHolders } from './credit';
import { payoutAsCredit } from './credit-payout';
import { listDiscountLimits } from './settings';
import { shiftReportCsv, shiftReportFileName, shiftReportPdf } from './shift-report';
import {
  closeShift,
  currentShift,
  findShift,
  listShifts,
  moveCash,
  openShift,
  shiftFigures,
  shiftAnswer as shiftRecord,
} from './shifts';

const tags = ['register'];
const register = { access: { kind: 'staff' as const, control: 'Register' as const } };
const orders = { access: { kind: 'staff' as const, control: 'Orders' as const } };
const employeesControl = { access: { kind: 'staff' as const, control: 'Employees' as const } };

const employeeIdOf = (request: FastifyRequest) => request.ctx.principal.employee?.id ?? null;

export function registerCashRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/register/discountLimits',
    {
      config: employeesControl,
      schema: {
        summary: "Each employee's register discount limit",
        operationId: 'listRegisterDiscountLimits',
        response: { 200: discountLimitsAnswer },
        tags,
      },
    },
    (request) => listDiscountLimits(db, request.ctx.store.id),
  );

  app.get(
    '/api/register/credit',
    {
      config: register,
      schema: {
        summary: 'Consigners with store credit, by name or e-mail',
        operationId: 'searchStoreCredit',
        querystring: creditSearchQuery,
        response: { 200: creditHoldersAnswer },
        tags,
      },
    },
    (request) => creditHolders(db, request.ctx.store, request.query.search),
  );

  app.get(
    '/api/register/credit/:consignerId',
    {
      config: register,
      schema: {
        summary: "A consigner's store credit and its ledger",
        operationId: 'getStoreCredit',
        params: consignerCreditParams,
        response: { 200: storeCreditAnswer },
        tags,
      },
    },
    (request) => creditAnswer(db, request.ctx.store, request.params.consignerId),
  );

  app.post(
    '/api/register/credit/payouts',
    {
      config: orders,
      schema: {
        summary: "Pay a consigner's Ready to Pay items as store credit, with the store's bonus",
        operationId: 'payoutAsStoreCredit',
        body: creditPayoutBody,
        response: { 200: creditPayoutAnswer, 201: creditPayoutAnswer },
        tags,
      },
    },
    async (request, reply) => {
      const who = whoOf(request.ctx.principal);
      const actor = { name: who.name, employeeId: employeeIdOf(request) };
      const answer = await payoutAsCredit(db, { store: request.ctx.store, actor, who, body: request.body });
      deps.worker.nudge();
      reply.code(answer.replayed ? 200 : 201);
      return answer;
    },
  );

  app.get(
    '/api/register/shifts/current',
    {
      config: register,
      schema: {
        summary: 'The open shift, if any',
        operationId: 'getCurrentShift',
        response: { 200: currentShiftAnswer },
        tags,
      },
    },
    (request) => currentShift(db, request.ctx.store),
  );

  app.get(
    '/api/register/shifts',
    {
      config: register,
      schema: {
        summary: 'The latest shifts (30), newest first',
        operationId: 'listShifts',
        response: { 200: shiftsAnswer },
        tags,
      },
    },
    (request) => listShifts(db, request.ctx.store),
  );

  app.post(
    '/api/register/shifts',
    {
      config: register,
      schema: {
        summary: 'Open a shift with the float in the drawer',
        operationId: 'openShift',
        body: shiftOpenBody,
        response: { 201: shiftAnswer },
        tags,
      },
    },
    async (request, reply) => {
      const shift = await openShift(db, {
        store: request.ctx.store,
        employeeId: employeeIdOf(request),
        float: request.body.float,
      });
      reply.code(201);
      return shift;
    },
  );

  app.get(
    '/api/register/shifts/:id',
    {
      config: register,
      schema: {
        summary: 'A shift and its end-of-day report',
        operationId: 'getShift',
        params: shiftParams,
        response: { 200: shiftAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      return shiftRecord(db, store, await findShift(db, store.id, request.params.id));
    },
  );

  app.post(
    '/api/register/shifts/:id/cash',
    {
      config: register,
      schema: {
        summary: 'Put cash in the drawer or take it out',
        operationId: 'moveShiftCash',
        params: shiftParams,
        body: cashMoveBody,
        response: { 200: shiftAnswer },
        tags,
      },
    },
    (request) =>
      moveCash(db, {
        store: request.ctx.store,
        employeeId: employeeIdOf(request),
        id: request.params.id,
        body: request.body,
      }),
  );

  app.post(
    '/api/register/shifts/:id/close',
    {
      config: register,
      schema: {
        summary: 'Close a shift with the counted drawer',
        operationId: 'closeShift',
        params: shiftParams,
        body: shiftCloseBody,
        response: { 200: shiftAnswer },
        tags,
      },
    },
    (request) =>
      closeShift(db, {
        store: request.ctx.store,
        employeeId: employeeIdOf(request),
        id: request.params.id,
        body: request.body,
      }),
  );

  const reportFile = (ext: 'pdf' | 'csv', contentType: string) =>
    app.get(
      `/api/register/shifts/:id/report.${ext}`,
      {
        config: register,
        schema: {
          summary: `A shift's end-of-day report as ${ext.toUpperCase()}`,
          operationId: ext === 'pdf' ? 'getShiftReportPdf' : 'getShiftReportCsv',
          params: shiftParams,
          response: { 200: fileAnswer(contentType, `The report as ${ext.toUpperCase()}`) },
          tags,
        },
      },
      async (request, reply) => {
        const store = request.ctx.store;
        const shift = await findShift(db, store.id, request.params.id);
        const figures = await shiftFigures(db, store.id, shift);
        const header = {
          storeName: store.name,
          shiftId: shift.id,
          openedAt: shift.openedAt,
          closedAt: shift.closedAt,
          currency: store.currency,
          timeZone: store.timeZone,
        };
        const body =
          ext === 'pdf'
            ? Buffer.from(await shiftReportPdf(figures, header))
            : shiftReportCsv(figures, header);
        return reply
          .type(contentType)
          .header('content-disposition', `inline; filename="${shiftReportFileName(shift.id, ext)}"`)
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  reportFile('pdf', 'application/pdf');
  reportFile('csv', 'text/csv; charset=utf-8');
}
