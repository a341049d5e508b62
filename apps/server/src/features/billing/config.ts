/** The operator's billing configuration, read once at boot: a bad plan list stops the server with a message. */
import { DEFAULT_PLANS, type Plan, plansSchema, taxBasisPoints } from '@backroom/domain/billing';
import type { Env } from '../../config/env';

export interface BillingConfig {
  plans: Plan[];
  currency: string;
  trialDays: number;
  graceDays: number;
  taxBasisPoints: number;
  taxName: string;
  runEveryMinutes: number;
}

export type BillingEnv = Pick<
  Env,
  | 'BILLING_PLANS'
  | 'BILLING_CURRENCY'
  | 'BILLING_TRIAL_DAYS'
  | 'BILLING_GRACE_DAYS'
  | 'BILLING_TAX_PERCENT'
  | 'BILLING_TAX_NAME'
  | 'BILLING_RUN_EVERY_MINUTES'
>;

export function billingConfig(env: BillingEnv): BillingConfig {
  let plans = DEFAULT_PLANS;
  if (env.BILLING_PLANS) {
    let raw: unknown;
    try {
      raw = JSON.parse(env.BILLING_PLANS);
    } catch {
      throw new Error('Invalid environment:\n  BILLING_PLANS: must be a JSON list of plans');
    }
    const parsed = plansSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`Invalid environment:\n  BILLING_PLANS: ${issue.path.join('.')} ${issue.message}`);
    }
    plans = parsed.data;
  }
  return {
    plans,
    currency: env.BILLING_CURRENCY,
    trialDays: env.BILLING_TRIAL_DAYS,
    graceDays: env.BILLING_GRACE_DAYS,
    taxBasisPoints: taxBasisPoints(env.BILLING_TAX_PERCENT),
    taxName: env.BILLING_TAX_NAME,
    runEveryMinutes: env.BILLING_RUN_EVERY_MINUTES,
  };
}

export const findPlan = (config: BillingConfig, id: string) => config.plans.find((p) => p.id === id) ?? null;

/** A store whose plan the operator removed keeps being billed as the first plan. */
export const planOrDefault = (config: BillingConfig, id: string) => findPlan(config, id) ?? config.plans[0]!;
