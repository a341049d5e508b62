/**
 * Linnworks, the second order source (issue #15 part 3), behind one interface: `linnworks` calls Linnworks'
 * REST API (http.ts); `local` talks to nothing external, so a fresh machine can connect and sync (it finds no
 * orders). LINNWORKS_API_URL points the real adapter at a local fake in tests.
 */
import type { Env } from '../../../config/env';
import { HttpLinnworksApi } from './http';
import { LocalLinnworksApi } from './local';

export interface LinnworksCredentials {
  applicationId: string;
  applicationSecret: string;
  installationToken: string;
}

/** What AuthorizeByApplication answers: the session token and the server the account lives on. */
export interface LinnworksSession {
  token: string;
  server: string;
}

export interface LinnworksOrderLine {
  /** Linnworks' row id: unique within the order. */
  rowId: string;
  sku: string;
  itemNumber: string;
  title: string;
  quantity: number;
  /** Major units, as Linnworks sends them. */
  pricePerUnit: number;
  /** The line's discount in money (all units). */
  discountValue: number;
  /** Channel options (Size, Colour...). */
  options: { property: string; value: string }[];
}

export interface LinnworksOrder {
  /** pkOrderID (a GUID). */
  orderId: string;
  numOrderId: number;
  reference: string | null;
  source: string | null;
  receivedDate: Date | null;
  processedDate: Date | null;
  cancelled: boolean;
  currency: string | null;
  customer: { name: string | null; email: string | null; phone: string | null };
  lines: LinnworksOrderLine[];
}

export interface ProcessedOrdersPage {
  orders: LinnworksOrder[];
  totalPages: number;
  totalEntries: number;
}

export interface LinnworksApi {
  readonly kind: 'local' | 'linnworks';
  /** Auth/AuthorizeByApplication; a refusal throws LinnworksRefused. */
  authorize(credentials: LinnworksCredentials): Promise<LinnworksSession>;
  /** One page (1-based) of the orders processed between `from` and `to`, with their lines. */
  processedOrders(
    session: LinnworksSession,
    query: { from: Date; to: Date; page: number; perPage: number },
  ): Promise<ProcessedOrdersPage>;
}

/** Linnworks said no (bad credentials, app uninstalled): retrying will not help until the store fixes it. */
export class LinnworksRefused extends Error {}

export function createLinnworksApi(env: Pick<Env, 'LINNWORKS_PROVIDER' | 'LINNWORKS_API_URL'>): LinnworksApi {
  if (env.LINNWORKS_PROVIDER === 'linnworks') return new HttpLinnworksApi(env.LINNWORKS_API_URL);
  return new LocalLinnworksApi();
}
