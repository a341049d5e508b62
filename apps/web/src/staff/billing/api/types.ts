import type { SubscriptionStatus } from '@backroom/domain/billing';

export interface BillingPlan {
  id: string;
  name: string;
  description: string;
  pricePerLocation: number;
  maxLocations: number | null;
  current: boolean;
  unavailableReason: string | null;
}

export interface BillingNotice {
  status: SubscriptionStatus;
  statusLabel: string;
  readOnly: boolean;
  readOnlyFrom: string | null;
  pastDueSince: string | null;
  trialEndsAt: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
}

export interface BillingSummary extends BillingNotice {
  provider: 'sandbox' | 'stripe';
  currency: string;
  graceDays: number;
  currentPeriodStart: string;
  plan: BillingPlan;
  plans: BillingPlan[];
  paymentMethod: string | null;
  usage: { locations: number; locationNames: string[]; items: number; consigners: number };
  nextInvoice: {
    date: string;
    lines: { description: string; amount: number }[];
    subtotal: number;
    taxName: string;
    tax: number;
    total: number;
  } | null;
}

export interface BillingInvoice {
  id: number;
  number: string;
  status: 'open' | 'paid' | 'void';
  periodStart: string;
  periodEnd: string;
  planName: string;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  issuedAt: string;
  paidAt: string | null;
  lastError: string | null;
}

export interface BillingHistoryEntry {
  id: number;
  action: string;
  actorName: string;
  details: Record<string, unknown>;
  createdAt: string;
}
