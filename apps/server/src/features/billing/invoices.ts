/** Issuing invoices (a line per location, pending prorations, tax) and reading them back. */
import { buildInvoice, invoiceNumber } from '@backroom/domain/billing';
import { asc, desc, eq, isNull } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { billingAccounts, billingAdjustments, billingInvoiceLines, billingInvoices } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { type BillingAccount, locationsOf } from './account';
import { BILLING_SYSTEM, writeBillingAudit } from './audit';
import { type BillingConfig, planOrDefault } from './config';

export const CHARGE_INVOICE_JOB = 'billing.chargeInvoice';

export type InvoiceRow = typeof billingInvoices.$inferSelect;

export async function pendingAdjustments(db: DbOrTx, storeId: number) {
  return db
    .select()
    .from(billingAdjustments)
    .where(storeScoped(billingAdjustments, storeId, isNull(billingAdjustments.invoiceId)))
    .orderBy(asc(billingAdjustments.id));
}

/** What the next invoice would be if it were issued now: the summary's "next invoice". */
export async function previewInvoice(db: DbOrTx, config: BillingConfig, account: BillingAccount) {
  const places = await locationsOf(db, account.storeId);
  const adjustments = await pendingAdjustments(db, account.storeId);
  return buildInvoice({
    plan: planOrDefault(config, account.planId),
    locations: places.map((l) => l.name),
    adjustments,
    taxBasisPoints: config.taxBasisPoints,
    taxName: config.taxName,
  });
}

export interface IssueInvoiceOptions {
  config: BillingConfig;
  account: BillingAccount;
  period: { start: Date; end: Date };
  now?: Date;
  /** False leaves a positive total open without a charge job (the demo store's invoice to look at). */
  queueCharge?: boolean;
}

/**
 * Issues the invoice of one period, in the caller's transaction with the account locked. Safe to repeat: a
 * period already invoiced answers null. A positive total gets a charge job; a zero total is paid at once.
 */
export async function issueInvoice(
  tx: DbOrTx,
  { config, account, period, now = new Date(), queueCharge = true }: IssueInvoiceOptions,
): Promise<InvoiceRow | null> {
  const plan = planOrDefault(config, account.planId);
  const places = await locationsOf(tx, account.storeId);
  const adjustments = await pendingAdjustments(tx, account.storeId);
  const draft = buildInvoice({
    plan,
    locations: places.map((l) => l.name),
    adjustments,
    taxBasisPoints: config.taxBasisPoints,
  });
  const sequence = account.invoiceSequence + 1;
  const paid = draft.total === 0;
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      storeId: account.storeId,
      number: invoiceNumber(account.storeId, sequence),
      status: paid ? 'paid' : 'open',
      periodStart: period.start,
      periodEnd: period.end,
      planName: plan.name,
      currency: config.currency,
      subtotal: draft.subtotal,
      taxName: config.taxName,
      taxBasisPoints: config.taxBasisPoints,
      tax: draft.tax,
      total: draft.total,
      issuedAt: now,
      paidAt: paid ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!invoice) return null;
  await tx.insert(billingInvoiceLines).values(
    draft.lines.map((line, position) => ({
      storeId: account.storeId,
      invoiceId: invoice.id,
      position,
      ...line,
    })),
  );
  if (adjustments.length > 0) {
    await tx
      .update(billingAdjustments)
      .set({ invoiceId: invoice.id })
      .where(storeScoped(billingAdjustments, account.storeId, isNull(billingAdjustments.invoiceId)));
  }
  if (draft.creditCarried > 0) {
    await tx.insert(billingAdjustments).values({
      storeId: account.storeId,
      description: `Credit carried from invoice ${invoice.number}`,
      amount: -draft.creditCarried,
    });
  }
  await tx
    .update(billingAccounts)
    .set({ invoiceSequence: sequence, updatedAt: now })
    .where(storeScoped(billingAccounts, account.storeId));
  await writeBillingAudit(tx, {
    storeId: account.storeId,
    action: 'invoiceIssued',
    actor: BILLING_SYSTEM,
    details: {
      number: invoice.number,
      total: invoice.total,
    },
  });
  if (!paid && queueCharge) {
    await enqueueJob(tx, {
      name: CHARGE_INVOICE_JOB,
      storeId: account.storeId,
      payload: { invoiceId: invoice.id },
      maxAttempts: 3,
    });
  }
  return invoice;
}

export async function listInvoices(db: DbOrTx, storeId: number) {
  return db
    .select()
    .from(billingInvoices)
    .where(storeScoped(billingInvoices, storeId))
    .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.id))
    .limit(240);
}

export async function findInvoice(db: DbOrTx, storeId: number, invoiceId: number) {
  const [invoice] = await db
    .select()
    .from(billingInvoices)
    .where(storeScoped(billingInvoices, storeId, eq(billingInvoices.id, invoiceId)));
  if (!invoice) return null;
  const lines = await db
    .select()
    .from(billingInvoiceLines)
    .where(storeScoped(billingInvoiceLines, storeId, eq(billingInvoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(billingInvoiceLines.position));
  return { ...invoice, lines };
}

export async function openInvoices(db: DbOrTx, storeId: number) {
  return db
    .select()
    .from(billingInvoices)
    .where(storeScoped(billingInvoices, storeId, eq(billingInvoices.status, 'open')))
    .orderBy(asc(billingInvoices.id));
}
