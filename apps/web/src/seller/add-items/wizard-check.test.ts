import { describe, expect, it } from 'vitest';
import { wizardWarning } from './wizard-check';

const first = 'Please select size, condition, price, and quantity first';

describe('the consigner add-items wizard', () => {
  it('warns with the wizard variant of the message when a choice is missing (spec 2 §5)', () => {
    expect(wizardWarning({ step: 'option1Value', options: {}, payout: null })).toBe(first);
    expect(wizardWarning({ step: 'option2Value', options: { option1Value: '10' }, payout: null })).toBe(
      first,
    );
  });

  it('lets a chosen option through', () => {
    expect(wizardWarning({ step: 'option1Value', options: { option1Value: '10' }, payout: null })).toBe(null);
  });

  it('asks for a price above 0 and a quantity, then waits for the fees', () => {
    const base = { step: 'price' as const, options: { option1Value: '10' } };
    expect(wizardWarning({ ...base, price: null, quantity: 1, payout: null })).toBe(first);
    expect(wizardWarning({ ...base, price: 0, quantity: 1, payout: 10 })).toBe(first);
    expect(wizardWarning({ ...base, price: 100, quantity: 0, payout: 10 })).toBe(first);
    expect(wizardWarning({ ...base, price: 100, quantity: 1, payout: null })).toBe(
      'Please wait to calculate fees',
    );
    expect(wizardWarning({ ...base, price: 100, quantity: 2, payout: 80 })).toBe(null);
  });

  it('lets SHIP through', () => {
    expect(wizardWarning({ step: 'ship', options: { option1Value: '10' }, payout: 80 })).toBe(null);
  });
});
