/**
 * A local Shopify shop: the Admin GraphQL API the product import reads, as a small HTTP server on this machine.
 * `products` (cursor pagination, search by words or `sku:` prefix), `nodes(ids:)` (null for deleted ids) and
 * Shopify's THROTTLED answer on demand. The shapes follow the Admin API (Product.vendor, productType, media →
 * MediaImage.image.url, variants → sku, barcode, selectedOptions). Development connects the demo store to one
 * (LOCAL_SHOPIFY_SHOP, through the real adapter: storefront/local.ts); tests start their own.
 */
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface FakeVariant {
  id: number;
  sku: string;
  barcode: string | null;
  options: { name: string; value: string }[];
}

export interface FakeProduct {
  id: number;
  title: string;
  vendor: string;
  productType: string;
  images: string[];
  variants: FakeVariant[];
}

/** One order as the Admin REST API answers it (the fields shopify-orders.ts reads). */
export interface FakeOrder {
  id: number;
  name: string;
  email: string;
  created_at: string;
  financial_status: 'paid' | 'pending';
  cancelled_at: string | null;
  customer: { first_name: string; last_name: string; email: string };
  line_items: {
    id: number;
    variant_id: string;
    title: string;
    price: string;
    total_discount: string;
    quantity: number;
  }[];
}

export interface FakeShopify {
  url: string;
  products: FakeProduct[];
  /** Orders the shop took, newest first (REST `orders.json`, `orders/{id}.json`). */
  orders: FakeOrder[];
  /** A shopper buys one variant, paid at checkout: the order the shop answers from then on. */
  placeOrder(line: { variantId: string; title: string; price: string }): FakeOrder;
  /** GraphQL calls received (query text, variables, access token). */
  calls: { query: string; variables: Record<string, unknown>; token: string | undefined }[];
  /** The next this-many calls answer THROTTLED. */
  throttle(times: number): void;
  close(): Promise<void>;
}

export const FAKE_TOKEN = 'shpat_fake_import';
const MAX_RECORDED_CALLS = 1000;
const SIZES = ['8', '8.5', '9', '9.5', '10', '10.5', '11', '12'];

/** A sneaker with one variant per size, SKUs `{style}-{size}` and barcodes. */
export function fakeSneaker(id: number, overrides: Partial<FakeProduct> = {}): FakeProduct {
  const style = `FK${String(id).padStart(4, '0')}-100`;
  return {
    id,
    title: `Fake Runner ${id}`,
    vendor: 'Nike',
    productType: 'Sneakers',
    images: [`https://cdn.shopify.com/s/files/fake/${id}.jpg`],
    variants: SIZES.slice(0, 4).map((size, i) => ({
      id: id * 100 + i,
      sku: `${style}-${size}`,
      barcode: `19${String(id).padStart(7, '0')}${String(i).padStart(4, '0')}`,
      options: [{ name: 'Size', value: size }],
    })),
    ...overrides,
  };
}

function toNode(p: FakeProduct, variantsFirst: number, mediaFirst: number) {
  return {
    id: `gid://shopify/Product/${p.id}`,
    title: p.title,
    vendor: p.vendor,
    productType: p.productType,
    media: { nodes: p.images.slice(0, mediaFirst).map((url) => ({ image: { url } })) },
    variants: {
      nodes: p.variants.slice(0, variantsFirst).map((v) => ({
        id: `gid://shopify/ProductVariant/${v.id}`,
        sku: v.sku,
        barcode: v.barcode,
        selectedOptions: v.options,
      })),
    },
  };
}

/** Shopify's search: `word OR sku:prefix*`, or plain words matched in title, vendor and type. */
function matches(p: FakeProduct, query: string | null): boolean {
  if (!query) return true;
  return query.split(' OR ').some((part) => {
    const sku = part.match(/^sku:(.+?)\*?$/);
    if (sku) return p.variants.some((v) => v.sku.toLowerCase().startsWith(sku[1]!.toLowerCase()));
    const text = `${p.title} ${p.vendor} ${p.productType}`.toLowerCase();
    return part
      .toLowerCase()
      .split(/\s+/)
      .every((word) => text.includes(word));
  });
}

