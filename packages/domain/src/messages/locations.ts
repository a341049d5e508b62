/** Messages of the locations area (server answers and screens): contract texts, kept byte for byte. */
import { ONLINE_MARKETPLACE_LOCATION } from '../constants';

// from apps/server/src/features/locations/service.ts
export const LOCATION_MESSAGES = {
  notFound: 'Location not found.',
  nameTaken: 'A location with this name already exists.',
  reserved: `${ONLINE_MARKETPLACE_LOCATION} is a built-in location; choose another name.`,
  builtIn: `${ONLINE_MARKETPLACE_LOCATION} is built in and cannot be changed or deleted.`,
  lastLocation: 'The last location cannot be deleted.',
  inUse: 'This location is in use and cannot be deleted.',
} as const;

// from apps/server/src/features/locations/sub-locations.ts
export const SUBLOCATION_MESSAGES = {
  notFound: 'Sublocation not found.',
  unknownLocation: 'Location not found.',
  taken: 'This sublocation already exists at that location.',
} as const;
