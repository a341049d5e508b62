import type { z } from 'zod';
import { badInput } from './errors';

/** "bankData.accountName: Account Name is required", the way the envelope names fields of route schemas. */
export function describeIssue(issue: z.core.$ZodIssue, context = 'body'): string {
  const field = issue.path.map(String).join('.');
  return `${field || context}: ${issue.message}`;
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
