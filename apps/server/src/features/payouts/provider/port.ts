/** What the payout providers (checkbook.ts, sandbox.ts) speak, and what the send job reads. */
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
