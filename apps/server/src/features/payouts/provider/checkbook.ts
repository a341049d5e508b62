import { minorToDecimalString } from '@backroom/domain/money';
import type { PayoutProvider, SendRequest, SendResult } from './index';

interface CheckbookConfig {
  baseUrl: string;
  key: string;
  secret: string;
}

interface CheckbookCheck {
  id?: string;
  status?: string;
  error?: string;
  message?: string;
}

const REFUSED = new Set(['FAILED', 'VOID', 'REFUNDED', 'EXPIRED']);

/**
 * Checkbook.io digital cheques: one POST /v3/check/digital per cheque (ceil(total / 2000) of them), each with
 * an Idempotency-Key derived from the payout, consigner, attempt and cheque number, so a job that dies after
 * sending and runs again creates no second cheque. A refusal (4xx, or a cheque Checkbook marks failed or
 * void) fails the share with Checkbook's message; a 5xx or network error throws, and the job retries later.
 */
export class CheckbookProvider implements PayoutProvider {
  readonly kind = 'checkbook' as const;
  readonly delayMs = 0;

  constructor(private readonly config: CheckbookConfig) {}

  private async post(path: string, body: unknown, idempotencyKey: string) {
    const response = await fetch(new URL(path, this.config.baseUrl), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `${this.config.key}:${this.config.secret}`,
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const payload = (await response.json().catch(() => ({}))) as CheckbookCheck;
    if (response.status >= 500) throw new Error(`Checkbook answered ${response.status}`);
    return { ok: response.ok, status: response.status, payload };
  }

  async send(request: SendRequest): Promise<SendResult> {
    const { recipient } = request;
    const to =
      recipient.payoutType && recipient.payoutType !== 'Bank' ? recipient.payoutData : recipient.email;
    const cheques: { externalId: string; amount: number }[] = [];
    for (const [index, amount] of request.chequeAmounts.entries()) {
      const { ok, status, payload } = await this.post(
        '/v3/check/digital',
        {
          name: recipient.name || recipient.email,
          recipient: to || recipient.email,
          amount: Number(minorToDecimalString(amount, request.currency)),
          description: `${request.payoutName} (${index + 1} of ${request.chequeAmounts.length})`,
        },
        `${request.idempotencyKey}-${index + 1}`,
      );
      if (!ok || !payload.id || REFUSED.has(String(payload.status).toUpperCase())) {
        return {
          status: 'failed',
          error: payload.error || payload.message || `Checkbook refused the cheque (${status}).`,
          ...(cheques[0] ? { ref: cheques[0].externalId } : {}),
        };
      }
      cheques.push({ externalId: payload.id, amount });
    }
    return { status: 'paid', ref: cheques[0]?.externalId ?? request.idempotencyKey, cheques };
  }
}
