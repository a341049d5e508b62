import { z } from 'zod';
import { linnworksConnectionSchema } from '../schemas/linnworks';

export const linnworksTestBody = z.strictObject({}).optional();

/** Empty on load (spec 3 §7); Sync now sends force, which skips the one-minute wait between page loads. */
export const linnworksSyncBody = z.strictObject({ force: z.boolean().optional() }).optional();

export const linnworksSaved = linnworksConnectionSchema.extend({ message: z.string() });

export const linnworksDisconnected = z.object({ message: z.string() });

export const linnworksTested = z.object({ message: z.string() });

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { linnworksConnectionSchema, linnworksSettingsSchema } from '../schemas/linnworks';
