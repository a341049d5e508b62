/**
 * A local Linnworks: its REST API as a small HTTP server on this machine, strict like the real one where the
 * adapter could go wrong: form-encoded POSTs whose `request` / `pkOrderIds` field is JSON, the application's
 * three ids checked (made-up ones are refused, as Linnworks refuses them), the session token required as the
 * Authorization header on the account's server, at most 200 results a page, dates by the `processed` field. It
 * records every call so tests can see what was sent. Development runs one with a test account
 * (LOCAL_LINNWORKS_CREDENTIALS) holding orders for the demo catalogue, reached through the real adapter
 * (features/linnworks/provider/local.ts); tests start their own, empty (test/fake-linnworks.ts).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoProducts } from '../seed/demo-catalogue';

export interface FakeItem {
  RowId: string;
  SKU: string;
  ItemNumber?: string;
  Title: string;
  Quantity: number;
  PricePerUnit: number;
  DiscountValue?: number;
  AdditionalInfo?: { Property: string; PropertyValue: string }[];
}

export interface FakeOrder {
  pkOrderID: string;
  nOrderId: number;
  processedOn: Date;
  cancelled?: boolean;
  customer?: { name: string; email: string };
  items: FakeItem[];
}

export interface FakeAccount {
  applicationId: string;
  applicationSecret: string;
  token: string;
  orders: FakeOrder[];
}

export interface FakeCall {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface FakeLinnworks {
  url: string;
  calls: FakeCall[];
  accounts: FakeAccount[];
  /** Answers the next calls with this status (e.g. 500) until cleared. */
  failWith: number | null;
  account(overrides?: Partial<FakeAccount>): FakeAccount;
  close(): Promise<void>;
}

let nextOrderNumber = 1000;
const MAX_RECORDED_CALLS = 1000;

export function fakeOrder(items: Omit<FakeItem, 'RowId'>[], overrides: Partial<FakeOrder> = {}): FakeOrder {
  return {
    pkOrderID: randomUUID(),
    nOrderId: ++nextOrderNumber,
    processedOn: new Date(Date.now() - 60_000),
    customer: { name: 'Lin Buyer', email: 'lin@example.test' },
    items: items.map((i) => ({ RowId: randomUUID(), ...i })),
    ...overrides,
  };
}

