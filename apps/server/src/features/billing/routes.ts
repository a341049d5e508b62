/**
 * The owner's billing screen (Settings → Billing). Every route is the owner's (Admin) only, checked on the
 * server, except the notice every staff member's banner reads.
 */

import {
  billingIdParams,
  billingNoBody,
  historySchema,
  invoiceListAnswer,
  invoicePaidAnswer,
  noticeSchema,
  paymentMethodAnswer,
  summarySchema,
} from '@backroom/domain/contract/billing';
import { changePlanSchema, paymentMethodSchema } from '@backroom/domain/schemas/billing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeUrls } from '../../core/urls';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { notFound } from '../../http/errors';
import { ensureAccount, usageOf } from './account';
import { toInvoice, toNotice, toSummary } from './answers';
import { billingActorOf, billingHistory } from './audit';
import { type BillingDeps, chargeInvoice } from './charge';
import { invoicePdf } from './invoice-pdf';
import { findInvoice, listInvoices, previewInvoice } from './invoices';
import { cancelAtPeriodEnd, changePlan, resume, setPaymentMethod } from './service';

const tags = ['billing'];
const owner = { access: { kind: 'staff' as const, adminOnly: true } };

export function billingRoutes(root: FastifyInstance, deps: Deps, billing: BillingDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config, provider } = billing;

  async function summary(request: FastifyRequest) {
    const store = request.ctx.store;
    const account = await ensureAccount(db, { config, storeId: store.id });
    const [usage, next] = await Promise.all([usageOf(db, store.id), previewInvoice(db, config, account)]);
    return toSummary({ account, config, provider: provider.kind, usage, next });
  }

  app.get(
    '/api/billing',
    {
      config: owner,
      schema: {
        summary: 'The subscription: plan, status, usage, next invoice and the plans offered',
        operationId: 'getBilling',
        tags,
        response: { 200: summarySchema },
      },
    },
    (request) => summary(request),
  );

  app.get(
    '/api/billing/notice',
    {
      config: { access: { kind: 'staff' as const } },
      schema: {
        summary: "The subscription's status for the staff banner (past due, read-only)",
        operationId: 'getBillingNotice',
        tags,
        response: { 200: noticeSchema },
      },
    },
    async (request) => toNotice(await ensureAccount(db, { config, storeId: request.ctx.store.id }), config),
  );

  app.put(
    '/api/billing/plan',
    {
      config: owner,
      schema: {
        summary: 'Change plan at once (prorated on the next invoice), or subscribe again after cancelling',
        operationId: 'changeBillingPlan',
        tags,
        body: changePlanSchema,
        response: { 200: summarySchema },
      },
    },
    async (request) => {
      await changePlan(billing, {
        store: request.ctx.store,
        actor: billingActorOf(request),
        planId: request.body.planId,
      });
      return summary(request);
    },
  );

  app.post(
    '/api/billing/cancel',
    {
      config: owner,
      schema: {
        summary: 'Cancel at the end of the current period',
        operationId: 'cancelBilling',
        tags,
        body: billingNoBody,
        response: { 200: summarySchema },
      },
    },
    async (request) => {
      await cancelAtPeriodEnd(billing, { store: request.ctx.store, actor: billingActorOf(request) });
      return summary(request);
    },
  );

  app.post(
    '/api/billing/resume',
    {
      config: owner,
      schema: {
        summary: 'Keep a subscription that was set to cancel',
        operationId: 'resumeBilling',
        tags,
        body: billingNoBody,
        response: { 200: summarySchema },
      },
    },
    async (request) => {
      await resume(billing, { store: request.ctx.store, actor: billingActorOf(request) });
      return summary(request);
    },
  );

  app.put(
    '/api/billing/paymentMethod',
    {
      config: owner,
      schema: {
        summary:
          "Save the card (sandbox) or get the provider's page to enter it (Stripe); open invoices are retried",
        operationId: 'setBillingPaymentMethod',
        tags,
        body: paymentMethodSchema,
        response: { 200: paymentMethodAnswer },
      },
    },
    async (request) => {
      const returnUrl = `${storeUrls(deps.env, request.ctx.store).inStoreUrl}/billing`;
      const result = await setPaymentMethod(billing, {
        store: request.ctx.store,
        actor: billingActorOf(request),
        input: {
          card: request.body.card,
          returnUrl,
        },
      });
      return result;
    },
  );

  app.get(
    '/api/billing/invoices',
    {
      config: owner,
      schema: {
        summary: "The store's Backroom invoices, newest first",
        operationId: 'listBillingInvoices',
        tags,
        response: { 200: invoiceListAnswer },
      },
    },
    async (request) => ({ invoices: (await listInvoices(db, request.ctx.store.id)).map(toInvoice) }),
  );

  app.post(
    '/api/billing/invoices/:id/pay',
    {
      config: owner,
      schema: {
        summary: 'Try to collect an open invoice now with the payment method on file',
        operationId: 'payBillingInvoice',
        tags,
        params: billingIdParams,
        body: billingNoBody,
        response: { 200: invoicePaidAnswer },
      },
    },
    async (request) => {
      const store = request.ctx.store;
      const before = await findInvoice(db, store.id, request.params.id);
      if (!before) throw notFound('Invoice not found.');
      await chargeInvoice(billing, {
        storeId: store.id,
        invoiceId: before.id,
        actor: billingActorOf(request),
      });
      const after = await findInvoice(db, store.id, before.id);
      return { invoice: toInvoice(after!) };
    },
  );

  app.get(
    '/api/billing/invoices/:id/pdf',
    {
      config: owner,
      schema: {
        summary: 'The invoice as a PDF',
        operationId: 'getBillingInvoicePdf',
        tags,
        params: billingIdParams,
        response: { 200: fileAnswer('application/pdf', 'The invoice as a PDF') },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request.ctx.store.id, request.params.id);
      if (!invoice) throw notFound('Invoice not found.');
      const pdf = await invoicePdf(invoice, request.ctx.store);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="backroom-invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) as never); // bytes go out as they are
    },
  );

  app.get(
    '/api/billing/history',
    {
      config: owner,
      schema: {
        summary: 'Who changed the subscription and when',
        operationId: 'getBillingHistory',
        tags,
        response: { 200: historySchema },
      },
    },
    async (request) => {
      const entries = await billingHistory(db, request.ctx.store.id);
      return { entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
    },
  );
}
