/**
 * Readers for answers whose exact shape the spec leaves open. The spec names list answers by a field
 * ("response productTemplates") while other lists are bare arrays; a background change answers with a job
 * id somewhere in its body. These readers accept either form so a screen does not break on the choice.
 */

/** `[...]` or `{ [field]: [...] }` → the list; anything else → []. */
export function listFrom<T>(data: unknown, field: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    const value = (data as Record<string, unknown>)[field];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

/** `{jobId}`, `{job: {id}}` or `{id}` of a job answer → the job id; null when the change ran at once. */
export function jobIdFrom(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const candidates = [record.jobId, (record.job as Record<string, unknown> | undefined)?.id];
  for (const candidate of candidates) {
    const id = Number(candidate);
    if (candidate !== undefined && candidate !== null && Number.isInteger(id) && id > 0) return id;
  }
  return null;
}