export async function startFakeLinnworks(): Promise<FakeLinnworks> {
  const sessions = new Map<string, FakeAccount>();
  const state = { failWith: null as number | null };
  const calls: FakeCall[] = [];
  const accounts: FakeAccount[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/api\//, '');
      const form = Object.fromEntries(new URLSearchParams(text));
      const authorization = req.headers.authorization;
      calls.push({ path, authorization, form });
      // A development server runs for days: the record keeps the latest calls only.
      if (calls.length > MAX_RECORDED_CALLS) calls.splice(0, calls.length - MAX_RECORDED_CALLS);
      const send = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      if (state.failWith) return send(state.failWith, { Message: 'Fake failure' });
      if (
        req.method !== 'POST' ||
        !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
      )
        return send(400, { Message: 'Expected a form POST' });
      if (path === 'Auth/AuthorizeByApplication') {
        const r = JSON.parse(form.request ?? '{}');
        const account = accounts.find(
          (a) =>
            a.applicationId === r.ApplicationId &&
            a.applicationSecret === r.ApplicationSecret &&
            a.token === r.Token,
        );
        if (!account) return send(401, { Message: 'Invalid application credentials' });
        const token = randomUUID();
        sessions.set(token, account);
        return send(200, { Token: token, Server: fake.url, Id: randomUUID(), TTL: 1800 });
      }
      const account = authorization ? sessions.get(authorization) : undefined;
      if (!account) return send(401, { Message: 'Authorization has been denied for this request.' });
      if (path === 'ProcessedOrders/SearchProcessedOrders') {
        const r = JSON.parse(form.request ?? '{}');
        if (r.DateField !== 'processed' || !(r.ResultsPerPage >= 1 && r.ResultsPerPage <= 200))
          return send(400, { Message: 'Bad search request' });
        const from = new Date(r.FromDate).getTime();
        const to = new Date(r.ToDate).getTime();
        const hits = account.orders
          .filter((o) => o.processedOn.getTime() >= from && o.processedOn.getTime() <= to)
          .sort((a, b) => a.processedOn.getTime() - b.processedOn.getTime());
        const per = r.ResultsPerPage as number;
        const page = hits.slice((r.PageNumber - 1) * per, r.PageNumber * per);
        return send(200, {
          ProcessedOrders: {
            PageNumber: r.PageNumber,
            EntriesPerPage: per,
            TotalEntries: hits.length,
            TotalPages: Math.ceil(hits.length / per),
            Data: page.map((o) => ({
              pkOrderID: o.pkOrderID,
              nOrderId: o.nOrderId,
              ReferenceNum: `REF-${o.nOrderId}`,
              Source: 'EBAY',
              dReceivedDate: o.processedOn.toISOString().replace('Z', ''),
              dProcessedOn: o.processedOn.toISOString(),
              dCancelledOn: o.cancelled ? o.processedOn.toISOString() : '0001-01-01T00:00:00',
              cCurrency: 'USD',
              cFullName: o.customer?.name ?? '',
              cEmailAddress: o.customer?.email ?? '',
            })),
          },
        });
      }
      if (path === 'Orders/GetOrdersById') {
        const ids = JSON.parse(form.pkOrderIds ?? '[]') as string[];
        const found = account.orders.filter((o) => ids.includes(o.pkOrderID));
        return send(
          200,
          found.map((o) => ({
            OrderId: o.pkOrderID,
            NumOrderId: o.nOrderId,
            Processed: true,
            Items: o.items.map((i) => ({ ...i, OrderId: o.pkOrderID })),
          })),
        );
      }
      return send(404, { Message: `No such call ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeLinnworks = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    accounts,
    get failWith() {
      return state.failWith;
    },
    set failWith(v) {
      state.failWith = v;
    },
    account(overrides = {}) {
      const account = {
        applicationId: randomUUID(),
        applicationSecret: randomUUID(),
        token: randomUUID().replaceAll('-', ''),
        orders: [],
        ...overrides,
      };
      accounts.push(account);
      return account;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/**
 * The local test account's ids (Linnworks ids are GUIDs): shown on Settings → Linnworks when this server uses the
 * local Linnworks, so anyone can connect without a Linnworks account. Any other ids are refused.
 */
export const LOCAL_LINNWORKS_CREDENTIALS = {
  applicationId: '10ca1000-7e57-4000-8000-00000000a001',
  applicationSecret: '10ca1000-7e57-4000-8000-00000000a002',
  installationToken: '10ca1000-7e57-4000-8000-00000000a003',
} as const;

const HOUR = 3_600_000;

/**
 * The test account's orders: processed in the hours before `now`, each selling a pair of a demo catalogue
 * product in a common size (SKU plus a Size option, as a channel sends them), so a sync finds items to sell in
 * the demo store and reports the others as unmatched. Fixed ids: a restart brings no duplicates.
 */
export function localLinnworksOrders(now = new Date()): FakeOrder[] {
  const sizes = ['9', '10', '10.5', '11', '9.5', '8'];
  return demoProducts()
    .slice(0, 6)
    .map((product, i) => ({
      pkOrderID: `10ca1000-0d3a-4000-8000-${String(i + 1).padStart(12, '0')}`,
      nOrderId: 5001 + i,
      processedOn: new Date(now.getTime() - (2 + i * 7) * HOUR),
      customer: { name: `Test Buyer ${i + 1}`, email: `buyer${i + 1}@example.test` },
      items: [
        {
          RowId: `10ca1000-0d3a-4000-9000-${String(i + 1).padStart(12, '0')}`,
          SKU: product.sku,
          ItemNumber: '',
          Title: product.title,
          Quantity: 1,
          PricePerUnit: product.price / 100,
          AdditionalInfo: [{ Property: 'Size', PropertyValue: sizes[i]! }],
        },
      ],
    }));
}

/** The local Linnworks development runs: the test account and its orders. */
export async function startLocalLinnworks(now = new Date()): Promise<FakeLinnworks> {
  const server = await startFakeLinnworks();
  server.account({
    applicationId: LOCAL_LINNWORKS_CREDENTIALS.applicationId,
    applicationSecret: LOCAL_LINNWORKS_CREDENTIALS.applicationSecret,
    token: LOCAL_LINNWORKS_CREDENTIALS.installationToken,
    orders: localLinnworksOrders(now),
  });
  return server;
}
