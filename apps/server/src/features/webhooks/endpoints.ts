/** A store's webhook endpoints and their delivery log; every query is scoped to the store. */
import type { webhookDeliveryView, webhookEndpointView } from '@backroom/domain/contract/webhooks';
import { WEBHOOK_MESSAGES } from '@backroom/domain/messages/webhooks';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type webhookEndpointCreateSchema,
  type webhookEndpointUpdateSchema,
} from '@backroom/domain/webhooks';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { storeScoped } from '../../core/store-scope';
import { emitWebhookEvents, queueDeliveries } from '../../core/webhook-events/emit';
import type { Db, DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema-webhooks';
import { conflict, notFound } from '../../http/errors';
import type { SecretBox } from '../../security/secret-box';
import { newSigningSecret } from './signature';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
type WebhookEndpointView = z.input<typeof webhookEndpointView>;
type WebhookDeliveryView = z.input<typeof webhookDeliveryView>;

/** The secret box's associated data: a sealed secret copied into another store's row does not open. */
export const secretContext = (storeId: number) => `webhook_endpoints.secret:${storeId}`;

const byId = (storeId: number, id: number) =>
  storeScoped(webhookEndpoints, storeId, eq(webhookEndpoints.id, id));

export function endpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt,
    failingSince: row.failingSince,
    previousSecretExpiresAt: previousSecretLive(row, new Date()) ? row.previousSecretExpiresAt : null,
    createdAt: row.createdAt,
  };
}

function previousSecretLive(row: EndpointRow, now: Date): boolean {
  return row.previousSecretSealed !== null && (row.previousSecretExpiresAt?.getTime() ?? 0) > now.getTime();
}

/** The secrets a delivery is signed with: the current one, and the previous one while a roll's overlap lasts. */
export function signingSecrets(box: SecretBox, row: EndpointRow, now = new Date()): string[] {
  const context = secretContext(row.storeId);
  const current = box.open(row.secretSealed, context);
  if (!previousSecretLive(row, now)) return [current];
  return [current, box.open(row.previousSecretSealed!, context)];
}

export async function loadEndpoint(db: DbOrTx, storeId: number, id: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(byId(storeId, id)).limit(1);
  return row ?? null;
}

export async function requireEndpoint(db: DbOrTx, storeId: number, id: number): Promise<EndpointRow> {
  const row = await loadEndpoint(db, storeId, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function listEndpoints(db: Db, storeId: number) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(storeScoped(webhookEndpoints, storeId))
    .orderBy(webhookEndpoints.id);
  return rows.map(endpointView);
}

export async function createEndpoint(
  db: Db,
  {
    box,
    storeId,
    input,
  }: { box: SecretBox; storeId: number; input: z.output<typeof webhookEndpointCreateSchema> },
) {
  const secret = newSigningSecret();
  const row = await db.transaction(async (tx) => {
    // Counted under the store row's lock, so two requests at once cannot both add the twenty-first.
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(storeScoped(webhookEndpoints, storeId))) as [{ n: number }];
    if (n >= MAX_WEBHOOK_ENDPOINTS) throw conflict(WEBHOOK_MESSAGES.tooMany);
    const [made] = await tx
      .insert(webhookEndpoints)
      .values({ storeId, ...input, secretSealed: box.seal(secret, secretContext(storeId)) })
      .returning();
    return made!;
  });
  return { endpoint: endpointView(row), secret, message: WEBHOOK_MESSAGES.created };
}

export async function updateEndpoint(
  db: Db,
  {
    storeId,
    id,
    input,
  }: { storeId: number; id: number; input: z.output<typeof webhookEndpointUpdateSchema> },
) {
  const { enabled, ...fields } = input;
  const turnOn =
    enabled === true ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null } : {};
  const turnOff =
    enabled === false
      ? { enabled: false, disabledAt: new Date(), disabledReason: 'Turned off by the store.' }
      : {};
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...fields, ...turnOn, ...turnOff, updatedAt: new Date() })
    .where(byId(storeId, id))
    .returning();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return endpointView(row);
}

export async function deleteEndpoint(db: Db, storeId: number, id: number) {
  const removed = await db
    .delete(webhookEndpoints)
    .where(byId(storeId, id))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw notFound(WEBHOOK_MESSAGES.notFound);
}

export async function revealSecret(
  db: Db,
  { box, storeId, id }: { box: SecretBox; storeId: number; id: number },
) {
  const row = await requireEndpoint(db, storeId, id);
  return { secret: box.open(row.secretSealed, secretContext(storeId)) };
}

export interface RollSecretOptions {
  box: SecretBox;
  storeId: number;
  id: number;
  keepHours: number;
}

