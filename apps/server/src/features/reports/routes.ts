/**
 * Dashboard and reports (spec 3 §2.10, §3 Reports, §9; spec 1 §7; spec 2 getdasboardInventory).
 * Definitions: docs/reports.md. The dashboard is for the Admin role; the shop report and summary for staff with
 * the Dashboard control (the owner has every control); the consigner report for staff with Consigners and for a
 * consigner, about themselves only.
 */

import {
  consignerReportAnswer,
  consignerReportQuery,
  dashboardAnswer,
  reportRangeQuery,
  salePayoutSummaryAnswer,
  shopReportAnswer,
} from '@backroom/domain/contract/reports';
import { REPORT_MESSAGES } from '@backroom/domain/messages/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { badInput, forbidden, notFound } from '../../http/errors';
import { consignerReport } from './consigner-report';
import { SHOP_REPORT_FILE, shopReportCsv } from './csv';
import { startStatsFolder } from './fold';
import { reportRange } from './range';
import { dashboard, shopReport, storeSalePayoutSummary } from './store-reports';

const adminOnly = { access: { kind: 'staff' as const, adminOnly: true } };
const reports = { access: { kind: 'staff' as const, control: 'Dashboard' as const } };
const consignerOrStaff = { access: { kind: 'staffOrConsigner' as const, control: 'Consigners' as const } };
const tags = ['reports'];

const scopeOf = (request: FastifyRequest) => ({
  storeId: request.ctx.store.id,
  currency: request.ctx.store.currency,
});
const rangeFor = (request: FastifyRequest, query: { dateRangeStart?: string; dateRangeEnd?: string }) =>
  reportRange(query, request.ctx.store.timeZone);

export function reportRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  startStatsFolder(root, db);

  app.get(
    '/api/inventories/getdasboardInventory',
    {
      config: adminOnly,
      schema: {
        summary: "The dashboard's figures",
        operationId: 'getDashboard',
        querystring: reportRangeQuery,
        response: { 200: dashboardAnswer },
        tags,
      },
    },
    (request) => dashboard(db, scopeOf(request), rangeFor(request, request.query)),
  );

  app.get(
    '/api/reports/shop',
    {
      config: reports,
      schema: {
        summary: 'The shop report',
        operationId: 'getShopReport',
        querystring: reportRangeQuery,
        response: { 200: shopReportAnswer },
        tags,
      },
    },
    (request) => shopReport(db, scopeOf(request), rangeFor(request, request.query)),
  );

  app.get(
    '/api/reports/shop/export',
    {
      config: reports,
      schema: {
        summary: 'Download the shop report as CSV',
        operationId: 'exportShopReport',
        querystring: reportRangeQuery,
        response: { 200: fileAnswer('text/csv', 'The shop report as CSV.') },
        tags,
      },
    },
    async (request, reply) => {
      const report = await shopReport(db, scopeOf(request), rangeFor(request, request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${SHOP_REPORT_FILE}"`)
        .header('cache-control', 'no-store')
        .send(shopReportCsv(report));
    },
  );

  app.get(
    '/api/reports/storeSalePayoutSummary',
    {
      config: reports,
      schema: {
        summary: 'Sales and payouts summary',
        operationId: 'getSalePayoutSummary',
        querystring: reportRangeQuery,
        response: { 200: salePayoutSummaryAnswer },
        tags,
      },
    },
    (request) => storeSalePayoutSummary(db, scopeOf(request), rangeFor(request, request.query)),
  );

  app.get(
    '/api/consigners/consignerReport',
    {
      config: consignerOrStaff,
      schema: {
        summary: "A consigner's report",
        operationId: 'getConsignerReport',
        querystring: consignerReportQuery,
        response: { 200: consignerReportAnswer },
        tags,
      },
    },
    async (request) => {
      const self = request.ctx.principal.consigner;
      const { consigner, status, category, location, ...range } = request.query;
      if (self && consigner !== undefined && consigner !== self.id)
        throw forbidden(REPORT_MESSAGES.onlyYours);
      const consignerId = self ? self.id : consigner;
      if (consignerId === undefined) throw badInput(REPORT_MESSAGES.chooseConsigner);
      const report = await consignerReport(db, {
        scope: { ...scopeOf(request), consignerId },
        range: rangeFor(request, range),
        filters: { status, category, location },
      });
      if (!report) throw notFound(REPORT_MESSAGES.consignerNotFound);
      return report;
    },
  );
}
