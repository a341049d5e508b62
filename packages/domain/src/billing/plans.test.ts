import { describe, expect, it } from 'vitest';
import { cheapestPlanFor, DEFAULT_PLANS, type Plan } from './plans';

const plan = (id: string, pricePerLocation: number, maxLocations: number | null): Plan => ({
  id,
  name: id,
  pricePerLocation,
  maxLocations,
  description: '',
});

describe('the cheapest plan a store may use', () => {
  it('never picks a plan whose location limit the store is over', () => {
    // The default plans: Starter $49 for one location, Growth $39 a location for any number.
    expect(cheapestPlanFor(DEFAULT_PLANS, 3).id).toBe('growth');
    const plans = [plan('solo', 1000, 1), plan('team', 2500, 5), plan('chain', 2000, null)];
    expect(cheapestPlanFor(plans, 1).id).toBe('solo');
    expect(cheapestPlanFor(plans, 3).id).toBe('chain');
    expect(cheapestPlanFor([plan('solo', 1000, 1)], 3).id).toBe('solo');
  });
});
