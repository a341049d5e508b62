/**
 * A store with rows in EVERY tenant table (the store archive's round-trip test): the sales shop's items, orders
 * and payouts, plus a signed agreement, consignment terms, API key, webhook with a delivery, Linnworks
 * connection, scan, GTIN, billing, cheque, import rows, a refresh token and a rate-limit counter.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import {
  billingAccounts,
  billingAdjustments,
  billingAudits,
  billingInvoiceLines,
  billingInvoices,
  cheques,
  consignerBalanceEntries,
  consigners,
  payoutConsigners,
  productGtins,
  scans,
  users,
} from '../src/db/schema';
import { importedRows } from '../src/db/schema-imports';
import { rateLimitCounters } from '../src/db/schema-rate-limits';
import { storeCreditEntries } from '../src/db/schema-register-shifts';
import { publish, sign } from '../src/features/agreements/service';
import { createApiKey } from '../src/features/api-keys/service';
import { writeConnection } from '../src/features/linnworks/connection';
import { saveSettings as saveRegisterSettings, setDiscountLimit } from '../src/features/register/settings';
import { createEndpoint, sendTestEvent } from '../src/features/webhooks/endpoints';
import { secretBoxFor } from '../src/security/secret-box';
import { call, PASSWORD } from './factories';
import type { TestContext } from './helpers';
import { uploadImport } from './import-helpers';
import { makeSalesShop } from './sales-factories';

/** Every table of the schema files (src/db/schema-*.ts) that has a store_id column. */
export async function tenantTablesOfSchema(): Promise<string[]> {
  const dir = path.join(import.meta.dirname, '../src/db');
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => /^schema-.*\.ts$/.test(f))) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in value)) continue;
      const config = getTableConfig(value as PgTable);
      if (config.columns.some((c) => c.name === 'store_id')) names.add(config.name);
    }
  }
  return [...names].sort();
}

