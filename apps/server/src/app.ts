import { randomUUID } from 'node:crypto';
import http from 'node:http';
// Validation failures in words, shared with the web forms (installs zod's error map).
import '@backroom/domain/field-messages';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from './config/env';
import type { Db } from './db/client';
import { serverWork } from './db/statement-origin';
import type { Deps } from './deps';
import { agreementRoutes } from './features/agreements/routes';
import { ApiKeyAuthenticator } from './features/api-keys/authenticate';
import { apiKeyRoutes } from './features/api-keys/routes';
import { authRoutes } from './features/auth/routes';
import { TokenSigner } from './features/auth/tokens';
import { chargeInvoiceJob } from './features/billing/charge';
import { billingConfig } from './features/billing/config';
import { INVOICE_RUN_JOB, invoiceRunJob } from './features/billing/invoice-run';
import { CHARGE_INVOICE_JOB } from './features/billing/invoices';
import { createBillingProvider } from './features/billing/provider';
import { StripeBillingProvider } from './features/billing/provider/stripe';
import { registerBillingReadOnly } from './features/billing/read-only';
import { billingRoutes } from './features/billing/routes';
import { stripeWebhookRoutes } from './features/billing/webhooks';
import { consignerTypeRoutes } from './features/consigner-types/routes';
import { recalculatePayoutsJob } from './features/consigners/recalculate';
import { consignerRoutes } from './features/consigners/routes';
import { RECALCULATE_JOB } from './features/consigners/service';
import { TERMS_CLOCK_JOB, termsClockJob } from './features/consignment-terms/clock-job';
import { consignmentTermsRoutes } from './features/consignment-terms/routes';
import { APPLY_STOCK_JOB, applyStockJob } from './features/consignment-terms/stock';
import { employeeRoutes } from './features/employees/routes';
import { CHECK_JOB, checkJob } from './features/imports/check-job';
import { IMPORT_JOB, importJob } from './features/imports/import-job';
import { importRoutes } from './features/imports/routes';
import { inventoryRoutes } from './features/inventory/routes';
import { jobRoutes } from './features/jobs/routes';
import { labelRoutes } from './features/labels/routes';
import { createLinnworksApi } from './features/linnworks/provider';
import { linnworksRoutes } from './features/linnworks/routes';
import { LINNWORKS_SYNC_JOB } from './features/linnworks/schedule';
import { linnworksSyncJob } from './features/linnworks/sync';
import { locationRoutes } from './features/locations/routes';
import { meRoutes } from './features/me/routes';
import { localTestShopSaleRoutes } from './features/orders/local-test-shop-sale';
import { RESYNC_ORDERS_JOB, resyncAllOrdersJob } from './features/orders/resync';
import { orderRoutes } from './features/orders/routes';
import { SHOPIFY_WEBHOOK_JOB, shopifyWebhookJob, shopifyWebhookRoutes } from './features/orders/webhooks';
import { createPayoutProvider } from './features/payouts/provider';
import { payoutRoutes } from './features/payouts/routes';
import { SEND_PAYOUT_JOB, sendPayoutJob } from './features/payouts/send-job';
import { productTemplateRoutes } from './features/product-templates/routes';
import { MERGE_JOB, mergeProductsJob, RESYNC_JOB, resyncProductJob } from './features/products/jobs';
import { productRoutes } from './features/products/routes';
import { SHOPIFY_IMPORT_JOB, shopifyImportJob } from './features/products/shopify-import/import-job';
import { shopifyImportRoutes } from './features/products/shopify-import/routes';
import { createCounterStore } from './features/rate-limits/create';
import { createCardTerminal } from './features/register/card-terminal';
import { registerRoutes } from './features/register/routes';
import { reportRoutes } from './features/reports/routes';
import { scanRoutes } from './features/scans/routes';
import { setupRoutes } from './features/setup/routes';
import { shopRoutes } from './features/shop/routes';
import {
  STORE_DATA_EXPORT_JOB,
  STORE_EXPORT_JOB,
  storeDataExportJob,
  storeExportJob,
} from './features/store-export/export-job';
import { storeExportRoutes } from './features/store-export/routes';
import { RESYNC_ALL_JOB, resyncAllInventoryJob, storeResyncRoutes } from './features/stores/resync';
import { storeRoutes } from './features/stores/routes';
import { storeSettingsRoutes } from './features/stores/settings';
import { uploadRoutes } from './features/uploads/routes';
import { deliverWebhookJob } from './features/webhooks/deliver';
import { WEBHOOK_DELIVER_JOB } from './features/webhooks/emit';
import { nudgeWorkerAfterChanges, webhookRoutes } from './features/webhooks/routes';
import { type RouteRecord, registerAccessControl } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { registerCompression } from './http/compression';
import { contractProblems, contractSerializerCompiler, openApiTransform } from './http/contract';
import { registerEnvelope } from './http/envelope';
import { logFormat, loggerOptions, logRequestLines, requestLogController } from './http/log-format';
import { openApiDocument } from './http/openapi-document';
import { registerSecurityHeaders } from './http/security-headers';
import { JobWorker } from './jobs/worker';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { SEND_EMAIL_JOB } from './mail/outbox';
import { createTransport, sendEmailJob } from './mail/transport';
import { setMemoryBudgetMb } from './memory/budget';
import { secretBoxFor } from './security/secret-box';
import { DEMO_HISTORY_JOB, demoHistoryJob } from './seed/demo-history';
import { createStorage } from './storage';
import { createStorefront } from './storefront';
import { serveWebApps } from './web/serve-apps';

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  worker: JobWorker;
  routes: RouteRecord[];
  /** A second HTTP server sharing the app's handler: the staff app's port. */
  staffServer: http.Server;
}

