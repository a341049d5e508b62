import { z } from 'zod';

/**
 * A route's success answer as the client receives it: the envelope hook (envelope.ts) wraps what the handler
 * returns in `{data, error: null}` before the response schema checks and serializes it.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ data, error: z.null() });

/** What a handler returns for an `envelopeOf` response: the data alone; the hook adds the envelope. */
export const enveloped = <T>(data: T) => data as unknown as { data: T; error: null };
