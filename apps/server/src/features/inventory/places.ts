/**
 * Locations and sublocations by name. The domain and the screens speak names (sublocations are matched by
 * their location's name, spec 2 §2.12); the table keeps ids. A store has a handful, so they are read whole.
 */

import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { PLACE_MESSAGES } from '@backroom/domain/messages/inventory';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { locations, subLocations } from '../../db/schema';
import { badInput } from '../../http/errors';

export interface Places {
  locationId(name: string | null | undefined): number | null;
  subLocationId(locationName: string | null | undefined, name: string | null | undefined): number | null;
  /** A location given by name or id → its name; throws 400 for an unknown one. */
  locationName(value: string | number | null | undefined): string | null;
  /** A sublocation given by name or id at that location → its name; throws 400 for an unknown one. */
  subLocationName(location: string | null, value: string | number | null | undefined): string | null;
}

export async function loadPlaces(db: DbOrTx, storeId: number): Promise<Places> {
  // Sequential: `db` may be a transaction, whose one connection cannot run two queries at once.
  const locs = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(storeScoped(locations, storeId));
  const subs = await db
    .select({ id: subLocations.id, name: subLocations.name, locationId: subLocations.locationId })
    .from(subLocations)
    .where(storeScoped(subLocations, storeId));
  const byName = new Map(locs.map((l) => [l.name, l.id]));
  const nameById = new Map(locs.map((l) => [l.id, l.name]));
  const subKey = (locationId: number, name: string) => `${locationId}\u0000${name}`;
  const subByKey = new Map(subs.map((s) => [subKey(s.locationId, s.name), s.id]));
  const subById = new Map(subs.map((s) => [s.id, s]));

  const places: Places = {
    locationId(name) {
      if (!name) return null;
      const id = byName.get(name.trim());
      if (id === undefined) throw badInput(PLACE_MESSAGES.unknownLocation);
      return id;
    },
    subLocationId(locationName, name) {
      if (!name) return null;
      const locationId = places.locationId(locationName);
      const id = locationId === null ? undefined : subByKey.get(subKey(locationId, name.trim()));
      if (id === undefined) throw badInput(PLACE_MESSAGES.unknownSubLocation);
      return id;
    },
    locationName(value) {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const text = String(value).trim();
      if (byName.has(text)) return text;
      const byId = /^\d+$/.test(text) ? nameById.get(Number(text)) : undefined;
      if (byId === undefined) throw badInput(PLACE_MESSAGES.unknownLocation);
      return byId;
    },
    subLocationName(location, value) {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const text = String(value).trim();
      const locationId = location ? byName.get(location) : undefined;
      if (locationId === undefined) throw badInput(PLACE_MESSAGES.unknownSubLocation);
      if (subByKey.has(subKey(locationId, text))) return text;
      const sub = /^\d+$/.test(text) ? subById.get(Number(text)) : undefined;
      if (!sub || sub.locationId !== locationId) throw badInput(PLACE_MESSAGES.unknownSubLocation);
      return sub.name;
    },
  };
  return places;
}

export const isMarketplaceName = (name: string | null) => name === ONLINE_MARKETPLACE_LOCATION;