export async function buildApp(options: { db: Db; env: Env; logger?: boolean }): Promise<BuiltApp> {
  const { env, db } = options;
  setMemoryBudgetMb(env.MEMORY_BUDGET_MB);
  let staffServer!: http.Server;
  const pretty = options.logger !== false && logFormat(env) === 'pretty';
  const app = Fastify({
    logger: options.logger === false ? false : await loggerOptions(env),
    // Pretty logs write one line per request themselves (logRequestLines) instead of Fastify's two.
    ...(pretty ? { logController: requestLogController(env) } : {}),
    genReqId: (req) => String(req.headers['x-request-id'] ?? randomUUID()),
    requestIdHeader: 'x-request-id',
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (rate limits key on request.ip).
    trustProxy: env.TRUST_PROXY ?? false,
    bodyLimit: 2 * 1024 * 1024,
    serverFactory: (handler) => {
      staffServer = http.createServer(handler);
      return http.createServer(handler);
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (pretty) logRequestLines(app);
  // Only the tests' statement check (test/statement-check.ts) asks whose statement it is; production requests do not
  // pay for an AsyncLocalStorage run each.
  if (env.NODE_ENV === 'test')
    app.addHook('onRequest', (_request, _reply, done) => serverWork.run('request', done));
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their response schemas; tests also check each answer against its zod schema.
  app.setSerializerCompiler(contractSerializerCompiler({ check: env.NODE_ENV !== 'production' }));
  app.addHook('onRoute', (route) => {
    const problems = contractProblems(route);
    if (problems.length)
      throw new Error(`Route ${route.method} ${route.url} declares no ${problems.join(', ')}`);
  });

  const worker = new JobWorker(db, app.log);
  const secretBox = secretBoxFor(env);
  const deps: Deps = {
    db,
    env,
    signer: new TokenSigner(env.jwtSecret),
    worker,
    storefront: createStorefront(env, db, secretBox),
    storage: createStorage(env),
    counters: await createCounterStore(env, db),
  };
  app.addHook('onClose', () => deps.counters.close());
  app.addHook('onClose', async () => deps.storage.close?.());
  app.addHook('onClose', async () => deps.storefront.catalogue?.close?.());
  const routes: RouteRecord[] = [];

  registerSecurityHeaders(app, env);
  await registerCompression(app);
  // Only the refresh call reads a cookie (the httpOnly refresh token); nothing is signed with a cookie secret.
  await app.register(cookie, { hook: false });
  registerEnvelope(app);
  nudgeWorkerAfterChanges(app, worker);
  const apiKeys = new ApiKeyAuthenticator(db, env.API_KEY_REQUESTS_PER_MINUTE, deps.counters);
  registerAccessControl(app, { db, signer: deps.signer, hostSuffix: env.HOST_SUFFIX, apiKeys }, routes);
  const billing = { db, config: billingConfig(env), provider: createBillingProvider(env) };
  registerBillingReadOnly(app, db, billing.config);

  await app.register(swagger, {
    openapi: openApiDocument(),
    transform: openApiTransform,
  });
  await registerApiDocs(app);

  storeRoutes(app, deps);
  storeSettingsRoutes(app, deps);
  setupRoutes(app, deps);
  storeResyncRoutes(app, deps);
  storeExportRoutes(app, deps, secretBox);
  authRoutes(app, deps);
  meRoutes(app, deps);
  employeeRoutes(app, deps);
  apiKeyRoutes(app, deps);
  productRoutes(app, deps);
  shopifyImportRoutes(app, deps);
  productTemplateRoutes(app, deps);
  consignerTypeRoutes(app, deps);
  consignmentTermsRoutes(app, deps);
  agreementRoutes(app, deps);
  locationRoutes(app, deps);
  consignerRoutes(app, deps);
  jobRoutes(app, deps);
  inventoryRoutes(app, deps);
  reportRoutes(app, deps);
  scanRoutes(app, deps);
  labelRoutes(app, deps);
  await uploadRoutes(app, deps);
  importRoutes(app, deps);
  const payoutProvider = createPayoutProvider(env);
  orderRoutes(app, deps);
  localTestShopSaleRoutes(app, deps);
  await shopifyWebhookRoutes(app, deps);
  shopRoutes(app, deps);
  registerRoutes(app, deps, createCardTerminal(env));
  payoutRoutes(app, deps, payoutProvider);
  billingRoutes(app, deps, billing);
  if (billing.provider instanceof StripeBillingProvider && env.STRIPE_WEBHOOK_SECRET) {
    await stripeWebhookRoutes(app, billing, billing.provider, env.STRIPE_WEBHOOK_SECRET);
  }
  const linnworksApi = createLinnworksApi(env);
  app.addHook('onClose', async () => linnworksApi.close?.());
  linnworksRoutes(app, deps, linnworksApi, secretBox);
  const webhookAddresses = { production: env.NODE_ENV === 'production' };
  webhookRoutes(app, deps, secretBox, webhookAddresses);

  const transport = createTransport(env.SMTP_URL);
  worker.register(SEND_EMAIL_JOB, sendEmailJob(transport, env.MAIL_FROM));
  worker.register(MERGE_JOB, mergeProductsJob);
  worker.register(RESYNC_JOB, resyncProductJob(deps.storefront));
  worker.register(SHOPIFY_IMPORT_JOB, shopifyImportJob(deps.storefront.catalogue));
  worker.register(RESYNC_ALL_JOB, resyncAllInventoryJob(deps.storefront));
  worker.register(RECALCULATE_JOB, recalculatePayoutsJob);
  worker.register(RESYNC_ORDERS_JOB, resyncAllOrdersJob(deps.storefront));
  worker.register(SEND_PAYOUT_JOB, sendPayoutJob(payoutProvider));
  worker.register(SHOPIFY_WEBHOOK_JOB, shopifyWebhookJob);
  worker.register(INVOICE_RUN_JOB, invoiceRunJob(billing.config));
  worker.register(CHARGE_INVOICE_JOB, chargeInvoiceJob(billing));
  worker.register(DEMO_HISTORY_JOB, demoHistoryJob(app.log));
  worker.register(
    LINNWORKS_SYNC_JOB,
    linnworksSyncJob({ api: linnworksApi, box: secretBox }, env.LINNWORKS_SYNC_MINUTES),
  );
  worker.register(TERMS_CLOCK_JOB, termsClockJob);
  worker.register(APPLY_STOCK_JOB, applyStockJob);
  worker.register(IMPORT_JOB, importJob(deps.storage, env, app.log));
  worker.register(CHECK_JOB, checkJob(deps.storage));
  worker.register(STORE_EXPORT_JOB, storeExportJob(deps.storage, secretBox));
  worker.register(STORE_DATA_EXPORT_JOB, storeDataExportJob(deps.storage));
  worker.register(WEBHOOK_DELIVER_JOB, deliverWebhookJob(secretBox, webhookAddresses));
  if (transport.kind === 'dev-mailbox' && env.NODE_ENV !== 'production') devMailboxRoutes(app, db);

  await serveWebApps(app, env, db);
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the server is up',
        operationId: 'health',
        tags: ['operations'],
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );
  await app.ready();
  return { app, deps, worker, routes, staffServer };
}
