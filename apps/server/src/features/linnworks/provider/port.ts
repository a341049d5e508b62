/** What the Linnworks adapters (http.ts, local.ts) speak, and what the sync reads. */
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
  /** `local`: the local test Linnworks (development, tests); `linnworks`: Linnworks itself. */
  readonly kind: 'local' | 'linnworks';
  /** The local test account's ids, shown so anyone can connect it; absent for Linnworks itself. */
  readonly testCredentials?: LinnworksCredentials;
  /** Stops what the adapter started (the local server). */
  close?(): Promise<void>;
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
