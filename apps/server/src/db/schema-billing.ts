/**
 * Billing (#15.1): the store's own subscription to Backroom. One account per store; during the trial the
 * current period is the trial. Money is minor units of the platform's billing currency.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, employees, storeRef, updatedAt } from './schema-stores';

/**
 * Billing (#15.1): the store's own subscription to Backroom. One account per store; during the trial the
 * current period is the trial. Money is minor units of the platform's billing currency.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    storeId: storeRef().primaryKey(),
    planId: text('plan_id').notNull(),
    status: text('status').$type<'trialing' | 'active' | 'past_due' | 'cancelled'>().notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** The day of the month periods end on (a period started on the 31st ends on the 30th in short months). */
    anchorDay: integer('anchor_day').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** What the owner sees ("Visa ending 4242"); the provider's reference is never shown. */
    paymentMethodLabel: text('payment_method_label'),
    paymentMethodRef: text('payment_method_ref'),
    providerCustomerId: text('provider_customer_id'),
    invoiceSequence: integer('invoice_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_accounts_period_end_idx').on(t.currentPeriodEnd)],
);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    number: text('number').notNull(),
    status: text('status').$type<'open' | 'paid' | 'void'>().notNull().default('open'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    planName: text('plan_name').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    taxName: text('tax_name').notNull().default('Tax'),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerRef: text('provider_ref'),
    /** When the invoice run tries a failed charge again (dunning); null when paid or out of retries. */
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    uniqueIndex('billing_invoices_store_number_uq').on(t.storeId, t.number),
    // The invoice run is safe to repeat: one invoice per store and period.
    uniqueIndex('billing_invoices_store_period_uq').on(t.storeId, t.periodStart),
    index('billing_invoices_store_issued_idx').on(t.storeId, t.issuedAt.desc().nullsFirst()),
    index('billing_invoices_retry_idx').on(t.nextRetryAt).where(sql`${t.status} = 'open'`),
  ],
);

export const billingInvoiceLines = pgTable(
  'billing_invoice_lines',
  {
    storeId: storeRef(),
    invoiceId: integer('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.invoiceId, t.position] }),
    foreignKey({
      columns: [t.storeId, t.invoiceId],
      foreignColumns: [billingInvoices.storeId, billingInvoices.id],
    }).onDelete('cascade'),
  ],
);

/** Proration credits and charges waiting for the next invoice (invoice_id set once billed). */
export const billingAdjustments = pgTable(
  'billing_adjustments',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    invoiceId: integer('invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      columns: [t.storeId, t.invoiceId],
      foreignColumns: [billingInvoices.storeId, billingInvoices.id],
    }),
    index('billing_adjustments_pending_idx').on(t.storeId).where(sql`${t.invoiceId} is null`),
  ],
);

/** Who changed the subscription and when: plan changes, cancel, resume, payment method, payments. */
export const billingAudits = pgTable(
  'billing_audits',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    action: text('action').notNull(),
    actorName: text('actor_name').notNull(),
    employeeId: integer('employee_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (employee_id) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'billing_audits_employee_fk',
      columns: [t.storeId, t.employeeId],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    index('billing_audits_store_idx').on(t.storeId, t.createdAt),
  ],
);

/** Billing provider webhook events already handled: a redelivered event changes nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
