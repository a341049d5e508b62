import { LazyServer } from '../../../dev-integrations/lazy-server';
import { LOCAL_LINNWORKS_CREDENTIALS, startLocalLinnworks } from '../../../dev-integrations/local-linnworks';
import { HttpLinnworksApi } from './http';
import type { LinnworksApi, LinnworksCredentials, LinnworksSession, ProcessedOrdersPage } from './port';

/**
 * The local test Linnworks (development and tests, never production: config refuses it there): a small
 * Linnworks server on this machine (dev-integrations/local-linnworks.ts) reached through the real HTTP adapter.
 * Its test account's credentials connect and bring orders for the demo catalogue; made-up ones are refused.
 */
export class LocalLinnworksApi implements LinnworksApi {
  readonly kind = 'local' as const;
  readonly testCredentials: LinnworksCredentials = { ...LOCAL_LINNWORKS_CREDENTIALS };
  private readonly server = new LazyServer(() => startLocalLinnworks());

  private async api() {
    return new HttpLinnworksApi(await this.server.url());
  }

  async authorize(credentials: LinnworksCredentials): Promise<LinnworksSession> {
    return (await this.api()).authorize(credentials);
  }

  async processedOrders(
    session: LinnworksSession,
    query: { from: Date; to: Date; page: number; perPage: number },
  ): Promise<ProcessedOrdersPage> {
    return (await this.api()).processedOrders(session, query);
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
