/** The (path, message) pairs of a failed parse, for readable assertions. */
export function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): [string, string][] {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}
