import type { LinnworksApi, LinnworksSession, ProcessedOrdersPage } from './port';

/** The built-in stand-in: any well-formed credentials connect; there are never any orders to bring in. */
export class LocalLinnworksApi implements LinnworksApi {
  readonly kind = 'local' as const;

  async authorize(): Promise<LinnworksSession> {
    return { token: 'local', server: 'local' };
  }

  async processedOrders(): Promise<ProcessedOrdersPage> {
    return { orders: [], totalPages: 0, totalEntries: 0 };
  }
}
