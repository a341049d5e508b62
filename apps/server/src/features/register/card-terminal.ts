/**
 * How the register takes a card (issue 34): a port with a sandbox adapter (development and tests: approves at
 * once, declines an amount ending in 05 cents as Stripe's test amounts do) and Stripe Terminal's server-driven
 * flow (stripe-terminal.ts). `key` is the sale's key and the tender's place in it: a retry charges once.
 */
import { REGISTER_MESSAGES } from '@backroom/domain/messages/register';
import type { Env } from '../../config/env';
import { ruleViolation } from '../../http/errors';
import { StripeTerminal } from './stripe-terminal';

export interface CardCharge {
  key: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The store's reader (Stripe Terminal); the sandbox needs none. */
  readerId: string | null;
  description: string;
}

export interface CardRefund {
  key: string;
  /** The charge's reference (what charge answered). */
  reference: string;
  /** Minor units. */
  amount: number;
}

export interface CardTerminal {
  readonly kind: 'sandbox' | 'stripe-terminal';
  /** Takes the payment on the reader; its reference. Throws an AppError (422) in words when declined. */
  charge(charge: CardCharge): Promise<{ reference: string }>;
  /** Gives the money back to the card it came from (no reader needed); the refund's reference. */
  refund(refund: CardRefund): Promise<{ reference: string }>;
}

export const sandboxTerminal: CardTerminal = {
  kind: 'sandbox',
  charge: async (c) => {
    if (c.amount % 100 === 5) throw ruleViolation(REGISTER_MESSAGES.cardDeclined);
    return { reference: `sandbox:${c.key}` };
  },
  refund: async (r) => ({ reference: `sandbox-refund:${r.key}` }),
};

export const NO_CARDS_MESSAGE =
  'Card payments are not set up for this register. Take cash, or ask the owner.';

/** Production without a real provider: a sandbox would record card payments nobody made. */
const noCards: CardTerminal = {
  kind: 'sandbox',
  charge: async () => {
    throw ruleViolation(NO_CARDS_MESSAGE);
  },
  refund: async () => {
    throw ruleViolation(NO_CARDS_MESSAGE);
  },
};

export function createCardTerminal(
  env: Pick<Env, 'NODE_ENV' | 'REGISTER_CARD_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): CardTerminal {
  if (env.REGISTER_CARD_PROVIDER !== 'stripe-terminal')
    return env.NODE_ENV === 'production' ? noCards : sandboxTerminal;
  if (!env.STRIPE_SECRET_KEY)
    throw new Error('REGISTER_CARD_PROVIDER=stripe-terminal needs STRIPE_SECRET_KEY');
  return new StripeTerminal({
    secretKey: env.STRIPE_SECRET_KEY,
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  });
}
