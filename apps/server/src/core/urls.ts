import type { StoreRow } from './store';

export interface UrlConfig {
  PUBLIC_PROTOCOL: 'http' | 'https';
  HOST_SUFFIX: string;
  PORT: number;
  STAFF_PORT: number;
  /** The ports the apps are reached on through a proxy; PORT and STAFF_PORT when unset. */
  PUBLIC_PORT?: number | undefined;
  PUBLIC_STAFF_PORT?: number | undefined;
}

function origin(cfg: UrlConfig, handle: string, port: number): string {
  const defaultPort = cfg.PUBLIC_PROTOCOL === 'https' ? 443 : 80;
  const portPart = port === defaultPort ? '' : `:${port}`;
  return `${cfg.PUBLIC_PROTOCOL}://${handle}.${cfg.HOST_SUFFIX}${portPart}`;
}

/** The seller app (consignerUrl) and staff app (inStoreUrl) of a store: configured custom hosts, else subdomains. */
export function storeUrls(cfg: UrlConfig, store: Pick<StoreRow, 'handle' | 'consignerUrl' | 'inStoreUrl'>) {
  return {
    consignerUrl: store.consignerUrl ?? origin(cfg, store.handle, cfg.PUBLIC_PORT ?? cfg.PORT),
    inStoreUrl: store.inStoreUrl ?? origin(cfg, store.handle, cfg.PUBLIC_STAFF_PORT ?? cfg.STAFF_PORT),
  };
}

export function platformUrl(cfg: UrlConfig): string {
  const defaultPort = cfg.PUBLIC_PROTOCOL === 'https' ? 443 : 80;
  const port = cfg.PUBLIC_PORT ?? cfg.PORT;
  const portPart = port === defaultPort ? '' : `:${port}`;
  return `${cfg.PUBLIC_PROTOCOL}://${cfg.HOST_SUFFIX}${portPart}/storeSignup`;
}
