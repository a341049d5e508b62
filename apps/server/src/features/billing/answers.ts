/** The billing answers: zod schemas for each route's success answer (the envelope's `data`), and their makers (each describes the envelope's `data`; http/contract.ts). */

import {
  type InvoiceDraft,
  isReadOnly,
  type Plan,
  planRefusal,
  readOnlyFrom,
  STATUS_LABELS,
} from '@backroom/domain/billing';
import type { invoiceSchema, noticeSchema, summarySchema } from '@backroom/domain/contract/billing';
import { fromMinor } from '@backroom/domain/money';
import type { z } from 'zod';
import type { BillingAccount, BillingUsage } from './account';
import type { BillingConfig } from './config';
import type { InvoiceRow } from './invoices';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toNotice(
  account: BillingAccount,
  config: BillingConfig,
  now = new Date(),
): z.infer<typeof noticeSchema> {
  return {
    status: account.status,
    statusLabel: STATUS_LABELS[account.status],
    readOnly: isReadOnly(account, now, config.graceDays),
    readOnlyFrom: isoOrNull(readOnlyFrom(account, config.graceDays)),
    pastDueSince: isoOrNull(account.pastDueSince),
    trialEndsAt: account.trialEndsAt.toISOString(),
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    currentPeriodEnd: account.currentPeriodEnd.toISOString(),
  };
}

export function toSummary(input: {
  account: BillingAccount;
  config: BillingConfig;
  provider: 'sandbox' | 'stripe';
  usage: BillingUsage;
  next: InvoiceDraft;
}): z.infer<typeof summarySchema> {
  const { account, config, usage, next } = input;
  const major = (minor: number) => fromMinor(minor, config.currency);
  const view = (plan: Plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    pricePerLocation: major(plan.pricePerLocation),
    maxLocations: plan.maxLocations,
    current: plan.id === account.planId,
    unavailableReason: planRefusal(plan, usage.locations.length),
  });
  const current = config.plans.find((p) => p.id === account.planId) ?? config.plans[0]!;
  const ending = account.status === 'cancelled' || account.cancelAtPeriodEnd;
  return {
    ...toNotice(account, config),
    provider: input.provider,
    currency: config.currency,
    graceDays: config.graceDays,
    currentPeriodStart: account.currentPeriodStart.toISOString(),
    plan: view(current),
    plans: config.plans.map(view),
    paymentMethod: account.paymentMethodLabel,
    usage: {
      locations: usage.locations.length,
      locationNames: usage.locations.map((l) => l.name),
      items: usage.items,
      consigners: usage.consigners,
    },
    nextInvoice: ending
      ? null
      : {
          date: account.currentPeriodEnd.toISOString(),
          lines: next.lines.map((l) => ({ description: l.description, amount: major(l.amount) })),
          subtotal: major(next.subtotal),
          taxName: config.taxName,
          tax: major(next.tax),
          total: major(next.total),
        },
  };
}

export function toInvoice(row: InvoiceRow): z.infer<typeof invoiceSchema> {
  const major = (minor: number) => fromMinor(minor, row.currency);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    planName: row.planName,
    currency: row.currency,
    subtotal: major(row.subtotal),
    tax: major(row.tax),
    total: major(row.total),
    issuedAt: row.issuedAt.toISOString(),
    paidAt: isoOrNull(row.paidAt),
    lastError: row.lastError,
  };
}
