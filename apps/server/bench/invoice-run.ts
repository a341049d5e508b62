/**
 * Times the billing invoice run for N stores (default 1,000) on a throwaway PostgreSQL database, then the charge
 * jobs it queues (sandbox provider, through the real job queue):
 * `node --import tsx apps/server/bench/invoice-run.ts postgres://root@127.0.0.1:5432/test [stores]`.
 * 90 % of the stores have a working card, 5 % a declined one, 5 % none, so past-due e-mails are part of it.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { loadEnv } from '../src/config/env';
import { openPostgres } from '../src/db/client';
import { backfillAccounts } from '../src/features/billing/account';
import { chargeInvoiceJob } from '../src/features/billing/charge';
import { billingConfig } from '../src/features/billing/config';
import { runInvoices } from '../src/features/billing/invoice-run';
import { CHARGE_INVOICE_JOB } from '../src/features/billing/invoices';
import { SandboxBillingProvider } from '../src/features/billing/provider/sandbox';
import { JobWorker } from '../src/jobs/worker';

const url = process.argv[2];
if (!url) throw new Error('usage: invoice-run.ts <postgres-url> [stores]');
const STORES = Number(process.argv[3] ?? 1000);
const name = `bench_billing_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const database = openPostgres(target.toString(), 4);
try {
  await database.migrate();
  const { db } = database;
  await db.execute(sql`
    insert into stores (handle, name, support_email)
    select 'bench-' || i, 'Bench shop ' || i, 'owner' || i || '@bench.test' from generate_series(1, ${STORES}) i`);
  await db.execute(sql`insert into locations (store_id, name) select id, 'Main Store' from stores`);
  await db.execute(
    sql`insert into locations (store_id, name) select id, 'Outlet' from stores where id % 3 = 0`,
  );
  await db.execute(sql`
    insert into employees (store_id, email, first_name, last_name, role)
    select id, support_email, 'Owner', 'Bench', 'Admin' from stores`);
  const config = billingConfig(loadEnv({ ...process.env, BILLING_TAX_PERCENT: '8.25' }));
  await backfillAccounts(db, config);
  await db.execute(sql`
    update billing_accounts set current_period_end = now() - interval '1 second', plan_id = 'growth',
      payment_method_ref = case when store_id % 20 = 0 then null
        when store_id % 20 = 1 then 'pm_sandbox_declined_bench' else 'pm_sandbox_bench' end`);

  const t0 = performance.now();
  const result = await runInvoices(db, { config });
  const runMs = performance.now() - t0;

  const quiet = {
    child: () => quiet,
    info() {},
    warn() {},
    error() {},
    debug() {},
  } as unknown as FastifyBaseLogger;
  const worker = new JobWorker(db, quiet);
  worker.register(CHARGE_INVOICE_JOB, chargeInvoiceJob({ config, provider: new SandboxBillingProvider() }));
  const t1 = performance.now();
  const charged = await worker.drain();
  const chargeMs = performance.now() - t1;
  const states = await db.execute(
    sql`select status, count(*)::int as n from billing_accounts group by 1 order by 1`,
  );
  console.log({
    stores: STORES,
    invoices: result.invoices,
    invoiceRunMs: Math.round(runMs),
    chargeJobs: charged,
    chargeJobsMs: Math.round(chargeMs),
    accounts: states.rows,
  });
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
