/**
 * The webhook outbox: a change calls `emitWebhookEvents` inside its own transaction, so the events exist exactly
 * when the change commits (a rollback takes them with it). Only events some enabled endpoint of the store
 * listens to are written; each becomes one delivery per such endpoint and one job that sends it.
 */
import { WEBHOOK_DATA_SCHEMAS, type WebhookData, type WebhookEventType } from '@backroom/domain/webhooks';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema-webhooks';
import { storeScoped } from '../store-scope';

export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

export type WebhookDraft = {
  [T in keyof typeof WEBHOOK_DATA_SCHEMAS]: {
    type: T;
    /** What the event is about (`item:12`): events with one key reach an endpoint in the order they were made. */
    key: string;
    data: WebhookData<T>;
  };
}[keyof typeof WEBHOOK_DATA_SCHEMAS];

const CHUNK = 1000;

export async function listeningEndpoints(tx: DbOrTx, storeId: number) {
  return tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(storeScoped(webhookEndpoints, storeId, eq(webhookEndpoints.enabled, true)));
}

/** Writes events (and their deliveries and jobs) in the caller's transaction; returns how many deliveries. */
export async function emitWebhookEvents(
  tx: DbOrTx,
  {
    storeId,
    drafts,
    only,
  }: {
    storeId: number;
    drafts: readonly WebhookDraft[];
    /** One endpoint, whatever it listens to ("Send test event"). */
    only?: { endpointId: number };
  },
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const endpoints = only
    ? [{ id: only.endpointId, events: null }]
    : (await listeningEndpoints(tx, storeId)).map((e) => ({ id: e.id, events: new Set(e.events) }));
  if (endpoints.length === 0) return [];
  const wanted = drafts.filter((d) => endpoints.some((e) => e.events === null || e.events.has(d.type)));
  const deliveryIds: number[] = [];
  for (let start = 0; start < wanted.length; start += CHUNK) {
    const part = wanted.slice(start, start + CHUNK);
    const events = await tx
      .insert(webhookEvents)
      .values(
        part.map((d) => ({
          storeId,
          type: d.type,
          orderingKey: d.key,
          data: WEBHOOK_DATA_SCHEMAS[d.type].parse(d.data) as Record<string, unknown>,
        })),
      )
      .returning({ id: webhookEvents.id, type: webhookEvents.type, key: webhookEvents.orderingKey });
    const rows = events.flatMap((event) =>
      endpoints
        .filter((e) => e.events === null || e.events.has(event.type as WebhookEventType))
        .map((e) => ({ storeId, endpointId: e.id, eventId: event.id, orderingKey: event.key })),
    );
    deliveryIds.push(...(await queueDeliveries(tx, storeId, rows)));
  }
  return deliveryIds;
}

/** New deliveries and their send jobs; also used by "redeliver". */
export async function queueDeliveries(
  tx: DbOrTx,
  storeId: number,
  rows: { storeId: number; endpointId: number; eventId: number; orderingKey: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  // Bounded statements: PostgreSQL takes at most 65,535 parameters in one.
  for (let start = 0; start < rows.length; start += CHUNK) {
    const made = await tx
      .insert(webhookDeliveries)
      .values(rows.slice(start, start + CHUNK))
      .returning({ id: webhookDeliveries.id });
    await tx
      .insert(jobs)
      .values(made.map((d) => ({ name: WEBHOOK_DELIVER_JOB, storeId, payload: { deliveryId: d.id } })));
    ids.push(...made.map((d) => d.id));
  }
  return ids;
}
