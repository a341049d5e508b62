import { randomUUID } from 'node:crypto';
import { BILLING_SANDBOX_MESSAGES } from '@backroom/domain/messages/billing';
import { sandboxCardSchema } from '@backroom/domain/schemas/billing';
import { badInput } from '../../../http/errors';
import type { BillingProvider, ChargeRequest, ChargeResult, SetupResult } from './index';

/** Stripe's test card that saves but is declined when charged: the sandbox declines it too. */
export const SANDBOX_DECLINED_CARD = '4000000000000341';

/**
 * Moves no money. Keeps only the card's last four digits; a card ending as Stripe's declined test card is
 * saved but every charge on it fails, so past due and read-only can be shown. A repeated key answers the first
 * result, as a real provider does.
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly kind = 'sandbox' as const;
  private readonly seen = new Map<string, ChargeResult>();

  async setupPaymentMethod(
    _customer: unknown,
    input: { card?: Parameters<BillingProvider['setupPaymentMethod']>[1]['card'] },
  ): Promise<SetupResult> {
    if (!input.card) throw badInput(BILLING_SANDBOX_MESSAGES.cardRequired);
    const card = sandboxCardSchema.parse(input.card);
    const declines = card.cardNumber === SANDBOX_DECLINED_CARD;
    return {
      kind: 'saved',
      label: `Card ending ${card.cardNumber.slice(-4)}`,
      ref: `${declines ? 'pm_sandbox_declined' : 'pm_sandbox'}_${randomUUID()}`,
      customerId: null,
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.seen.get(request.idempotencyKey);
    if (earlier) return earlier;
    let result: ChargeResult;
    if (!request.paymentMethodRef) result = { status: 'failed', error: BILLING_SANDBOX_MESSAGES.noCard };
    else if (request.paymentMethodRef.startsWith('pm_sandbox_declined'))
      result = {
        status: 'failed',
        error: BILLING_SANDBOX_MESSAGES.declined,
        ref: `pi_sandbox_${randomUUID()}`,
      };
    else result = { status: 'paid', ref: `pi_sandbox_${randomUUID()}` };
    this.seen.set(request.idempotencyKey, result);
    return result;
  }
}
