import { fromMinor } from '@backroom/domain/money';
import type { PayoutProvider, SendRequest, SendResult } from './port';

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

/** Checkbook's cheque statuses: refused ones fail the share, in-process ones are polled, the rest are sent. */
const REFUSED = new Set(['FAILED', 'VOID', 'REFUNDED', 'EXPIRED']);
const IN_PROCESS = new Set(['IN_PROCESS']);

/** A share's cheques while one is still in process, kept as the share's provider reference between polls. */
const POLL_PREFIX = 'checks:';

interface Cheque {
  externalId: string;
  amount: number;
  status: string;
}

const encode = (cheques: Cheque[]) =>
  POLL_PREFIX + cheques.map((c) => `${c.externalId}=${c.amount}`).join(',');

function decode(ref: string): Cheque[] {
  return ref
    .slice(POLL_PREFIX.length)
    .split(',')
    .map((part) => {
      const [externalId, amount] = part.split('=');
      return { externalId: externalId!, amount: Number(amount), status: '' };
    });
}

/**
 * Checkbook.io digital cheques: one POST /v3/check/digital per cheque (ceil(total / 2000) of them), each with
 * an Idempotency-Key derived from the payout, consigner, attempt and cheque number, so a job that dies after
 * sending and runs again creates no second cheque. A cheque Checkbook is still processing leaves the share
 * pending: the send job polls GET /v3/check/{id} until every cheque is sent (the share is paid) or one is
 * refused. A refusal (4xx, or a cheque Checkbook marks failed, void, refunded or expired) fails the share with
 * Checkbook's message; a 5xx or network error throws, and the job retries later.
 */
export class CheckbookProvider implements PayoutProvider {
  readonly kind = 'checkbook' as const;
  readonly delayMs = 0;

  constructor(private readonly config: CheckbookConfig) {}

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    const response = await fetch(new URL(path, this.config.baseUrl), {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `${this.config.key}:${this.config.secret}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const payload = (await response.json().catch(() => ({}))) as CheckbookCheck;
    if (response.status >= 500) throw new Error(`Checkbook answered ${response.status}`);
    return { ok: response.ok, status: response.status, payload };
  }

  /** Writes the share's cheques; a refusal answers the failed result instead. */
  private async write(request: SendRequest): Promise<Cheque[] | SendResult> {
    const { recipient } = request;
    const to =
      recipient.payoutType && recipient.payoutType !== 'Bank' ? recipient.payoutData : recipient.email;
    const cheques: Cheque[] = [];
    for (const [index, amount] of request.chequeAmounts.entries()) {
      const { ok, status, payload } = await this.call(
        'POST',
        '/v3/check/digital',
        {
          name: recipient.name || recipient.email,
          recipient: to || recipient.email,
          amount: fromMinor(amount, request.currency),
          description: `${request.payoutName} (${index + 1} of ${request.chequeAmounts.length})`,
        },
        `${request.idempotencyKey}-${index + 1}`,
      );
      const chequeStatus = String(payload.status ?? '').toUpperCase();
      if (!ok || !payload.id || REFUSED.has(chequeStatus)) {
        return {
          status: 'failed',
          error: payload.error || payload.message || `Checkbook refused the cheque (${status}).`,
          ...(cheques[0] ? { ref: cheques[0].externalId } : {}),
        };
      }
      cheques.push({ externalId: payload.id, amount, status: chequeStatus });
    }
    return cheques;
  }

  /** The cheques of an earlier send with their current status. */
  private async poll(ref: string): Promise<Cheque[]> {
    const cheques = decode(ref);
    for (const cheque of cheques) {
      const { ok, payload } = await this.call('GET', `/v3/check/${encodeURIComponent(cheque.externalId)}`);
      // A cheque Checkbook no longer knows (4xx) counts as refused.
      cheque.status = ok ? String(payload.status ?? '').toUpperCase() : 'FAILED';
    }
    return cheques;
  }

  async send(request: SendRequest): Promise<SendResult> {
    const written = request.ref?.startsWith(POLL_PREFIX)
      ? await this.poll(request.ref)
      : await this.write(request);
    if (!Array.isArray(written)) return written;
    const refused = written.find((c) => REFUSED.has(c.status));
    if (refused) {
      return {
        status: 'failed',
        error: `Checkbook cheque ${refused.externalId} is ${refused.status.toLowerCase()}.`,
        ref: written[0]!.externalId,
      };
    }
    if (written.some((c) => IN_PROCESS.has(c.status))) return { status: 'pending', ref: encode(written) };
    return {
      status: 'paid',
      ref: written[0]?.externalId ?? request.idempotencyKey,
      cheques: written.map(({ externalId, amount }) => ({ externalId, amount })),
    };
  }
}
