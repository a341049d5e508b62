/** The owner's billing actions, each one transaction with the account locked and a line in the history. */

import {
  addMonths,
  applyBillingEvent,
  billableLocations,
  planRefusal,
  prorate,
} from '@backroom/domain/billing';
import { BILLING_SERVICE_MESSAGES } from '@backroom/domain/messages/billing';
import type { SandboxCardInput } from '@backroom/domain/schemas/billing';
import type { AuditActor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { billingAccounts, billingAdjustments } from '../../db/schema';
import { AppError, badInput, ruleViolation } from '../../http/errors';
import { locationsOf, lockAccount, storeOwner } from './account';
import { writeBillingAudit } from './audit';
import { type BillingDeps, chargeOpenInvoices, saveState } from './charge';
import { findPlan, planOrDefault } from './config';
import { issueInvoice } from './invoices';

function refuseUnless(result: ReturnType<typeof applyBillingEvent>) {
  if (!result.ok) throw ruleViolation(result.message);
  return result.state;
}

export interface ChangePlanOptions {
  store: StoreRow;
  actor: AuditActor;
  planId: string;
  now?: Date;
}

/**
 * Takes effect at once. During the trial nothing is owed; in a paid period the unused part of the old price is
 * credited and the rest of the period on the new one charged, on the next invoice. A cancelled store choosing a
 * plan subscribes again: a new period starts now and its first invoice is issued and charged.
 */
export async function changePlan(
  deps: BillingDeps,
  { store, actor, planId, now = new Date() }: ChangePlanOptions,
) {
  const plan = findPlan(deps.config, planId);
  if (!plan) throw badInput(BILLING_SERVICE_MESSAGES.unknownPlan);
  const subscribed = await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, deps.config, store.id);
    // Asking for the plan the store is on answers that first: its limits are not news to the owner.
    if (account.status !== 'cancelled' && account.planId === plan.id)
      throw new AppError('CONFLICT', BILLING_SERVICE_MESSAGES.samePlan);
    const places = await locationsOf(tx, store.id);
    const refusal = planRefusal(plan, places.length);
    if (refusal) throw ruleViolation(refusal);
    const oldPlan = planOrDefault(deps.config, account.planId);
    if (account.status === 'cancelled') {
      const state = refuseUnless(applyBillingEvent(account, { type: 'subscribe' }));
      const end = addMonths(now, 1);
      await tx
        .update(billingAccounts)
        .set({ planId: plan.id, currentPeriodStart: now, currentPeriodEnd: end, anchorDay: now.getUTCDate() })
        .where(storeScoped(billingAccounts, store.id));
      await saveState(tx, { storeId: store.id, state, now });
      await writeBillingAudit(tx, {
        storeId: store.id,
        action: 'subscribe',
        actor,
        details: { plan: plan.name },
      });
      await issueInvoice(tx, {
        config: deps.config,
        account: { ...account, planId: plan.id },
        period: { start: now, end },
        now,
      });
      return true;
    }
    refuseUnless(applyBillingEvent(account, { type: 'changePlan' }));
    await tx
      .update(billingAccounts)
      .set({ planId: plan.id, updatedAt: now })
      .where(storeScoped(billingAccounts, store.id));
    const locations = billableLocations(places.length);
    const lines =
      account.status === 'trialing'
        ? []
        : prorate({
            oldAmount: oldPlan.pricePerLocation * locations,
            newAmount: plan.pricePerLocation * locations,
            periodStart: account.currentPeriodStart,
            periodEnd: account.currentPeriodEnd,
            at: now,
          });
    const day = now.toISOString().slice(0, 10);
    if (lines.length > 0) {
      await tx.insert(billingAdjustments).values(
        lines.map((line) => ({
          storeId: store.id,
          amount: line.amount,
          description:
            line.kind === 'credit'
              ? `Unused time on ${oldPlan.name} from ${day}`
              : `Remaining time on ${plan.name} from ${day}`,
        })),
      );
    }
    await writeBillingAudit(tx, {
      storeId: store.id,
      action: 'changePlan',
      actor,
      details: {
        from: oldPlan.name,
        to: plan.name,
        proration: lines.reduce((sum, l) => sum + l.amount, 0),
      },
    });
    return false;
  });
  if (subscribed) await chargeOpenInvoices(deps, store.id, actor);
}

export async function cancelAtPeriodEnd(
  deps: BillingDeps,
  { store, actor, now = new Date() }: { store: StoreRow; actor: AuditActor; now?: Date },
) {
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, deps.config, store.id);
    await saveState(tx, {
      storeId: store.id,
      state: refuseUnless(applyBillingEvent(account, { type: 'cancel' })),
      now,
    });
    await writeBillingAudit(tx, {
      storeId: store.id,
      action: 'cancel',
      actor,
      details: {
        endsAt: account.currentPeriodEnd.toISOString(),
      },
    });
  });
}

export async function resume(
  deps: BillingDeps,
  { store, actor, now = new Date() }: { store: StoreRow; actor: AuditActor; now?: Date },
) {
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, deps.config, store.id);
    await saveState(tx, {
      storeId: store.id,
      state: refuseUnless(applyBillingEvent(account, { type: 'resume' })),
      now,
    });
    await writeBillingAudit(tx, { storeId: store.id, action: 'resume', actor });
  });
}

/**
 * Saves the card (sandbox) or answers the provider's page to collect it (Stripe). A saved card pays what is
 * open at once, so a past-due store is back to normal as soon as the card works.
 */
export async function setPaymentMethod(
  deps: BillingDeps,
  {
    store,
    actor,
    input,
  }: { store: StoreRow; actor: AuditActor; input: { card?: SandboxCardInput; returnUrl: string } },
): Promise<{ redirectUrl: string | null }> {
  // Refused before anything is written (not even the account a first visit makes).
  if (deps.provider.kind === 'sandbox' && !input.card) throw badInput(BILLING_SERVICE_MESSAGES.cardRequired);
  const account = await deps.db.transaction((tx) => lockAccount(tx, deps.config, store.id));
  const owner = await storeOwner(deps.db, store.id);
  const setup = await deps.provider.setupPaymentMethod(
    {
      storeId: store.id,
      storeName: store.name,
      email: owner?.email ?? store.supportEmail,
      customerId: account.providerCustomerId,
    },
    { ...input, currency: deps.config.currency },
  );
  if (setup.kind === 'redirect') {
    if (setup.customerId !== account.providerCustomerId) {
      await deps.db
        .update(billingAccounts)
        .set({ providerCustomerId: setup.customerId })
        .where(storeScoped(billingAccounts, store.id));
    }
    return { redirectUrl: setup.url };
  }
  await savePaymentMethod(deps, {
    storeId: store.id,
    actor,
    method: {
      label: setup.label,
      ref: setup.ref,
      customerId: setup.customerId,
    },
  });
  await chargeOpenInvoices(deps, store.id, actor);
  return { redirectUrl: null };
}

export async function savePaymentMethod(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  {
    storeId,
    actor,
    method,
  }: {
    storeId: number;
    actor: AuditActor;
    method: { label: string; ref: string; customerId: string | null };
  },
) {
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, deps.config, storeId);
    await tx
      .update(billingAccounts)
      .set({
        paymentMethodLabel: method.label,
        paymentMethodRef: method.ref,
        ...(method.customerId ? { providerCustomerId: method.customerId } : {}),
        updatedAt: new Date(),
      })
      .where(storeScoped(billingAccounts, storeId));
    await writeBillingAudit(tx, {
      storeId,
      action: 'paymentMethod',
      actor,
      details: { label: method.label },
    });
  });
}
