/** A store address without its trailing slash, so paths can be appended. */
export function storeUrl(base: string, path = ''): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
