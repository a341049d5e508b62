/**
 * The platform's plans (what a store pays Backroom), set by the operator in configuration. A plan is priced per
 * location per month; its limits are optional. Prices are integer minor units of the platform's currency.
 */
import { z } from 'zod';
import { LIMITS, MAX_AMOUNT_MINOR, MAX_COUNT } from '../schemas/common';

export const planSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Plan ids are lower-case letters, digits and dashes'),
  name: z.string().trim().min(1).max(LIMITS.name),
  /** Minor units per location per month. */
  pricePerLocation: z.number().int().min(0).max(MAX_AMOUNT_MINOR),
  /** null: no limit. */
  maxLocations: z.number().int().positive().max(MAX_COUNT).nullable().default(null),
  description: z.string().trim().max(LIMITS.text).default(''),
});

export type Plan = z.infer<typeof planSchema>;

export const plansSchema = z
  .array(planSchema)
  .min(1, 'At least one plan is needed')
  .refine((plans) => new Set(plans.map((p) => p.id)).size === plans.length, 'Plan ids must be unique');

/** What a fresh install offers: two paid plans after the free trial. */
export const DEFAULT_PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    pricePerLocation: 4900,
    maxLocations: 1,
    description: 'One shop, every feature.',
  },
  {
    id: 'growth',
    name: 'Growth',
    pricePerLocation: 3900,
    maxLocations: null,
    description: 'Several shops, a lower price per location.',
  },
];

/** Billing counts at least one location: a store that has not added one yet still pays for its shop. */
export const billableLocations = (locationCount: number) => Math.max(1, locationCount);

/** Why a plan cannot be chosen for this usage, or null. */
export function planRefusal(plan: Plan, locationCount: number): string | null {
  if (plan.maxLocations !== null && locationCount > plan.maxLocations) {
    return `The ${plan.name} plan allows ${plan.maxLocations} location${plan.maxLocations === 1 ? '' : 's'}; this store has ${locationCount}. Remove locations or choose a larger plan.`;
  }
  return null;
}

/** The plan that costs least for this many locations among those that allow them; the first plan when none does. */
export function cheapestPlanFor(plans: readonly Plan[], locationCount: number): Plan {
  const billed = billableLocations(locationCount);
  const fitting = plans.filter((p) => planRefusal(p, locationCount) === null);
  if (fitting.length === 0) return plans[0]!;
  return fitting.reduce((best, p) =>
    p.pricePerLocation * billed < best.pricePerLocation * billed ? p : best,
  );
}
