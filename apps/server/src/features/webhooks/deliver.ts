/**
 * Sending one delivery (the `webhook.deliver` job). In order per key: a delivery waits while an earlier one for
 * the same endpoint and key (the same item, order, payout...) is pending; when a delivery ends it wakes the next
 * one. A failed attempt is retried with exponential back-off (30 s doubling, at most 2 h apart) through a new
 * job, for a day; an endpoint whose deliveries have failed for a day is disabled and the owner e-mailed.
 */
import { eq, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import { WEBHOOK_DELIVER_JOB } from '../../core/webhook-events/emit';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { webhookEndpoints } from '../../db/schema-webhooks';
import type { JobHandler } from '../../jobs/queue';
import type { SecretBox } from '../../security/secret-box';
import { emailOwner } from '../billing';
import type { AddressPolicy } from './address';
import { bodyOf, loadEndpoint, signingSecrets } from './endpoints';
import { postSigned } from './http-post';

export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const CLAIM_SECONDS = 60;
export const DISABLED_REASON = 'Every delivery failed for a day.';

/** 30 s, 1 min, 2 min ... at most 2 h, with a tenth of jitter so a recovering receiver is not hit at once. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000);
  return Math.round(base * (0.9 + 0.2 * random()));
}

interface Claimed {
  store_id: number;
  id: number;
  endpoint_id: number;
  event_id: number;
  ordering_key: string;
  attempts: number;
  created_at: Date | string;
}

/** Takes the delivery when it is due and no earlier delivery of its key is open. */
async function claim(db: Db, storeId: number, id: number): Promise<Claimed | null> {
  const result = await db.execute(sql`
    update webhook_deliveries d set status = 'sending', attempts = d.attempts + 1,
      claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where d.store_id = ${storeId} and d.id = ${id} and d.next_attempt_at <= now()
      and (d.status = 'pending' or (d.status = 'sending' and d.claimed_until < now()))
      and not exists (
        select 1 from webhook_deliveries e
        where e.store_id = d.store_id and e.endpoint_id = d.endpoint_id and e.ordering_key = d.ordering_key
          and e.id < d.id and e.status in ('pending', 'sending'))
    returning d.store_id, d.id, d.endpoint_id, d.event_id, d.ordering_key, d.attempts, d.created_at`);
  return (result.rows[0] as Claimed | undefined) ?? null;
}

/** Queues the next open delivery of the same key, now that this one has ended. */
async function wakeNext(db: Db, d: Claimed): Promise<void> {
  await db.execute(sql`
    insert into jobs (name, store_id, payload, run_at)
    select ${WEBHOOK_DELIVER_JOB}, n.store_id, jsonb_build_object('deliveryId', n.id), greatest(n.next_attempt_at, now())
    from webhook_deliveries n
    where n.store_id = ${d.store_id} and n.endpoint_id = ${d.endpoint_id} and n.ordering_key = ${d.ordering_key}
      and n.id > ${d.id} and n.status = 'pending'
    order by n.id limit 1`);
}

export function deliverWebhookJob(box: SecretBox, policy: AddressPolicy): JobHandler {
  return async ({ job, db }) => {
    const storeId = job.storeId!;
    const deliveryId = Number(job.payload.deliveryId);
    const delivery = await claim(db, storeId, deliveryId);
    if (!delivery) {
      await recheckHeldDelivery(db, storeId, deliveryId);
      return { sent: false };
    }
    const endpoint = await loadEndpoint(db, storeId, delivery.endpoint_id);
    if (!endpoint?.enabled) {
      await finish(db, delivery, { status: 'skipped', error: 'The endpoint is disabled.' });
      await wakeNext(db, delivery);
      return { sent: false };
    }
    const body = await bodyOf(db, storeId, delivery.event_id);
    const outcome = await postSigned({
      url: endpoint.url,
      body: body.text,
      secrets: signingSecrets(box, endpoint),
      policy,
      meta: {
        event: body.type,
        delivery: delivery.id,
      },
    });
    const now = new Date();
    if (outcome.ok) {
      await finish(db, delivery, { status: 'succeeded', ...outcome.record, deliveredAt: now });
      await db.execute(sql`update webhook_endpoints set failing_since = null
        where store_id = ${storeId} and id = ${endpoint.id} and failing_since is not null`);
      await wakeNext(db, delivery);
      return { sent: true, status: outcome.record.responseStatus };
    }
    const expired = now.getTime() - new Date(delivery.created_at).getTime() >= RETRY_WINDOW_MS;
    if (expired) {
      await finish(db, delivery, { status: 'failed', ...outcome.record });
      await wakeNext(db, delivery);
    } else {
      const runAt = new Date(now.getTime() + retryDelayMs(delivery.attempts));
      await db.transaction(async (tx) => {
        await tx.execute(sql`update webhook_deliveries set status = 'pending', claimed_until = null,
            next_attempt_at = ${runAt}, response_status = ${outcome.record.responseStatus},
            response_ms = ${outcome.record.responseMs}, response_excerpt = ${outcome.record.responseExcerpt},
            error = ${outcome.record.error}
          where store_id = ${storeId} and id = ${delivery.id}`);
        await tx
          .insert(jobs)
          .values({ name: WEBHOOK_DELIVER_JOB, storeId, payload: { deliveryId: delivery.id }, runAt });
      });
    }
    await noteFailure(db, storeId, endpoint.id, endpoint.url, now);
    return { sent: false, status: outcome.record.responseStatus, error: outcome.record.error };
  };
}

/**
 * A delivery still held by a sender that died mid-attempt (its claim has not run out yet) would otherwise wait
 * for a job that never comes: look again once the claim has expired.
 */
async function recheckHeldDelivery(db: Db, storeId: number, id: number) {
  await db.execute(sql`
    insert into jobs (name, store_id, payload, run_at)
    select ${WEBHOOK_DELIVER_JOB}, d.store_id, jsonb_build_object('deliveryId', d.id), d.claimed_until + interval '1 second'
    from webhook_deliveries d
    where d.store_id = ${storeId} and d.id = ${id} and d.status = 'sending' and d.claimed_until >= now()`);
}

interface Outcome {
  status: 'succeeded' | 'failed' | 'skipped';
  responseStatus?: number | null;
  responseMs?: number | null;
  responseExcerpt?: string | null;
  error?: string | null;
  deliveredAt?: Date;
}

async function finish(db: Db, d: Claimed, o: Outcome): Promise<void> {
  await db.execute(sql`update webhook_deliveries set status = ${o.status}, claimed_until = null,
      response_status = ${o.responseStatus ?? null}, response_ms = ${o.responseMs ?? null},
      response_excerpt = ${o.responseExcerpt ?? null}, error = ${o.error ?? null},
      delivered_at = ${o.deliveredAt ?? null}
    where store_id = ${d.store_id} and id = ${d.id}`);
}

/** Starts the endpoint's failure clock; a day on, disables it and e-mails the owner (once, in one transaction). */
async function noteFailure(db: Db, storeId: number, endpointId: number, url: string, now: Date) {
  await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ enabled: webhookEndpoints.enabled, failingSince: webhookEndpoints.failingSince })
      .from(webhookEndpoints)
      .where(storeScoped(webhookEndpoints, storeId, eq(webhookEndpoints.id, endpointId)))
      .for('update');
    if (!endpoint?.enabled) return;
    const since = endpoint.failingSince ?? now;
    const disable = now.getTime() - since.getTime() >= RETRY_WINDOW_MS;
    await tx
      .update(webhookEndpoints)
      .set(
        disable
          ? { failingSince: since, enabled: false, disabledAt: now, disabledReason: DISABLED_REASON }
          : { failingSince: since },
      )
      .where(storeScoped(webhookEndpoints, storeId, eq(webhookEndpoints.id, endpointId)));
    if (!disable) return;
    await tx.execute(sql`update webhook_deliveries set status = 'skipped', error = 'The endpoint was disabled.'
      where store_id = ${storeId} and endpoint_id = ${endpointId} and status = 'pending'`);
    await emailOwner(tx, storeId, (store) => ({
      subject: `Webhook endpoint disabled for ${store}`,
      text: [
        `Backroom could not deliver webhooks to ${url} for a day, so the endpoint has been turned off.`,
        '',
        'Check the delivery log under Settings → Webhooks, fix the receiver, then turn the endpoint back on.',
      ].join('\n'),
    }));
  });
}
