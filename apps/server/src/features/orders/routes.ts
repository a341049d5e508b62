/** Orders (spec 3 §2.8, §7 Orders): Find Orders, one order, resync one or all, and the CSV export. */
import { idParams } from '@backroom/domain/contract/common';
import {
  csvExport,
  jobQueued,
  orderAnswer,
  orderExportBody,
  orderFilterOptions,
  ordersPage,
  ordersQuery,
} from '@backroom/domain/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { ordersCsv } from './export';
import { findOrder, listOrders, orderConsignerOptions } from './queries';
import { RESYNC_ORDERS_JOB, resyncOrder } from './resync';

const tags = ['orders'];
const staff = { access: { kind: 'staff' as const, control: 'Orders' as const } };

export const ORDER_MESSAGES_HTTP = {
  notFound: 'Order not found.',
  resyncAll: 'Resyncing all orders in background',
} as const;

export function orderRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/orders',
    {
      config: staff,
      schema: {
        summary: 'List orders, a page at a time',
        operationId: 'listOrders',
        querystring: ordersQuery,
        response: { 200: ordersPage },
        tags,
      },
    },
    async (request) => listOrders(db, request.ctx.store, request.query),
  );

  /** The consigner filter's choices: every consigner but the store account (spec 3 §6). */
  app.get(
    '/api/orders/filterOptions',
    {
      config: staff,
      schema: {
        summary: 'The choices of the order filters',
        operationId: 'getOrderFilterOptions',
        response: { 200: orderFilterOptions },
        tags,
      },
    },
    async (request) => ({
      consigners: await orderConsignerOptions(db, request.ctx.store.id),
    }),
  );

  app.post(
    '/api/orders/export',
    {
      config: staff,
      schema: {
        summary: 'Export orders as CSV',
        operationId: 'exportOrders',
        body: orderExportBody,
        response: { 200: csvExport },
        tags,
      },
    },
    async (request) => {
      const { orders, ...filters } = request.body;
      return {
        result: await ordersCsv(db, { store: request.ctx.store, filters, ids: orders }),
        fileName: 'ordersExport.csv',
      };
    },
  );

  app.post(
    '/api/orders/resyncAll',
    {
      config: staff,
      schema: {
        summary: 'Fetch every order from the storefront again',
        operationId: 'resyncAllOrders',
        response: { 200: jobQueued },
        tags,
      },
    },
    async (request) => {
      const job = await enqueueJob(db, {
        name: RESYNC_ORDERS_JOB,
        storeId: request.ctx.store.id,
        payload: { requestedBy: request.ctx.principal.userId },
        maxAttempts: 3,
      });
      deps.worker.nudge();
      return { jobId: job.id, message: ORDER_MESSAGES_HTTP.resyncAll };
    },
  );

  app.get(
    '/api/orders/resync/:id',
    {
      config: staff,
      schema: {
        summary: 'Fetch one order from the storefront again',
        operationId: 'resyncOrder',
        params: idParams,
        response: { 200: orderAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const existing = await findOrder(db, store, request.params.id);
      if (!existing) throw notFound(ORDER_MESSAGES_HTTP.notFound);
      await resyncOrder(deps, store, request.params.id);
      deps.worker.nudge();
      const order = await withAdminUrl(deps, store, request.params.id);
      if (!order) throw notFound(ORDER_MESSAGES_HTTP.notFound);
      return { order };
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: staff,
      schema: {
        summary: 'Get one order',
        operationId: 'getOrder',
        params: idParams,
        response: { 200: orderAnswer },
        tags,
      },
    },
    async (request) => {
      const order = await withAdminUrl(deps, request.ctx.store, request.params.id);
      if (!order) throw notFound(ORDER_MESSAGES_HTTP.notFound);
      return { order };
    },
  );
}

async function withAdminUrl(deps: Deps, store: Parameters<typeof findOrder>[1], id: number) {
  const order = await findOrder(deps.db, store, id);
  if (!order) return null;
  const adminUrl =
    deps.storefront.orderAdminUrl?.({
      shop: store.shop,
      channel: String(order.channel),
      externalId: String(order.externalId),
    }) ?? null;
  return { ...order, adminUrl };
}