const cursorOf = (index: number) => Buffer.from(`cursor:${index}`).toString('base64');
const indexOf = (cursor: string) => Number(Buffer.from(cursor, 'base64').toString().split(':')[1]);
const firstOf = (query: string, field: string) =>
  Number(query.match(new RegExp(`${field}\\(first: (\\d+)`))?.[1] ?? 10);

export async function startFakeShopify(
  products: FakeProduct[] = [],
  options: { ordersFile?: string } = {},
): Promise<FakeShopify> {
  const calls: FakeShopify['calls'] = [];
  let throttled = 0;
  const state = { products, orders: await readOrders(options.ordersFile) };
  /** The orders file's writes, one after another. */
  let saved: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const token = req.headers['x-shopify-access-token'] as string | undefined;
      const restOrders = req.method === 'GET' ? req.url!.match(/\/orders(?:\/(\d+))?\.json(?:\?|$)/) : null;
      if (restOrders && token === FAKE_TOKEN) {
        if (!restOrders[1]) return res.end(JSON.stringify({ orders: state.orders.slice(0, 250) }));
        const order = state.orders.find((o) => o.id === Number(restOrders[1]));
        res.statusCode = order ? 200 : 404;
        return res.end(JSON.stringify(order ? { order } : { errors: 'Not Found' }));
      }
      if (!req.url!.endsWith('/graphql.json') || req.method !== 'POST') {
        res.statusCode = 404;
        return res.end('{"errors":"Not Found"}');
      }
      if (token !== FAKE_TOKEN) {
        res.statusCode = 401;
        return res.end('{"errors":"[API] Invalid API key or access token"}');
      }
      const { query, variables = {} } = JSON.parse(text) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      calls.push({ query, variables, token });
      if (calls.length > MAX_RECORDED_CALLS) calls.splice(0, calls.length - MAX_RECORDED_CALLS);
      const cost = {
        requestedQueryCost: 500,
        throttleStatus: { currentlyAvailable: 480, restoreRate: 1000 },
      };
      if (throttled > 0) {
        throttled--;
        return res.end(
          JSON.stringify({
            errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
            extensions: { cost },
          }),
        );
      }
      const variantsFirst = firstOf(query, 'variants');
      const mediaFirst = firstOf(query, 'media');
      if (/\bnodes\(ids:/.test(query)) {
        const ids = variables.ids as string[];
        if (ids.length > 250) {
          return res.end(JSON.stringify({ errors: [{ message: 'Too many ids (max 250)' }] }));
        }
        const byId = new Map(state.products.map((p) => [`gid://shopify/Product/${p.id}`, p]));
        const nodes = ids.map((id) => {
          const p = byId.get(id);
          return p ? toNode(p, variantsFirst, mediaFirst) : null;
        });
        return res.end(JSON.stringify({ data: { nodes }, extensions: { cost } }));
      }
      if (/\bproducts\(/.test(query)) {
        const first = Number(variables.first);
        if (!(first >= 1 && first <= 250)) {
          return res.end(JSON.stringify({ errors: [{ message: 'first must be between 1 and 250' }] }));
        }
        const sorted = state.products
          .filter((p) => matches(p, (variables.query as string | null) ?? null))
          .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
        const start = variables.after ? indexOf(String(variables.after)) + 1 : 0;
        const page = sorted.slice(start, start + first);
        const hasNextPage = start + first < sorted.length;
        return res.end(
          JSON.stringify({
            data: {
              products: {
                nodes: page.map((p) => toNode(p, variantsFirst, mediaFirst)),
                pageInfo: {
                  hasNextPage,
                  endCursor: page.length > 0 ? cursorOf(start + page.length - 1) : null,
                },
              },
            },
            extensions: { cost },
          }),
        );
      }
      res.end(JSON.stringify({ errors: [{ message: 'The fake does not know this query' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get products() {
      return state.products;
    },
    set products(list: FakeProduct[]) {
      state.products = list;
    },
    get orders() {
      return state.orders;
    },
    placeOrder(line) {
      const number = 1001 + state.orders.length;
      const order: FakeOrder = {
        id: 5_000_000 + number,
        name: `#${number}`,
        email: 'shopper@example.com',
        created_at: new Date().toISOString(),
        financial_status: 'paid',
        cancelled_at: null,
        customer: { first_name: 'Test', last_name: 'Shopper', email: 'shopper@example.com' },
        line_items: [
          {
            id: 7_000_000 + number,
            variant_id: line.variantId,
            title: line.title,
            price: line.price,
            total_discount: '0.00',
            quantity: 1,
          },
        ],
      };
      state.orders.unshift(order);
      if (options.ordersFile) saved = saved.then(() => saveOrders(options.ordersFile!, state.orders));
      return order;
    },
    calls,
    throttle(times: number) {
      throttled = times;
    },
    close: async () => {
      await saved;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function saveOrders(file: string, orders: FakeOrder[]): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, JSON.stringify(orders));
}

/** The orders a shop kept in `file` (a local test shop's, across restarts); none when there is no file yet. */
async function readOrders(file: string | undefined): Promise<FakeOrder[]> {
  if (!file) return [];
  try {
    const orders = JSON.parse(await fs.promises.readFile(file, 'utf8')) as unknown;
    return Array.isArray(orders) ? (orders as FakeOrder[]) : [];
  } catch {
    return [];
  }
}

/** The local test shop's name and Admin token: the demo store (development only) is connected to it. */
export const LOCAL_SHOPIFY_SHOP = 'backroom-local-test-shop.myshopify.com';
export const LOCAL_SHOPIFY_TOKEN = FAKE_TOKEN;
/**
 * The local test shop's app secret: it signs its order webhooks with it, as Shopify signs with the app's, and the
 * webhook route checks a delivery from this shop against it outside production only. Public on purpose.
 */
export const LOCAL_SHOPIFY_SECRET = 'backroom-local-test-shop-webhook-secret';

export interface SignedOrderWebhookOptions {
  order: FakeOrder;
  topic: 'orders/create' | 'orders/paid' | 'orders/cancelled';
  shop: string;
  secret: string;
}

/** An order webhook as Shopify delivers it: the JSON body and its headers, HMAC-signed with the app secret. */
export function signedOrderWebhook({ order, topic, shop, secret }: SignedOrderWebhookOptions): {
  headers: Record<string, string>;
  body: string;
} {
  const body = JSON.stringify(order);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': shop,
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
    },
  };
}

/** What the local test shop sells: a dozen sneakers the demo catalogue does not have yet, four sizes each. */
export function localShopifyProducts(): FakeProduct[] {
  const models = [
    ['Nike', 'Air Force 1 Low Triple White'],
    ['Nike', 'Dunk Low Grey Fog'],
    ['Adidas', 'Samba OG Cloud White'],
    ['New Balance', '550 White Green'],
    ['Asics', 'Gel-Kayano 14 Cream'],
    ['Nike', 'Air Max 1 Patta Waves'],
    ['Adidas', 'Gazelle Indoor Blue'],
    ['New Balance', '990v6 Grey'],
    ['Nike', 'Vomero 5 Photon Dust'],
    ['Asics', 'GT-2160 White Pure Silver'],
    ['Salomon', 'XT-6 Black'],
    ['Nike', 'Cortez Varsity Red'],
  ] as const;
  return models.map(([vendor, title], i) =>
    fakeSneaker(9001 + i, { title: `${vendor} ${title}`, vendor, images: [] }),
  );
}

/** The local test shop development runs; its orders are kept in `ordersFile`, so a restart neither loses nor repeats one. */
export const startLocalShopify = (ordersFile?: string) =>
  startFakeShopify(localShopifyProducts(), { ordersFile });
