import fs from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { productionProblems } from './config/production-checks';
import { platformUrl, storeUrls } from './core/urls';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { scheduleInvoiceRun } from './features/billing/invoice-run';
import { ensureAllClocks } from './features/consignment-terms/clock-job';
import { findStoreByHandle } from './features/stores/service';
import { memoryBudget } from './memory/budget';
import { secretBoxFor } from './security/secret-box';
import { DEMO, demoHistoryPending, seedDemoStore } from './seed/demo';
import { sealStoredShopifyTokens } from './storefront/shopify-token';

/** `npm start` builds the web apps alongside the database's start; the apps are served once built. */
async function webBuildDone(marker: string | undefined) {
  while (marker && fs.existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function main() {
  const env = loadEnv();
  const problems = productionProblems(env);
  if (problems.length > 0) {
    throw new Error(
      `Backroom will not start in production with this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const database = await openDatabase(env);
  await database.migrate();
  const seeded = env.DATABASE_URL && !env.SEED_DEMO ? false : await seedDemoStore(database.db, env);

  await webBuildDone(env.WEB_BUILD_MARKER);
  const { app, worker, staffServer } = await buildApp({ db: database.db, env });
  await app.listen({ port: env.PORT, host: env.HOST });
  if (env.STAFF_PORT !== env.PORT) {
    await new Promise<void>((resolve, reject) => {
      staffServer.once('error', reject);
      staffServer.listen(env.STAFF_PORT, env.HOST, resolve);
    });
  }
  // The billing invoice run reschedules itself; this queues the first one (or finds it waiting).
  await scheduleInvoiceRun(database.db);
  await ensureAllClocks(database.db);
  const sealed = await sealStoredShopifyTokens(database.db, secretBoxFor(env));
  if (sealed > 0) app.log.info({ sealed }, 'Sealed Shopify access tokens stored in clear');
  worker.start();

  const demo = await findStoreByHandle(database.db, DEMO.handle);
  const lines = [
    '',
    `Backroom is running (${database.kind === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL'})`,
    `  Platform page (create a store): ${platformUrl(env)}`,
  ];
  if (demo) {
    const urls = storeUrls(env, demo);
    lines.push(
      `  Staff app, demo store:          ${urls.inStoreUrl}/login`,
      `  Seller app, demo store:         ${urls.consignerUrl}/login`,
      `  Demo shop (buy to test sales):  ${urls.consignerUrl}/shop`,
      `  Demo logins (password ${DEMO.password}): ${DEMO.owner} (owner), ${DEMO.staff} (staff), ${DEMO.seller} (consigner)`,
    );
  }
  if (!env.SMTP_URL && env.NODE_ENV !== 'production') {
    lines.push(`  Dev mailbox (this machine only): http://localhost:${env.PORT}/dev/mailbox`);
  }
  lines.push(`  API docs:                       http://localhost:${env.PORT}/api/docs`, '');
  const filling = demo ? await demoHistoryPending(database.db, demo.id) : false;
  if (seeded || filling) {
    lines.splice(
      2,
      0,
      `  (demo store ${seeded ? 'created' : 'ready'}${
        filling
          ? '; its year of sales, payouts and stock is being added in the background, a few seconds'
          : ''
      })`,
    );
  }
  console.log(lines.join('\n'));

  // The budget's use (bytes, entries, evictions per kind) in the log: internal figures, on no public route.
  const budgetLog = setInterval(
    () => app.log.info({ memoryBudget: memoryBudget.use() }, 'memory budget'),
    5 * 60_000,
  ).unref();

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    clearInterval(budgetLog);
    if (err) app.log.error({ err, memoryBudget: memoryBudget.use() }, 'shutting down after an error');
    else app.log.info({ signal, memoryBudget: memoryBudget.use() }, 'shutting down');
    await worker.stop();
    await new Promise<void>((resolve) =>
      staffServer.listening ? staffServer.close(() => resolve()) : resolve(),
    );
    await app.close();
    await database.close();
  });
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
