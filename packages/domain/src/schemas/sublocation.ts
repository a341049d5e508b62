/** Sublocations (spec 3 §2.14, §5). */
import { z } from 'zod';
import { messages } from '../messages';
import { LIMITS, requiredText } from './common';

export const sublocationSchema = z.strictObject({
  locationName: requiredText(messages.locationRequired, { max: LIMITS.name }),
  name: requiredText(messages.sublocationRequired, { max: LIMITS.name }),
});

export type SublocationForm = z.infer<typeof sublocationSchema>;

/** PUT /api/subLocations/{id}: only the name changes. */
export const sublocationUpdateSchema = z.strictObject({
  name: requiredText(messages.sublocationRequired, { max: LIMITS.name }),
});

/** Sublocation options follow the chosen location, matched by location name. */
export function subLocationsFor<T extends { locationName: string }>(
  subLocations: readonly T[],
  locationName: string | null | undefined,
): T[] {
  return locationName ? subLocations.filter((s) => s.locationName === locationName) : [];
}
