/**
 * Linnworks (issue #15 part 3). Settings → Linnworks: GET/PUT/DELETE /api/linnworks and POST /api/linnworks/test
 * (the Settings control). Orders: POST /api/orders/linnworkOrders (spec 3 §7: empty body, called when the staff
 * app loads; any staff member, a no-op for stores without Linnworks) and GET /api/orders/linnworkOrders (the
 * last sync, for the Orders screen).
 */
import {
  linnworksDisconnected,
  linnworksSaved,
  linnworksSyncBody,
  linnworksTestBody,
  linnworksTested,
} from '@backroom/domain/contract/linnworks';
import { LINNWORKS_MESSAGES } from '@backroom/domain/messages/linnworks';
import {
  linnworksConnectionSchema,
  linnworksSettingsSchema,
  linnworksSyncStatusSchema,
} from '@backroom/domain/schemas/linnworks';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { storeScoped } from '../../core/store-scope';
import { jobs } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound, ruleViolation } from '../../http/errors';
import type { SecretBox } from '../../security/secret-box';
import {
  type ConnectionRow,
  connectionView,
  credentialsOf,
  credentialsToSave,
  deleteConnection,
  findConnection,
  lastSyncOf,
  writeConnection,
} from './connection';
import { type LinnworksApi, type LinnworksCredentials, LinnworksRefused } from './provider';
import { LINNWORKS_SYNC_JOB, openSyncJob, requestSync, scheduleSync } from './schedule';

const tags = ['linnworks'];
const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };
/** The success answer's `data` (the envelope hook wraps it; see http/contract.ts). */
const answer = <T extends z.ZodType>(data: T) => ({ 200: data });

async function checkCredentials(api: LinnworksApi, credentials: LinnworksCredentials) {
  try {
    await api.authorize(credentials);
  } catch (err) {
    if (err instanceof LinnworksRefused) {
      throw ruleViolation(
        api.kind === 'local'
          ? LINNWORKS_MESSAGES.refusedLocal
          : `Linnworks refused these credentials. ${err.message}`,
      );
    }
    const name = LINNWORKS_MESSAGES.providerName(api.kind);
    throw new AppError(
      'UNAVAILABLE',
      `${name[0]!.toUpperCase()}${name.slice(1)} could not be reached. Please try again in a moment.`,
    );
  }
}

function syncStatus(row: ConnectionRow | null, job: { id: number; status: string; runAt: Date } | null) {
  return {
    configured: row !== null,
    syncing: job !== null && (job.status === 'running' || job.runAt.getTime() <= Date.now()),
    jobId: job?.id ?? null,
    lastSync: lastSyncOf(row),
  };
}

export function linnworksRoutes(
  root: FastifyInstance,
  { deps, api, box }: { deps: Deps; api: LinnworksApi; box: SecretBox },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/linnworks',
    {
      config: settings,
      schema: {
        summary: "The store's Linnworks connection, without its secrets",
        operationId: 'getLinnworksConnection',
        tags,
        response: answer(linnworksConnectionSchema),
      },
    },
    async (request) => connectionView(await findConnection(db, request.ctx.store.id), api),
  );

  app.put(
    '/api/linnworks',
    {
      config: settings,
      schema: {
        summary: 'Connect Linnworks (checked with Linnworks first) and start a sync',
        operationId: 'saveLinnworksConnection',
        tags,
        body: linnworksSettingsSchema,
        response: answer(linnworksSaved),
      },
    },
    async (request) => {
      const storeId = request.ctx.store.id;
      const existing = await findConnection(db, storeId);
      const credentials = credentialsToSave(box, request.body, existing);
      await checkCredentials(api, credentials);
      const row = await db.transaction(async (tx) => {
        const current = await findConnection(tx, storeId, true);
        const saved = await writeConnection(tx, { box, storeId, credentials, existing: current });
        await scheduleSync(tx, { storeId, runAt: new Date(), afterRunning: true });
        return saved;
      });
      deps.worker.nudge();
      return {
        ...connectionView(row, api),
        message: api.kind === 'local' ? LINNWORKS_MESSAGES.savedLocal : LINNWORKS_MESSAGES.saved,
      };
    },
  );

  app.delete(
    '/api/linnworks',
    {
      config: settings,
      schema: {
        summary: 'Disconnect Linnworks (orders already brought in stay)',
        operationId: 'deleteLinnworksConnection',
        tags,
        response: answer(linnworksDisconnected),
      },
    },
    async (request) => {
      const storeId = request.ctx.store.id;
      const removed = await db.transaction(async (tx) => {
        const gone = await deleteConnection(tx, storeId);
        await tx
          .delete(jobs)
          .where(
            storeScoped(jobs, storeId, eq(jobs.name, LINNWORKS_SYNC_JOB), inArray(jobs.status, ['queued'])),
          );
        return gone;
      });
      if (!removed) throw notFound(LINNWORKS_MESSAGES.notConfigured);
      return { message: LINNWORKS_MESSAGES.removed };
    },
  );

  app.post(
    '/api/linnworks/test',
    {
      config: settings,
      schema: {
        summary: 'Check the saved Linnworks credentials with Linnworks',
        operationId: 'testLinnworksConnection',
        tags,
        body: linnworksTestBody,
        response: answer(linnworksTested),
      },
    },
    async (request) => {
      const row = await findConnection(db, request.ctx.store.id);
      if (!row) throw notFound(LINNWORKS_MESSAGES.notConfigured);
      await checkCredentials(api, credentialsOf(box, row));
      return {
        message: api.kind === 'local' ? LINNWORKS_MESSAGES.connectedLocal : LINNWORKS_MESSAGES.connected,
      };
    },
  );

  app.post(
    '/api/orders/linnworkOrders',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        summary: 'Bring in Linnworks orders now (the staff app calls it on load; a no-op without Linnworks)',
        operationId: 'syncLinnworkOrders',
        tags: ['orders', ...tags],
        body: linnworksSyncBody,
        response: answer(linnworksSyncStatusSchema),
      },
    },
    async (request) => {
      const { row, job } = await requestSync(db, request.ctx.store.id, request.body?.force === true);
      if (job) deps.worker.nudge();
      return syncStatus(row, job);
    },
  );

  app.get(
    '/api/orders/linnworkOrders',
    {
      config: { access: { kind: 'staff', control: 'Orders' } },
      schema: {
        summary: 'Whether Linnworks is connected, and what the last sync found',
        operationId: 'getLinnworkOrdersSync',
        tags: ['orders', ...tags],
        response: answer(linnworksSyncStatusSchema),
      },
    },
    async (request) => {
      const storeId = request.ctx.store.id;
      const row = await findConnection(db, storeId);
      return syncStatus(row, row ? await openSyncJob(db, storeId) : null);
    },
  );
}
