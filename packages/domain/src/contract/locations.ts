/** Answers of the locations calls (spec 2 §3, spec 3 §2.14). */
import { z } from 'zod';
import { fieldRequired } from '../messages';
import { coercedRowId, LIMITS, optionalText, queryText, requiredText } from '../schemas/common';

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  /** The built-in Marketplace location: it cannot be renamed or deleted. */
  builtIn: z.boolean(),
});
export type Location = z.output<typeof location>;

export const locationsAnswer = z.object({ locations: z.array(location) });
export const locationDeleted = z.object({ deleted: z.boolean() });

/** A sublocation (shelf, bin) of a location (spec 3 §2.14). */
export const subLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
});
export type SubLocation = z.output<typeof subLocation>;

export const subLocationsAnswer = z.object({ subLocations: z.array(subLocation) });
export type SubLocationsAnswer = z.output<typeof subLocationsAnswer>;

export const locationBody = z.strictObject({
  name: requiredText(fieldRequired('Name'), { max: LIMITS.name }),
  address: optionalText({ max: LIMITS.address }),
});

export const locationUpdateBody = locationBody.partial();

export const subLocationsQuery = z.object({
  location: queryText(LIMITS.name),
  locationId: coercedRowId().optional(),
});

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { sublocationSchema, sublocationUpdateSchema } from '../schemas/sublocation';
