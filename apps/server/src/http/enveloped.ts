import type { z } from 'zod';

/**
 * A route's response schema describes its `data`: the envelope hook (envelope.ts) wraps what the handler returns
 * in `{data, error: null}`, and the serializer (envelope-serializer.ts) checks the `data` inside against it.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) => data;

/** What a handler returns: the data alone; the hook adds the envelope. */
export const enveloped = <T>(data: T) => data;
