/**
 * The mixed workload of `npm run bench:platform`: each kind of request (list, search, code lookup, dashboard,
 * write) is one autocannon instance with its share of the connections, all at once against one server, every
 * request for a store picked with a skew (a few busy stores get most of the traffic). Latencies are kept per kind,
 * so p95 is exact, per kind and over all requests together; the server's resident memory is sampled from /proc
 * while it runs.
 */
import { readFileSync } from 'node:fs';
import { addDays, todayIn } from '@backroom/domain/dates';
import autocannon from 'autocannon';

export interface PlatformStore {
  id: number;
  handle: string;
  token: string;
  items: number;
  products: number;
  consigners: number;
  templateId: number;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Kind {
  name: string;
  connections: number;
  next: (store: PlatformStore, random: () => number) => Call;
}

/** A small fast generator, seeded, so both runs ask the same requests in the same order. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const upTo = (random: () => number, n: number) => 1 + Math.floor(random() * n);

let written = 0;

export function workloadKinds(): Kind[] {
  const today = todayIn('UTC');
  const range = new URLSearchParams({ dateRangeStart: addDays(today, -30), dateRangeEnd: addDays(today, 1) });
  return [
    {
      name: 'list',
      connections: 4,
      next: (_s, random) => ({
        method: 'GET',
        path: pick(random, [
          '/api/inventories/paginatedInventories?status=All&pageSize=20',
          '/api/products?pageSize=20',
          '/api/consigners?pageSize=20',
        ]),
      }),
    },
    {
      name: 'search',
      connections: 5,
      next: (s, random) => {
        const term = pick(random, [
          `colorway ${upTo(random, s.products)}`,
          'jordan',
          'dunk low',
          'jordn',
          `sku-${String(upTo(random, s.products)).padStart(7, '0')}`,
        ]);
        return random() < 0.8
          ? { method: 'GET', path: `/api/products?search=${encodeURIComponent(term)}&pageSize=20` }
          : {
              method: 'GET',
              path: `/api/consigners?search=number%20${upTo(random, s.consigners)}&pageSize=20`,
            };
      },
    },
    {
      name: 'code lookup',
      connections: 4,
      next: (s, random) => ({ method: 'GET', path: `/api/inventories/code/c${upTo(random, s.items)}` }),
    },
    {
      name: 'dashboard',
      connections: 2,
      next: () => ({ method: 'GET', path: `/api/inventories/getdasboardInventory?${range}` }),
    },
    {
      name: 'write',
      connections: 1,
      next: (s) => {
        written++;
        return {
          method: 'POST',
          path: '/api/products',
          body: JSON.stringify({
            title: `Bench Write ${written}`,
            sku: `W-${process.pid}-${written}`,
            brand: 'Nike',
            category: 'Sneakers',
            gender: 'Men',
            productTemplateId: s.templateId,
            images: ['https://img.test/bench.png'],
          }),
        };
      },
    },
  ];
}

/**
 * Busy stores: the huge one, three big ones and six small ones get `busyShare` of the requests; the rest is
 * spread evenly over every store.
 */
export function skewedPicker(stores: PlatformStore[], busyShare: number, random: () => number) {
  const busy = [0, 1, 2, 3, ...[20, 40, 60, 80, 100, 120].map((r) => Math.min(r, stores.length - 1))].map(
    (i) => stores[Math.min(i, stores.length - 1)]!,
  );
  return () => (random() < busyShare ? pick(random, busy) : pick(random, stores));
}

/** Resident memory now and its peak (kB → MB), from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

export interface KindResult {
  kind: string;
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  non2xx: number;
}

/** The last row of `runWorkload`'s answer: every request of the run, all kinds together (issue 35's figure). */
export const ALL_REQUESTS = 'all requests';

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0).toFixed(1));

export async function runWorkload(
  origin: string,
  stores: PlatformStore[],
  options: {
    seconds: number;
    busyShare: number;
    seed: number;
    /** Each kind's connections times this (at least 1 each): 1 is the 16 of `workloadKinds`. */
    connectionScale?: number;
    /** Only the kinds whose name this matches (a profile of one kind); all when absent. */
    kinds?: RegExp;
  },
): Promise<KindResult[]> {
  const scale = options.connectionScale ?? 1;
  const kinds = workloadKinds().filter((kind) => !options.kinds || options.kinds.test(kind.name));
  const runs = kinds.map((kind, k) => {
    const random = seeded(options.seed + k);
    const nextStore = skewedPicker(stores, options.busyShare, random);
    const latencies: number[] = [];
    let non2xx = 0;
    const done = new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        {
          url: origin,
          connections: Math.max(1, Math.round(kind.connections * scale)),
          duration: options.seconds,
          requests: [
            {
              setupRequest: (req: autocannon.Request): autocannon.Request => {
                const store = nextStore();
                const r = kind.next(store, random);
                return {
                  ...req,
                  method: r.method,
                  path: r.path,
                  body: r.body,
                  headers: {
                    'x-store-handle': store.handle,
                    authorization: `Bearer ${store.token}`,
                    'accept-encoding': 'gzip',
                    ...(r.body ? { 'content-type': 'application/json' } : {}),
                  },
                };
              },
            },
          ],
        },
        (err) => (err ? reject(err) : resolve()),
      );
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        latencies.push(ms);
        if (status < 200 || status > 299) {
          if (non2xx === 0) console.warn(`${kind.name}: first answer not 2xx was ${status}`);
          non2xx++;
        }
      });
    });
    return { kind: kind.name, latencies, done, non2xx: () => non2xx };
  });
  await Promise.all(runs.map((r) => r.done));
  const row = (kind: string, latencies: number[], non2xx: number): KindResult => {
    const sorted = latencies.sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      'req/s': Math.round(sorted.length / options.seconds),
      'p50 ms': percentile(sorted, 50),
      'p95 ms': percentile(sorted, 95),
      'p99 ms': percentile(sorted, 99),
      non2xx,
    };
  };
  const all = row(
    ALL_REQUESTS,
    runs.flatMap((r) => r.latencies),
    runs.reduce((n, r) => n + r.non2xx(), 0),
  );
  return [...runs.map((r) => row(r.kind, r.latencies, r.non2xx())), all];
}