export async function makeFullStore(ctx: TestContext) {
  const db = ctx.deps.db;
  const box = secretBoxFor(ctx.deps.env);
  const shop = await makeSalesShop(ctx);
  const storeId = shop.store.id;
  const asOwner = <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<T>(ctx, { method, url, handle: shop.handle, token: shop.ownerToken, body });

  const sold = await shop.soldItem(shop.seller.consigner.id, 12000);
  const other = await shop.soldItem(shop.other.consigner.id, 8000);
  await shop.item({ price: 7000, locationId: shop.back.id, subLocationId: shop.shelf.id });
  // An early-withdrawal fee the payout below recovers: the balance ledger gets a charge and a recovery.
  await db.insert(consignerBalanceEntries).values({
    storeId,
    consignerId: shop.seller.consigner.id,
    kind: 'earlyWithdrawal',
    amount: 500,
    itemCode: 'EARLY-1',
  });
  await db
    .update(consigners)
    .set({ balanceOwed: 500 })
    .where(and(eq(consigners.storeId, storeId), eq(consigners.id, shop.seller.consigner.id)));
  const payout = await shop.createPayout([sold.id, other.id]);
  if (payout.status !== 201) throw new Error(`payout: ${payout.body.error}`);
  const payoutId = payout.body.data.id;
  await db
    .update(payoutConsigners)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(payoutConsigners.storeId, storeId), eq(payoutConsigners.payoutId, payoutId)));
  await db.insert(cheques).values({ storeId, payoutId, consignerId: shop.seller.consigner.id, amount: 2000 });

  const terms = await asOwner('POST', '/api/consignmentTerms', {
    name: 'Sixty days',
    termDays: 60,
    expiryAction: 'return',
    graceDays: 7,
    renewalFee: 10,
    markdowns: [],
  });
  if (terms.status !== 201) throw new Error(`terms: ${terms.body.error}`);

  // The signature that made store:import fail: agreement_signatures point at agreement_versions.
  const agreement = await publish(db, {
    store: shop.store,
    markdown: '# Terms\n\nWe sell, you earn.',
    by: 'Owner',
  });
  await sign(db, {
    store: shop.store,
    consignerId: shop.seller.consigner.id,
    input: { version: agreement.current!.version, typedName: 'Sam Seller', signatureKind: 'typed' },
    signing: { ipAddress: '203.0.113.9', witness: null, countAttempt: async () => {} },
  });

  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.email, shop.ownerEmail)));
  const apiKey = await createApiKey(db, {
    storeId,
    owner: { userId: owner!.id, email: shop.ownerEmail },
    input: { name: 'Till', scopes: ['inventory:read'] },
  });
  const hook = await createEndpoint(db, {
    box,
    storeId,
    input: {
      url: `https://hooks-${shop.handle}.example.test/in`,
      description: 'Accounting',
      events: ['item.sold'],
    },
  });
  await sendTestEvent(db, storeId, hook.endpoint.id);
  const linnworks = {
    applicationId: 'app-1',
    applicationSecret: 'linnworks-application-secret',
    installationToken: 'linnworks-installation-token',
  };
  await writeConnection(db, { box, storeId, credentials: linnworks, existing: null });

  // A sign-in leaves a refresh token; a wrong password leaves a rate-limit counter.
  const login = await call(ctx, {
    method: 'POST',
    url: '/open/auth/login',
    handle: shop.handle,
    body: { email: shop.seller.email, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login: ${login.body.error}`);
  await db
    .insert(rateLimitCounters)
    .values({ storeId, key: 'login:203.0.113.9', hits: 1, resetsAt: new Date(Date.now() + 60_000) });

  const csv = 'First name,Last name,Email\nAda,Lovelace,ada@example.test\n';
  const upload = await uploadImport(ctx, { handle: shop.handle, token: shop.ownerToken }, 'consigners', csv);
  if (upload.status !== 201) throw new Error('import upload failed');
  const fileId = (upload.body.data as { id: string }).id;
  await db.insert(importedRows).values({
    storeId,
    kind: 'consigners',
    rowKey: 'ada',
    entityId: shop.other.consigner.id,
    fileId,
  });
  await db.execute(sql`insert into import_mappings (store_id, kind, name, mapping)
    values (${storeId}, 'consigners', 'Usual columns', '{"email":"Email"}'::jsonb)`);

  await db.insert(productGtins).values({
    storeId,
    productId: shop.product.id,
    size: '10',
    gtin: '00012345678905',
  });
  await db.insert(scans).values({ storeId, locationId: shop.main.id, inventoryIds: [sold.id] });

  const now = new Date();
  await db.insert(billingAccounts).values({
    storeId,
    planId: 'basic',
    status: 'active',
    trialEndsAt: now,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    anchorDay: now.getUTCDate(),
  });
  const [invoice] = await db
    .insert(billingInvoices)
    .values({
      storeId,
      number: 'INV-0001',
      periodStart: now,
      periodEnd: now,
      planName: 'Basic',
      currency: 'USD',
      subtotal: 2900,
      total: 2900,
    })
    .returning();
  await db.insert(billingInvoiceLines).values({
    storeId,
    invoiceId: invoice!.id,
    position: 1,
    description: 'Basic plan',
    unitAmount: 2900,
    amount: 2900,
  });
  await db
    .insert(billingAdjustments)
    .values({ storeId, description: 'Proration', amount: -100, invoiceId: invoice!.id });
  await db
    .insert(billingAudits)
    .values({ storeId, action: 'plan.change', actorName: 'Owner', employeeId: shop.clerk.employee.id });

  // The register: its settings, a clerk's discount limit and a counter sale paid by card and cash.
  await saveRegisterSettings(db, storeId, {
    taxRate: 8.25,
    returnDays: 30,
    returnPolicy: 'Returns within 30 days.',
    defaultDiscountLimit: 10,
    terminalReaderId: null,
  });
  await setDiscountLimit(db, { storeId, employeeId: shop.clerk.employee.id, limit: 15 });
  const counterItem = await shop.item({ price: 4000 });
  const counterSale = await asOwner('POST', '/api/register/sales', {
    key: randomUUID(),
    lines: [{ id: counterItem.id }],
    tenders: [
      { kind: 'card', amount: 20 },
      { kind: 'cash', amount: 30 },
    ],
  });
  if (counterSale.status !== 201) throw new Error(`register sale: ${counterSale.body.error}`);
  // A second counter sale, returned.
  const returnedItem = await shop.item({ price: 2500 });
  const returnedSale = await asOwner<{ id: number }>('POST', '/api/register/sales', {
    key: randomUUID(),
    lines: [{ id: returnedItem.id }],
    tenders: [{ kind: 'cash', amount: 30 }],
  });
  const returned = await asOwner('POST', `/api/register/sales/${returnedSale.body.data.id}/return`, {
    key: randomUUID(),
  });
  if (returned.status !== 201) throw new Error(`register return: ${returned.body.error}`);
  // A shift with cash moved and counted, and a consigner's store credit.
  const shift = await asOwner<{ id: number }>('POST', '/api/register/shifts', { float: 100 });
  if (shift.status !== 201) throw new Error(`register shift: ${shift.body.error}`);
  await asOwner('POST', `/api/register/shifts/${shift.body.data.id}/cash`, {
    kind: 'in',
    amount: 5,
    reason: 'Coins',
  });
  const closed = await asOwner('POST', `/api/register/shifts/${shift.body.data.id}/close`, { counted: 105 });
  if (closed.status !== 200) throw new Error(`register close: ${closed.body.error}`);
  await db.insert(storeCreditEntries).values({
    storeId,
    consignerId: shop.seller.consigner.id,
    kind: 'payout',
    amount: 1500,
    balance: 1500,
    employeeId: shop.clerk.employee.id,
  });

  // A fold moves the deltas into inventory_stats; the next item leaves a delta again.
  await db.execute(sql`select fold_inventory_stats(${storeId})`);
  await shop.item({ price: 9000 });
  return { shop, apiKey, hook, linnworks };
}

export type FullStore = Awaited<ReturnType<typeof makeFullStore>>;
