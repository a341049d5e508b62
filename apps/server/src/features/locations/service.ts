import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { LOCATION_MESSAGES } from '@backroom/domain/messages/locations';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { locations } from '../../db/schema';
import { conflict, isUniqueViolation, notFound, ruleViolation } from '../../http/errors';

export type LocationRow = typeof locations.$inferSelect;

export const isMarketplace = (name: string) => name.trim().toUpperCase() === ONLINE_MARKETPLACE_LOCATION;

const scoped = (storeId: number, id?: number) =>
  id === undefined ? storeScoped(locations, storeId) : storeScoped(locations, storeId, eq(locations.id, id));

export function toLocation(row: LocationRow) {
  return { id: row.id, name: row.name, address: row.address, builtIn: isMarketplace(row.name) };
}

/** The built-in ONLINE MARKETPLACE location exists once the store has an online marketplace. */
export async function ensureMarketplaceLocation(db: DbOrTx, storeId: number): Promise<void> {
  await db.insert(locations).values({ storeId, name: ONLINE_MARKETPLACE_LOCATION }).onConflictDoNothing();
}

export interface Viewer {
  /** Staff see every location; consigners see ONLINE MARKETPLACE only with marketplace access. */
  marketplaceAccess: boolean;
}

/** ONLINE MARKETPLACE is offered only when the store has it and the user may use it (spec 1 §6). */
export async function listLocations(
  db: Db,
  store: { id: number; onlineMarketplace: boolean },
  viewer: Viewer,
) {
  if (store.onlineMarketplace) await ensureMarketplaceLocation(db, store.id);
  const rows = await db.select().from(locations).where(scoped(store.id)).orderBy(asc(locations.id));
  const offerMarketplace = store.onlineMarketplace && viewer.marketplaceAccess;
  return rows.filter((r) => offerMarketplace || !isMarketplace(r.name)).map(toLocation);
}

export async function getLocationRow(db: DbOrTx, storeId: number, id: number): Promise<LocationRow> {
  const [row] = await db.select().from(locations).where(scoped(storeId, id)).limit(1);
  if (!row) throw notFound(LOCATION_MESSAGES.notFound);
  return row;
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'locations_store_name_uq')) throw conflict(LOCATION_MESSAGES.nameTaken);
    throw err;
  }
}

export async function createLocation(
  db: Db,
  storeId: number,
  input: { name: string; address: string | null },
) {
  if (isMarketplace(input.name)) throw ruleViolation(LOCATION_MESSAGES.reserved);
  return saving(async () => {
    const [row] = await db
      .insert(locations)
      .values({ storeId, name: input.name, address: input.address })
      .returning();
    return toLocation(row!);
  });
}

export async function updateLocation(
  db: Db,
  { storeId, id, input }: { storeId: number; id: number; input: { name?: string; address?: string | null } },
) {
  const existing = await getLocationRow(db, storeId, id);
  if (isMarketplace(existing.name)) throw ruleViolation(LOCATION_MESSAGES.builtIn);
  if (input.name !== undefined && isMarketplace(input.name)) throw ruleViolation(LOCATION_MESSAGES.reserved);
  if (input.name === undefined && input.address === undefined) return toLocation(existing);
  return saving(async () => {
    const [row] = await db.update(locations).set(input).where(scoped(storeId, id)).returning();
    return toLocation(row!);
  });
}

/** Refused for ONLINE MARKETPLACE, the last location, and a location items or scans still use. */
export async function deleteLocation(db: Db, storeId: number, id: number) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(locations).where(scoped(storeId)).for('update');
    const target = rows.find((r) => r.id === id);
    if (!target) throw notFound(LOCATION_MESSAGES.notFound);
    if (isMarketplace(target.name)) throw ruleViolation(LOCATION_MESSAGES.builtIn);
    if (rows.filter((r) => !isMarketplace(r.name)).length <= 1)
      throw ruleViolation(LOCATION_MESSAGES.lastLocation);
    const [usage] = await tx
      .select({ n: count() })
      .from(locations)
      .where(
        and(
          scoped(storeId, id),
          sql`(exists (select 1 from inventories i where i.store_id = ${storeId} and i.location_id = ${id})
          or exists (select 1 from scans s where s.store_id = ${storeId} and s.location_id = ${id}))`,
        ),
      );
    if (usage!.n > 0) throw ruleViolation(LOCATION_MESSAGES.inUse);
    await tx.delete(locations).where(scoped(storeId, id));
    return { deleted: true };
  });
}
