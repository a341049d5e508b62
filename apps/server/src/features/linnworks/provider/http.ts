/**
 * Linnworks' REST API (apps.linnworks.net docs; the official .NET SDK's shapes): POST forms whose `request` or
 * `pkOrderIds` field holds JSON. Auth/AuthorizeByApplication (applicationId, applicationSecret, token) answers
 * a session Token and the Server the account lives on; later calls go to {Server}/api/... with the token as the
 * Authorization header. ProcessedOrders/SearchProcessedOrders pages the orders processed in a date range (at
 * most 200 a page); Orders/GetOrdersById brings their lines.
 */
import { isSafeWebAddress } from '@backroom/domain/schemas/common';
import { z } from 'zod';
import {
  type LinnworksApi,
  type LinnworksCredentials,
  type LinnworksOrder,
  LinnworksRefused,
  type LinnworksSession,
  type ProcessedOrdersPage,
} from './port';

const TIMEOUT_MS = 30_000;

const text = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''))
  .pipe(z.string());
const num = z.unknown().transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0));

const sessionAnswer = z.object({ Token: text, Server: text });

const searchAnswer = z.object({
  ProcessedOrders: z.object({
    TotalPages: num,
    TotalEntries: num,
    Data: z
      .array(
        z.looseObject({
          pkOrderID: text,
          nOrderId: num,
          ReferenceNum: text.optional(),
          Source: text.optional(),
          dReceivedDate: text.optional(),
          dProcessedOn: text.optional(),
          dCancelledOn: text.optional(),
          cCurrency: text.optional(),
          cFullName: text.optional(),
          cEmailAddress: text.optional(),
          BuyerPhoneNumber: text.optional(),
        }),
      )
      .nullish()
      .transform((v) => v ?? []),
  }),
});

const detailsAnswer = z.array(
  z.looseObject({
    OrderId: text,
    Items: z
      .array(
        z.looseObject({
          RowId: text,
          SKU: text.optional(),
          ItemNumber: text.optional(),
          Title: text.optional(),
          Quantity: num,
          PricePerUnit: num,
          DiscountValue: num.optional(),
          AdditionalInfo: z
            .array(z.looseObject({ Property: text, PropertyValue: text }))
            .nullish()
            .transform((v) => v ?? []),
        }),
      )
      .nullish()
      .transform((v) => v ?? []),
  }),
);

/** Linnworks writes UTC times, sometimes without the zone; the .NET SDK's "no date" is year 1. */
function date(value: string | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() < 2000 ? null : parsed;
}

export class HttpLinnworksApi implements LinnworksApi {
  readonly kind = 'linnworks' as const;

  constructor(private readonly authUrl: string) {}

  /**
   * The session's server is where the store's data (and token) will be sent: only Linnworks' own https hosts,
   * or the configured API's origin (a local fake in tests).
   */
  private checkedServer(server: string): string {
    const trimmed = server.replace(/\/+$/, '').replace(/\/api$/, '');
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error('Linnworks answered an unusable server address.');
    }
    const own = url.origin === new URL(this.authUrl).origin;
    const linnworks = url.protocol === 'https:' && /(^|\.)linnworks\.net$/i.test(url.hostname);
    if (!isSafeWebAddress(trimmed) || !(own || linnworks) || url.username || url.password) {
      throw new Error(`Linnworks answered a server outside linnworks.net (${url.hostname}).`);
    }
    return url.origin;
  }

  private async post(base: string, path: string, form: Record<string, string>, token?: string) {
    const response = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(token ? { Authorization: token } : {}),
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { Message?: unknown } | null;
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      const said = typeof body?.Message === 'string' ? `: ${body.Message.slice(0, 200)}` : '';
      throw new LinnworksRefused(`Linnworks refused ${path} (${response.status})${said}`);
    }
    if (!response.ok) throw new Error(`Linnworks answered ${response.status} for ${path}`);
    return body;
  }

  async authorize(credentials: LinnworksCredentials): Promise<LinnworksSession> {
    const answer = await this.post(this.authUrl.replace(/\/+$/, ''), 'Auth/AuthorizeByApplication', {
      request: JSON.stringify({
        ApplicationId: credentials.applicationId,
        ApplicationSecret: credentials.applicationSecret,
        Token: credentials.installationToken,
      }),
    });
    const parsed = sessionAnswer.safeParse(answer);
    if (!parsed.success || !parsed.data.Token || !parsed.data.Server)
      throw new LinnworksRefused('Linnworks gave no session for these credentials.');
    return { token: parsed.data.Token, server: this.checkedServer(parsed.data.Server) };
  }

  async processedOrders(
    session: LinnworksSession,
    query: { from: Date; to: Date; page: number; perPage: number },
  ): Promise<ProcessedOrdersPage> {
    const server = this.checkedServer(session.server);
    const search = searchAnswer.parse(
      await this.post(
        server,
        'ProcessedOrders/SearchProcessedOrders',
        {
          request: JSON.stringify({
            DateField: 'processed',
            FromDate: query.from.toISOString(),
            ToDate: query.to.toISOString(),
            PageNumber: query.page,
            ResultsPerPage: query.perPage,
          }),
        },
        session.token,
      ),
    ).ProcessedOrders;
    const found = search.Data.filter((o) => o.pkOrderID);
    const details =
      found.length === 0
        ? []
        : detailsAnswer.parse(
            await this.post(
              server,
              'Orders/GetOrdersById',
              { pkOrderIds: JSON.stringify(found.map((o) => o.pkOrderID)) },
              session.token,
            ),
          );
    const itemsOf = new Map(details.map((d) => [d.OrderId.toLowerCase(), d.Items]));
    const orders = found.map(
      (o): LinnworksOrder => ({
        orderId: o.pkOrderID.toLowerCase(),
        numOrderId: o.nOrderId,
        reference: o.ReferenceNum || null,
        source: o.Source || null,
        receivedDate: date(o.dReceivedDate),
        processedDate: date(o.dProcessedOn),
        cancelled: date(o.dCancelledOn) !== null,
        currency: o.cCurrency || null,
        customer: {
          name: o.cFullName || null,
          email: o.cEmailAddress || null,
          phone: o.BuyerPhoneNumber || null,
        },
        lines: (itemsOf.get(o.pkOrderID.toLowerCase()) ?? []).map((item) => ({
          rowId: item.RowId,
          sku: item.SKU ?? '',
          itemNumber: item.ItemNumber ?? '',
          title: item.Title ?? '',
          quantity: Math.max(0, Math.trunc(item.Quantity)),
          pricePerUnit: item.PricePerUnit,
          discountValue: item.DiscountValue ?? 0,
          options: item.AdditionalInfo.map((a) => ({ property: a.Property, value: a.PropertyValue })),
        })),
      }),
    );
    return { orders, totalPages: search.TotalPages, totalEntries: search.TotalEntries };
  }
}