/**
 * "Roll secret": a new signing secret at once. The old one keeps signing beside it for `keepOldSecretForHours`
 * (0: it stops now). Rolling again during an overlap replaces the old one with the one being replaced, so the
 * receiver is never asked to know more than two.
 */
export async function rollSecret(db: Db, { box, storeId, id, keepHours }: RollSecretOptions) {
  const secret = newSigningSecret();
  const expiresAt = keepHours > 0 ? new Date(Date.now() + keepHours * 3_600_000) : null;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secretSealed: box.seal(secret, secretContext(storeId)),
      previousSecretSealed: expiresAt ? sql`${webhookEndpoints.secretSealed}` : null,
      previousSecretExpiresAt: expiresAt,
      updatedAt: new Date(),
    })
    .where(byId(storeId, id))
    .returning({ previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt });
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return {
    secret,
    previousSecretExpiresAt: row.previousSecretExpiresAt,
    message: WEBHOOK_MESSAGES.secretRolled,
  };
}

/** The body an endpoint receives for an event: the same text on every attempt, so a retry verifies alike. */
export async function bodyOf(db: DbOrTx, storeId: number, eventId: number) {
  const [row] = await db
    .select({
      id: webhookEvents.id,
      type: webhookEvents.type,
      data: webhookEvents.data,
      createdAt: webhookEvents.createdAt,
      store: stores.handle,
    })
    .from(webhookEvents)
    .innerJoin(stores, eq(stores.id, webhookEvents.storeId))
    .where(storeScoped(webhookEvents, storeId, eq(webhookEvents.id, eventId)));
  if (!row) throw new Error(`webhook event ${storeId}/${eventId} is missing`);
  return { type: row.type, text: eventBody(row) };
}

function eventBody(row: { id: number; type: string; createdAt: Date; store: string; data: unknown }) {
  return JSON.stringify({
    id: `evt_${row.id}`,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    store: row.store,
    data: row.data,
  });
}

export async function listDeliveries(
  db: Db,
  {
    storeId,
    endpointId,
    page,
  }: { storeId: number; endpointId: number; page: { limit: number; offset: number } },
): Promise<{ deliveries: WebhookDeliveryView[]; total: number }> {
  await requireEndpoint(db, storeId, endpointId);
  const where = storeScoped(webhookDeliveries, storeId, eq(webhookDeliveries.endpointId, endpointId));
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      type: webhookEvents.type,
      data: webhookEvents.data,
      eventCreatedAt: webhookEvents.createdAt,
      store: stores.handle,
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEvents,
      and(
        eq(webhookEvents.storeId, webhookDeliveries.storeId),
        eq(webhookEvents.id, webhookDeliveries.eventId),
      ),
    )
    .innerJoin(stores, eq(stores.id, webhookDeliveries.storeId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = (await db.select({ total: count() }).from(webhookDeliveries).where(where)) as [
    { total: number },
  ];
  return {
    total,
    deliveries: rows.map(({ delivery: d, type, data, eventCreatedAt, store }) => ({
      id: d.id,
      eventId: d.eventId,
      eventType: type,
      status: d.status,
      attempts: d.attempts,
      responseStatus: d.responseStatus,
      responseMs: d.responseMs,
      responseExcerpt: d.responseExcerpt,
      error: d.error,
      nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
      deliveredAt: d.deliveredAt,
      createdAt: d.createdAt,
      payload: eventBody({ id: d.eventId, type, data, createdAt: eventCreatedAt, store }),
    })),
  };
}

/** "Send test event": a webhook.test event to this endpoint only, whatever it listens to. */
export async function sendTestEvent(db: Db, storeId: number, endpointId: number) {
  return db.transaction(async (tx) => {
    await requireEndpoint(tx, storeId, endpointId);
    const [deliveryId] = await emitWebhookEvents(tx, {
      storeId,
      drafts: [
        {
          type: WEBHOOK_TEST_EVENT,
          key: `test:${endpointId}`,
          data: { message: 'A test event from Backroom: your endpoint receives webhooks.' },
        },
      ],
      only: { endpointId },
    });
    return { deliveryId: deliveryId!, message: WEBHOOK_MESSAGES.testQueued };
  });
}

/** "Redeliver": the same event again, as a new delivery at the end of its key's queue. */
export async function redeliver(db: Db, storeId: number, deliveryId: number) {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(storeScoped(webhookDeliveries, storeId, eq(webhookDeliveries.id, deliveryId)));
    if (!original) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    const [id] = await queueDeliveries(tx, storeId, [
      {
        storeId,
        endpointId: original.endpointId,
        eventId: original.eventId,
        orderingKey: original.orderingKey,
      },
    ]);
    return { deliveryId: id!, message: WEBHOOK_MESSAGES.redeliveryQueued };
  });
}
