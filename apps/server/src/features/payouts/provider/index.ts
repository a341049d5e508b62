/**
 * How an automated-payout store's money reaches a consigner (architecture.md "payouts"). Manual stores pay by
 * hand and mark the payout paid; automated stores send each consigner's share through a provider: `sandbox`
 * (no money moves: completes or fails a moment later so Pending, Failed and Retry can be seen anywhere) or
 * `checkbook` (digital cheques and bank transfers through Checkbook's REST API).
 */
import type { Env } from '../../../config/env';
import { CheckbookProvider } from './checkbook';
import { SandboxProvider } from './sandbox';

export interface PayoutRecipient {
  consignerId: number;
  name: string;
  email: string;
  payoutType: string | null;
  payoutData: string | null;
  bankData: Record<string, string> | null;
  accountName: string | null;
  accountNumber: string | null;
}

export interface SendRequest {
  /** Stable per payout, consigner and attempt: a provider that sees it twice pays once. */
  idempotencyKey: string;
  payoutId: number;
  payoutName: string;
  recipient: PayoutRecipient;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The cheques to write (ceil(total / 2000)), minor units each. */
  chequeAmounts: number[];
  /** The provider's reference of an earlier send of this share that is still in flight (polling). */
  ref: string | null;
}

export type SendResult =
  | { status: 'paid'; ref: string; cheques: { externalId: string; amount: number }[] }
  | { status: 'pending'; ref: string }
  | { status: 'failed'; error: string; ref?: string };

export interface PayoutProvider {
  readonly kind: 'sandbox' | 'checkbook';
  /** How long after a send or retry the send job runs (the sandbox waits a little, like a real bank). */
  readonly delayMs: number;
  send(request: SendRequest): Promise<SendResult>;
}

export function createPayoutProvider(
  env: Pick<
    Env,
    | 'PAYOUT_PROVIDER'
    | 'SANDBOX_PAYOUT_DELAY_MS'
    | 'CHECKBOOK_API_URL'
    | 'CHECKBOOK_API_KEY'
    | 'CHECKBOOK_API_SECRET'
  >,
): PayoutProvider {
  if (env.PAYOUT_PROVIDER === 'checkbook') {
    if (!env.CHECKBOOK_API_KEY || !env.CHECKBOOK_API_SECRET) {
      throw new Error(
        'Invalid environment:\n  CHECKBOOK_API_KEY and CHECKBOOK_API_SECRET: required for PAYOUT_PROVIDER=checkbook',
      );
    }
    return new CheckbookProvider({
      baseUrl: env.CHECKBOOK_API_URL,
      key: env.CHECKBOOK_API_KEY,
      secret: env.CHECKBOOK_API_SECRET,
    });
  }
  return new SandboxProvider(env.SANDBOX_PAYOUT_DELAY_MS);
}

/** Whether the consigner has anywhere to send money: bank details or a PayPal/Zelle address. */
export function hasPayoutDetails(r: PayoutRecipient): boolean {
  const bank = r.bankData ?? {};
  return Boolean(
    r.accountNumber?.trim() ||
      bank.accountNumber?.trim() ||
      bank.ibanNumber?.trim() ||
      (r.payoutType && r.payoutType !== 'Bank' && r.payoutData?.trim()),
  );
}
