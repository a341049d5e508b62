/**
 * The register's calls (issue 34), behind the Register access control (the settings behind Settings, an
 * employee's discount limit behind Employees). Not for API keys: a sale is made by a person at the counter.
 */
import {
  discountLimitAnswer,
  receiptEmailAnswer,
  registerItem,
  registerItemsAnswer,
  registerReturnAnswer,
  registerSaleAnswer,
  registerSettingsAnswer,
} from '@backroom/domain/contract/register';
import {
  discountLimitBody,
  employeeParams,
  receiptEmailBody,
  registerCodeQuery,
  registerReceiptQuery,
  registerReturnBody,
  registerSaleBody,
  registerSaleParams,
  registerSearchQuery,
  registerSettingsBody,
} from '@backroom/domain/schemas/register';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import type { CardTerminal } from './card-terminal';
import { scanItem, searchItems } from './items';
import { queueReceiptEmail, receiptData, receiptFileName, renderReceipt } from './receipt';
import { returnSale, saleIdByReceipt } from './returns';
import { registerCashRoutes } from './routes-cash';
import { recordSale, saleAnswer } from './sale';
import { type Seller, saveSettings, setDiscountLimit, settingsAnswer } from './settings';

const tags = ['register'];
const register = { access: { kind: 'staff' as const, control: 'Register' as const } };
const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };
const employeesControl = { access: { kind: 'staff' as const, control: 'Employees' as const } };

function sellerOf(request: FastifyRequest): Seller & { name: string } {
  const employee = request.ctx.principal.employee!;
  return {
    employeeId: employee.id,
    isAdmin: employee.role === 'Admin',
    name: `${employee.firstName} ${employee.lastName}`.trim(),
  };
}

function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

export function registerRoutes(root: FastifyInstance, deps: Deps, terminal: CardTerminal): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/register/settings',
    {
      config: register,
      schema: {
        summary: "The register's settings and the signed-in employee's discount limit",
        operationId: 'getRegisterSettings',
        response: { 200: registerSettingsAnswer },
        tags,
      },
    },
    (request) => settingsAnswer(db, { store: request.ctx.store, seller: sellerOf(request), terminal }),
  );

  app.put(
    '/api/register/settings',
    {
      config: settings,
      schema: {
        summary: "Change the register's settings",
        operationId: 'updateRegisterSettings',
        body: registerSettingsBody,
        response: { 200: registerSettingsAnswer },
        tags,
      },
    },
    async (request) => {
      await saveSettings(db, request.ctx.store.id, request.body);
      return settingsAnswer(db, { store: request.ctx.store, seller: sellerOf(request), terminal });
    },
  );

  app.put(
    '/api/register/discountLimits/:employeeId',
    {
      config: employeesControl,
      schema: {
        summary: "Set an employee's register discount limit",
        operationId: 'setRegisterDiscountLimit',
        params: employeeParams,
        body: discountLimitBody,
        response: { 200: discountLimitAnswer },
        tags,
      },
    },
    (request) =>
      setDiscountLimit(db, {
        storeId: request.ctx.store.id,
        employeeId: request.params.employeeId,
        limit: request.body.limit,
      }),
  );

  app.get(
    '/api/register/scan',
    {
      config: register,
      schema: {
        summary: 'The item with a scanned code, if it can be sold',
        operationId: 'scanRegisterItem',
        querystring: registerCodeQuery,
        response: { 200: registerItem },
        tags,
      },
    },
    (request) => scanItem(db, request.ctx.store, request.query.code),
  );

  app.get(
    '/api/register/items',
    {
      config: register,
      schema: {
        summary: 'Items on sale matching a code, title or SKU',
        operationId: 'searchRegisterItems',
        querystring: registerSearchQuery,
        response: { 200: registerItemsAnswer },
        tags,
      },
    },
    (request) => searchItems(db, request.ctx.store, request.query.search),
  );

  app.post(
    '/api/register/sales',
    {
      config: register,
      schema: {
        summary: 'Record a counter sale (once per key)',
        operationId: 'createRegisterSale',
        body: registerSaleBody,
        response: { 200: registerSaleAnswer, 201: registerSaleAnswer },
        tags,
      },
    },
    async (request, reply) => {
      const store = request.ctx.store;
      const sale = await recordSale(
        { db, terminal },
        { store, seller: sellerOf(request), body: request.body },
      );
      deps.worker.nudge();
      if (!sale.replayed && sale.email) {
        const data = await receiptData(deps, store, sale);
        await queueReceiptEmail(db, {
          storeId: store.id,
          to: sale.email,
          d: data,
          pdf: await renderReceipt(data),
        });
        deps.worker.nudge();
      }
      reply.code(sale.replayed ? 200 : 201);
      return sale;
    },
  );

  app.get(
    '/api/register/sales/:id',
    {
      config: register,
      schema: {
        summary: 'A counter sale',
        operationId: 'getRegisterSale',
        params: registerSaleParams,
        response: { 200: registerSaleAnswer },
        tags,
      },
    },
    (request) => saleAnswer(db, { store: request.ctx.store, saleId: request.params.id }),
  );

  app.get(
    '/api/register/sales/:id/receipt',
    {
      config: register,
      schema: {
        summary: "A counter sale's receipt as an 80 mm PDF",
        operationId: 'getRegisterReceipt',
        params: registerSaleParams,
        response: { 200: fileAnswer('application/pdf', 'The receipt, 80 mm wide.') },
        tags,
      },
    },
    async (request, reply) => {
      const store = request.ctx.store;
      const sale = await saleAnswer(db, { store, saleId: request.params.id });
      const pdf = await renderReceipt(await receiptData(deps, store, sale));
      return sendPdf(reply, receiptFileName(sale), pdf);
    },
  );

  app.post(
    '/api/register/sales/:id/email',
    {
      config: register,
      schema: {
        summary: "E-mail a counter sale's receipt",
        operationId: 'emailRegisterReceipt',
        params: registerSaleParams,
        body: receiptEmailBody,
        response: { 200: receiptEmailAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const sale = await saleAnswer(db, { store, saleId: request.params.id });
      const data = await receiptData(deps, store, sale);
      await queueReceiptEmail(db, {
        storeId: store.id,
        to: request.body.email,
        d: data,
        pdf: await renderReceipt(data),
      });
      deps.worker.nudge();
      return { ok: true as const, message: `Receipt sent to ${request.body.email}.` };
    },
  );

  app.get(
    '/api/register/sales',
    {
      config: register,
      schema: {
        summary: 'The counter sale with a receipt number',
        operationId: 'findRegisterSale',
        querystring: registerReceiptQuery,
        response: { 200: registerSaleAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      return saleAnswer(db, { store, saleId: await saleIdByReceipt(db, store, request.query.receipt) });
    },
  );

  app.post(
    '/api/register/sales/:id/return',
    {
      config: register,
      schema: {
        summary: 'Return some or all lines of a counter sale and refund them to its tenders',
        operationId: 'returnRegisterSale',
        params: registerSaleParams,
        body: registerReturnBody,
        response: { 200: registerReturnAnswer, 201: registerReturnAnswer },
        tags,
      },
    },
    async (request, reply) => {
      const answer = await returnSale(
        { db, terminal },
        {
          store: request.ctx.store,
          seller: sellerOf(request),
          saleId: request.params.id,
          body: request.body,
        },
      );
      deps.worker.nudge();
      reply.code(answer.replayed ? 200 : 201);
      return answer;
    },
  );

  registerCashRoutes(root, deps);
}
