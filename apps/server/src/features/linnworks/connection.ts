/** A store's Linnworks connection: sealed credentials in, the connection without secrets out. */

import { LINNWORKS_MESSAGES } from '@backroom/domain/messages/linnworks';
import type {
  LinnworksConnection,
  LinnworksLastSync,
  LinnworksSettings,
} from '@backroom/domain/schemas/linnworks';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { linnworksConnections } from '../../db/schema';
import { badInput } from '../../http/errors';
import type { SecretBox } from '../../security/secret-box';
import type { LinnworksApi, LinnworksCredentials } from './provider';

export type ConnectionRow = typeof linnworksConnections.$inferSelect;

export const linnworksSecretContext = (storeId: number, field: string) => `linnworks:${storeId}:${field}`;

export async function findConnection(
  db: DbOrTx,
  storeId: number,
  lock = false,
): Promise<ConnectionRow | null> {
  const query = db.select().from(linnworksConnections).where(storeScoped(linnworksConnections, storeId));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export function credentialsOf(box: SecretBox, row: ConnectionRow): LinnworksCredentials {
  return {
    applicationId: row.applicationId,
    applicationSecret: box.open(
      row.applicationSecret,
      linnworksSecretContext(row.storeId, 'applicationSecret'),
    ),
    installationToken: box.open(
      row.installationToken,
      linnworksSecretContext(row.storeId, 'installationToken'),
    ),
  };
}

/** The credentials a save would use: the typed ones, else the saved ones. The first save needs all three. */
export function credentialsToSave(
  box: SecretBox,
  input: LinnworksSettings,
  existing: ConnectionRow | null,
): LinnworksCredentials {
  const saved = existing ? credentialsOf(box, existing) : null;
  const applicationSecret = input.applicationSecret ?? saved?.applicationSecret;
  const installationToken = input.installationToken ?? saved?.installationToken;
  if (!applicationSecret) throw badInput(`${LINNWORKS_MESSAGES.required('Application secret')}.`);
  if (!installationToken) throw badInput(`${LINNWORKS_MESSAGES.required('Installation token')}.`);
  return { applicationId: input.applicationId, applicationSecret, installationToken };
}

export interface WriteConnectionOptions {
  box: SecretBox;
  storeId: number;
  credentials: LinnworksCredentials;
  existing: ConnectionRow | null;
}

/** Writes the connection (sealed), in the caller's transaction. A new application keeps no old cursor. */
export async function writeConnection(
  tx: DbOrTx,
  { box, storeId, credentials, existing }: WriteConnectionOptions,
): Promise<ConnectionRow> {
  const sealed = {
    applicationId: credentials.applicationId,
    applicationSecret: box.seal(
      credentials.applicationSecret,
      linnworksSecretContext(storeId, 'applicationSecret'),
    ),
    installationToken: box.seal(
      credentials.installationToken,
      linnworksSecretContext(storeId, 'installationToken'),
    ),
  };
  const sameAccount =
    existing !== null &&
    existing.applicationId.toLowerCase() === credentials.applicationId.toLowerCase() &&
    credentialsOf(box, existing).installationToken.toLowerCase() ===
      credentials.installationToken.toLowerCase();
  const [row] = await tx
    .insert(linnworksConnections)
    .values({ storeId, ...sealed })
    .onConflictDoUpdate({
      target: linnworksConnections.storeId,
      set: {
        ...sealed,
        updatedAt: new Date(),
        ...(sameAccount
          ? {}
          : {
              syncedThrough: null,
              lastSyncAt: null,
              lastSyncStatus: null,
              lastSyncError: null,
              lastSyncResult: null,
            }),
      },
    })
    .returning();
  return row!;
}

export async function deleteConnection(tx: DbOrTx, storeId: number): Promise<boolean> {
  const removed = await tx
    .delete(linnworksConnections)
    .where(storeScoped(linnworksConnections, storeId))
    .returning({ storeId: linnworksConnections.storeId });
  return removed.length > 0;
}

export function lastSyncOf(row: ConnectionRow | null): LinnworksLastSync | null {
  if (!row?.lastSyncAt || !row.lastSyncStatus) return null;
  const result = row.lastSyncResult ?? {};
  return {
    at: row.lastSyncAt.toISOString(),
    status: row.lastSyncStatus,
    error: row.lastSyncError,
    found: Number(result.found ?? 0),
    created: Number(result.created ?? 0),
    unmatched: Number(result.unmatched ?? 0),
    flagged: Number(result.flagged ?? 0),
  };
}

/** The connection as Settings shows it, saying which Linnworks this server talks to. */
export function connectionView(
  row: ConnectionRow | null,
  api: Pick<LinnworksApi, 'kind' | 'testCredentials'>,
): LinnworksConnection {
  return {
    configured: row !== null,
    provider: api.kind,
    testCredentials: api.kind === 'local' && api.testCredentials ? { ...api.testCredentials } : null,
    applicationId: row?.applicationId ?? null,
    hasSecret: row !== null,
    hasToken: row !== null,
    syncedThrough: row?.syncedThrough?.toISOString() ?? null,
    lastSync: lastSyncOf(row),
  };
}
