import { issueSentence } from '@backroom/domain';
import type { z } from 'zod';
import { badInput } from './errors';

/** The first failure as a sentence naming the field in words (the domain's field-messages, shared with the forms). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  return issueSentence(issue);
}

/**
 * Parses with a schema chosen at request time (e.g. one that depends on a store setting); a failure is a 400
 * naming the first field, like the route-level validation.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badInput(describeIssue(result.error.issues[0]!));
  return result.data;
}
