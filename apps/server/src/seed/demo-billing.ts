/**
 * The demo store's subscription (issue 33): a store with a year of history is past its trial, on the cheapest
 * plan its locations fit, with last month's invoice paid and this month's issued and open, so Billing has an
 * invoice to read and one to pay (the sandbox card 4000 0000 0000 0341 shows a declined payment).
 */
import { addMonths, cheapestPlanFor } from '@backroom/domain/billing';
import { eq } from 'drizzle-orm';
import { storeScoped } from '../core/store-scope';
import type { DbOrTx } from '../db/client';
import { billingAccounts, billingInvoices } from '../db/schema';
import { locationsOf } from '../features/billing/account';
import type { BillingConfig } from '../features/billing/config';
import { issueInvoice } from '../features/billing/invoices';

export async function seedDemoBilling(
  tx: DbOrTx,
  { config, storeId, now = new Date() }: { config: BillingConfig; storeId: number; now?: Date },
) {
  const plan = cheapestPlanFor(config.plans, (await locationsOf(tx, storeId)).length);
  const lastStart = addMonths(now, -1);
  const base = {
    storeId,
    planId: plan.id,
    status: 'active' as const,
    trialEndsAt: addMonths(now, -11),
    anchorDay: now.getUTCDate(),
    invoiceSequence: 0,
  };
  const [previous] = await tx
    .insert(billingAccounts)
    .values({ ...base, currentPeriodStart: lastStart, currentPeriodEnd: now })
    .returning();
  const paid = await issueInvoice(tx, {
    config,
    account: previous!,
    period: { start: lastStart, end: now },
    now: lastStart,
    queueCharge: false,
  });
  if (paid && paid.status === 'open') {
    await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: lastStart, attempts: 1, providerRef: 'demo' })
      .where(storeScoped(billingInvoices, storeId, eq(billingInvoices.id, paid.id)));
  }
  const end = addMonths(now, 1);
  const [account] = await tx
    .update(billingAccounts)
    .set({ currentPeriodStart: now, currentPeriodEnd: end })
    .where(storeScoped(billingAccounts, storeId))
    .returning();
  await issueInvoice(tx, { config, account: account!, period: { start: now, end }, now, queueCharge: false });
  return plan;
}
