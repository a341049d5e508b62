/**
 * Which store a page is for (spec 1 §1), in order of preference: the `?domain=` query parameter, the
 * remembered value, a catalogue path `/catalogue/{handle}`, the host name (`{handle}.localhost`,
 * `{handle}.{suffix}`, or a store's own domain). Pure: the caller passes the location and the remembered value.
 */
export interface StoreLocation {
  search: string;
  pathname: string;
  hostname: string;
}

export type StoreSource = 'query' | 'remembered' | 'catalogue' | 'host' | 'domain';

export interface ResolvedStore {
  /** A handle, or for source 'domain' a whole host name that GET /open/stores/{domain} looks up. */
  key: string;
  source: StoreSource;
}

export const REMEMBERED_STORE_KEY = 'backroom.store';
/** The product's own domain, used when the build configures no other (spec 1 §9). */
export const DEFAULT_HOST_SUFFIX = 'backroom.app';

const CATALOGUE_PATH = /^\/catalogue\/([^/]+)/;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

function fromHost(hostname: string, suffix: string): ResolvedStore | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || IP_ADDRESS.test(host)) return null;
  for (const base of ['localhost', suffix.toLowerCase()]) {
    if (host === base || host === `www.${base}`) return null;
    if (host.endsWith(`.${base}`)) {
      const label = host.slice(0, -(base.length + 1));
      return label.includes('.') ? null : { key: label, source: 'host' };
    }
  }
  // A store's own domain (its consignerUrl or inStoreUrl host).
  return host.includes('.') ? { key: host, source: 'domain' } : null;
}

export function resolveStore(
  location: StoreLocation,
  remembered: string | null,
  hostSuffix: string = DEFAULT_HOST_SUFFIX,
): ResolvedStore | null {
  const query = clean(new URLSearchParams(location.search).get('domain'));
  if (query) return { key: query, source: 'query' };

  const saved = clean(remembered);
  if (saved) return { key: saved, source: 'remembered' };

  const catalogue = CATALOGUE_PATH.exec(location.pathname)?.[1];
  if (catalogue) {
    const handle = clean(decodeURIComponent(catalogue));
    if (handle) return { key: handle, source: 'catalogue' };
  }

  return fromHost(location.hostname, hostSuffix);
}

/** Paths that never redirect to /storeSignup when no store resolves (spec 1 §2.1). */
export function isStoreFreePath(pathname: string): boolean {
  return pathname === '/storeSignup' || pathname === '/catalogue' || pathname.startsWith('/catalogue/');
}
