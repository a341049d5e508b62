import { randomUUID } from 'node:crypto';
import { PAYOUT_SANDBOX_MESSAGES } from '@backroom/domain/messages/payouts';
import { hasPayoutDetails, type PayoutProvider, type SendRequest, type SendResult } from './port';

/**
 * Moves no money. A share fails when the consigner has no payout details on file (as a real provider would
 * refuse), otherwise it is paid with one sandbox cheque per 2000; the send job runs `delayMs` after the payout
 * is created or retried, so the payout is seen Pending first. Repeating a key answers the first result.
 */
export class SandboxProvider implements PayoutProvider {
  readonly kind = 'sandbox' as const;
  private readonly seen = new Map<string, SendResult>();

  constructor(readonly delayMs: number) {}

  async send(request: SendRequest): Promise<SendResult> {
    const earlier = this.seen.get(request.idempotencyKey);
    if (earlier) return earlier;
    const result: SendResult = hasPayoutDetails(request.recipient)
      ? {
          status: 'paid',
          ref: `sandbox_${randomUUID()}`,
          cheques: request.chequeAmounts.map((amount) => ({
            externalId: `sandbox_chq_${randomUUID()}`,
            amount,
          })),
        }
      : { status: 'failed', error: PAYOUT_SANDBOX_MESSAGES.noDetails };
    this.seen.set(request.idempotencyKey, result);
    return result;
  }
}
