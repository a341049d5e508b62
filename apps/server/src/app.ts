import { randomUUID } from 'node:crypto';
import http from 'node:http';
// Validation failures in words, shared with the web forms (installs zod's error map).
import '@backroom/domain/field-messages';
import { okAnswer } from '@backroom/domain/contract/common';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Feature } from './core/feature';
import { TokenSigner } from './core/tokens';
import type { Db } from './db/client';
import { serverWork } from './db/statement-origin';
import type { Deps } from './deps';
import { agreementsFeature } from './features/agreements';
import { apiKeysFeature } from './features/api-keys';
import { authFeature } from './features/auth';
import { billingFeature } from './features/billing';
import { consignerTypesFeature } from './features/consigner-types';
import { consignersFeature } from './features/consigners';
import { consignmentTermsFeature } from './features/consignment-terms';
import { employeesFeature } from './features/employees';
import { importsFeature } from './features/imports';
import { inventoryFeature } from './features/inventory';
import { jobsFeature } from './features/jobs';
import { labelsFeature } from './features/labels';
import { linnworksFeature } from './features/linnworks';
import { locationsFeature } from './features/locations';
import { meFeature } from './features/me';
import { ordersFeature } from './features/orders';
import { payoutsFeature } from './features/payouts';
import { productTemplatesFeature } from './features/product-templates';
import { productsFeature } from './features/products';
import { createCounterStore } from './features/rate-limits';
import { registerFeature } from './features/register';
import { reportsFeature } from './features/reports';
import { scansFeature } from './features/scans';
import { setupFeature } from './features/setup';
import { shopFeature } from './features/shop';
import { storeExportFeature } from './features/store-export';
import { storesFeature } from './features/stores';
import { uploadsFeature } from './features/uploads';
import { webhooksFeature } from './features/webhooks';
import { type RouteRecord, registerAccessControl } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { ApiKeyAuthenticator } from './http/api-key-auth';
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

/** Every feature, in the order its hooks, routes and jobs are registered. */
const FEATURES: readonly Feature[] = [
  storesFeature,
  setupFeature,
  storeExportFeature,
  authFeature,
  meFeature,
  employeesFeature,
  apiKeysFeature,
  productsFeature,
  productTemplatesFeature,
  consignerTypesFeature,
  consignmentTermsFeature,
  agreementsFeature,
  locationsFeature,
  consignersFeature,
  jobsFeature,
  inventoryFeature,
  reportsFeature,
  scansFeature,
  labelsFeature,
  uploadsFeature,
  importsFeature,
  ordersFeature,
  shopFeature,
  registerFeature,
  payoutsFeature,
  billingFeature,
  linnworksFeature,
  webhooksFeature,
];

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
  const apiKeys = new ApiKeyAuthenticator(db, env.API_KEY_REQUESTS_PER_MINUTE, deps.counters);
  registerAccessControl(app, { db, signer: deps.signer, hostSuffix: env.HOST_SUFFIX, apiKeys }, routes);
  const features = FEATURES.map((feature) => feature({ app, deps, secretBox }));
  for (const feature of features) feature.hooks?.();

  await app.register(swagger, {
    openapi: openApiDocument(),
    transform: openApiTransform,
  });
  await registerApiDocs(app);

  for (const feature of features) await feature.routes?.();
  for (const feature of features) feature.jobs?.();
  const transport = createTransport(env.SMTP_URL);
  worker.register(SEND_EMAIL_JOB, sendEmailJob(transport, env.MAIL_FROM));
  worker.register(DEMO_HISTORY_JOB, demoHistoryJob(app.log));
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
        response: { 200: okAnswer },
      },
    },
    async () => ({ ok: true as const }),
  );
  await app.ready();
  return { app, deps, worker, routes, staffServer };
}
