import { SUBLOCATION_MESSAGES } from '@backroom/domain/messages/locations';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { locations, subLocations } from '../../db/schema';
import { badInput, conflict, isUniqueViolation, notFound } from '../../http/errors';

const columns = {
  id: subLocations.id,
  name: subLocations.name,
  locationId: subLocations.locationId,
  locationName: locations.name,
};

function select(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(subLocations)
    .innerJoin(
      locations,
      and(eq(locations.id, subLocations.locationId), eq(locations.storeId, subLocations.storeId)),
    )
    .where(where)
    .orderBy(asc(locations.name), asc(subLocations.name), asc(subLocations.id));
}

/** Sublocations of the store, optionally of one location (by name, as the spec matches them, or id). */
export function listSubLocations(
  db: Db,
  storeId: number,
  filter: { location?: string; locationId?: number },
) {
  return select(
    db,
    storeScoped(
      subLocations,
      storeId,
      filter.location ? eq(locations.name, filter.location) : undefined,
      filter.locationId ? eq(subLocations.locationId, filter.locationId) : undefined,
    ),
  );
}

async function getSubLocation(db: Db, storeId: number, id: number) {
  const [row] = await select(db, storeScoped(subLocations, storeId, eq(subLocations.id, id)));
  if (!row) throw notFound(SUBLOCATION_MESSAGES.notFound);
  return row;
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'sub_locations_store_loc_name_uq')) throw conflict(SUBLOCATION_MESSAGES.taken);
    throw err;
  }
}

export async function createSubLocation(
  db: Db,
  storeId: number,
  input: { locationName: string; name: string },
) {
  const [location] = await db
    .select()
    .from(locations)
    .where(storeScoped(locations, storeId, eq(locations.name, input.locationName)))
    .limit(1);
  if (!location) throw badInput(SUBLOCATION_MESSAGES.unknownLocation);
  const id = await saving(async () => {
    const [row] = await db
      .insert(subLocations)
      .values({ storeId, locationId: location.id, name: input.name })
      .returning({ id: subLocations.id });
    return row!.id;
  });
  return getSubLocation(db, storeId, id);
}

export async function renameSubLocation(
  db: Db,
  { storeId, id, name }: { storeId: number; id: number; name: string },
) {
  const updated = await saving(() =>
    db
      .update(subLocations)
      .set({ name })
      .where(storeScoped(subLocations, storeId, eq(subLocations.id, id)))
      .returning({ id: subLocations.id }),
  );
  if (updated.length === 0) throw notFound(SUBLOCATION_MESSAGES.notFound);
  return getSubLocation(db, storeId, id);
}
