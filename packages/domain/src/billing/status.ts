/**
 * The subscription's state machine. Every change is an event; a refused event says why in words.
 *
 *   trialing ──trial ends, invoice paid──▶ active ◀──payment succeeded── past_due
 *       │                                   │  ▲                            ▲
 *       └──trial ends, payment fails────────┼──┼────────────────────────────┘
 *                                           │  └─payment failed (from active)
 *   any but cancelled ──period ends with cancelAtPeriodEnd──▶ cancelled ──subscribe──▶ active
 */

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** When the first unpaid invoice failed; null unless past due. */
  pastDueSince: Date | null;
}

export type BillingEvent =
  | { type: 'changePlan' }
  | { type: 'cancel' }
  | { type: 'resume' }
  | { type: 'subscribe' }
  | { type: 'periodEnded' }
  | { type: 'paymentSucceeded'; openInvoicesLeft: number }
  | { type: 'paymentFailed'; at: Date };

export const BILLING_REFUSALS = {
  cancelled: 'The subscription is cancelled. Choose a plan to subscribe again.',
  alreadyCancelling: 'The subscription is already set to cancel at the end of the period.',
  notCancelling: 'The subscription is not set to cancel, so there is nothing to resume.',
  notCancelled: 'The subscription is still running: change the plan instead.',
} as const;

export type Transition = { ok: true; state: SubscriptionState } | { ok: false; message: string };

const ok = (state: SubscriptionState): Transition => ({ ok: true, state });
const refuse = (message: string): Transition => ({ ok: false, message });

export function applyBillingEvent(state: SubscriptionState, event: BillingEvent): Transition {
  const cancelled = state.status === 'cancelled';
  switch (event.type) {
    case 'changePlan':
      return cancelled ? refuse(BILLING_REFUSALS.cancelled) : ok(state);
    case 'cancel':
      if (cancelled) return refuse(BILLING_REFUSALS.cancelled);
      if (state.cancelAtPeriodEnd) return refuse(BILLING_REFUSALS.alreadyCancelling);
      return ok({ ...state, cancelAtPeriodEnd: true });
    case 'resume':
      if (cancelled) return refuse(BILLING_REFUSALS.cancelled);
      if (!state.cancelAtPeriodEnd) return refuse(BILLING_REFUSALS.notCancelling);
      return ok({ ...state, cancelAtPeriodEnd: false });
    case 'subscribe':
      if (!cancelled) return refuse(BILLING_REFUSALS.notCancelled);
      return ok({ status: 'active', cancelAtPeriodEnd: false, pastDueSince: null });
    case 'periodEnded':
      if (cancelled) return ok(state);
      if (state.cancelAtPeriodEnd)
        return ok({ status: 'cancelled', cancelAtPeriodEnd: false, pastDueSince: null });
      // A trial that ends becomes a paid period; its invoice's payment then decides active or past due.
      return ok(state.status === 'trialing' ? { ...state, status: 'active' } : state);
    case 'paymentSucceeded':
      if (cancelled || event.openInvoicesLeft > 0) return ok(state);
      return ok({ ...state, status: 'active', pastDueSince: null });
    case 'paymentFailed':
      if (cancelled) return ok(state);
      return ok({ ...state, status: 'past_due', pastDueSince: state.pastDueSince ?? event.at });
  }
}

/**
 * Past due longer than the grace period, or cancelled: the back office stops catalogue and intake changes.
 * Sales, payouts and the seller portal never stop.
 */
export function isReadOnly(state: SubscriptionState, now: Date, graceDays: number): boolean {
  if (state.status === 'cancelled') return true;
  if (state.status !== 'past_due' || !state.pastDueSince) return false;
  return now.getTime() >= state.pastDueSince.getTime() + graceDays * 86_400_000;
}

/** When read-only begins for a past-due store, for the banner. */
export function readOnlyFrom(state: SubscriptionState, graceDays: number): Date | null {
  if (state.status !== 'past_due' || !state.pastDueSince) return null;
  return new Date(state.pastDueSince.getTime() + graceDays * 86_400_000);
}

/** Automatic retries of a failed charge (dunning): three days apart, three of them after the first attempt. */
export const RETRY_EVERY_DAYS = 3;
export const MAX_CHARGE_ATTEMPTS = 4;

/** When to try a failed charge again, or null when the automatic attempts are used up (the owner can Pay now). */
export function nextRetryAt(failedAt: Date, attempts: number): Date | null {
  return attempts >= MAX_CHARGE_ATTEMPTS
    ? null
    : new Date(failedAt.getTime() + RETRY_EVERY_DAYS * 86_400_000);
}
