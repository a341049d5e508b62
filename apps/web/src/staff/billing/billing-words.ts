import type { SubscriptionStatus } from '@backroom/domain/billing';

export const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  trialing: 'blue',
  active: 'green',
  past_due: 'red',
  cancelled: 'default',
};

export const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

export const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The history's actions in words. */
export const ACTION_WORDS: Record<string, string> = {
  changePlan: 'Changed plan',
  subscribe: 'Subscribed again',
  cancel: 'Set to cancel at period end',
  resume: 'Resumed',
  paymentMethod: 'Updated payment method',
  invoiceIssued: 'Invoice issued',
  paymentSucceeded: 'Payment received',
  paymentFailed: 'Payment failed',
  periodEnded: 'Subscription ended',
};
