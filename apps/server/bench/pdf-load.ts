/**
 * The bench's PDF phase: 10 label PDFs of 1,500 labels each asked for at once by the bench store, while
 * `/healthz` and a list call (the store's first page of consigners) are called by 4 connections each for as
 * long as the PDFs take. Run twice, on a server drawing PDFs on its main thread (PDF_RENDER_THREADS=0, the way
 * before worker threads) and on one with its default worker pool. The smoke run: 2 PDFs of 20 labels, worker pool only.
 */
import { BENCH_HANDLE } from './seed-large';
import { type BenchServer, startBenchServer } from './server';

export const PDF_COUNT = 10;
export const PDF_LABELS = 1500;
const CONNECTIONS = 4;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** Calls `path` over `CONNECTIONS` connections until `done()`; the latencies in ms, sorted. */
async function hammer(origin: string, path: string, headers: Record<string, string>, done: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!done()) {
        const t = performance.now();
        const res = await fetch(`${origin}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

async function oneRun(
  url: string,
  mode: string,
  env: Record<string, string>,
  ids: number[],
  count: number,
  running?: BenchServer,
) {
  const server = running ?? (await startBenchServer(url, env));
  try {
    const headers = { 'x-store-handle': BENCH_HANDLE, authorization: `Bearer ${server.token}` };
    // A first small PDF, so the worker thread's start is not part of the measurement.
    await fetch(`${server.origin}/api/inventories/printLabels`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ids.slice(0, 1), markPrinted: false }),
    }).then((r) => r.arrayBuffer());
    let finished = 0;
    const statuses: number[] = [];
    const t0 = performance.now();
    const pdfs = Array.from({ length: count }, async () => {
      const res = await fetch(`${server.origin}/api/inventories/printLabels`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ids, markPrinted: false }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
      finished++;
    });
    const done = () => finished === count;
    const [health, list] = await Promise.all([
      hammer(server.origin, '/healthz', {}, done),
      hammer(server.origin, '/api/consigners?pageSize=20', headers, done),
      ...pdfs,
    ]);
    const seconds = (performance.now() - t0) / 1000;
    return {
      mode,
      'PDFs (status)': statuses
        .map(String)
        .join(' ')
        .replace(/^(200 )+200$/, `${count} × 200`),
      'all PDFs s': Number(seconds.toFixed(1)),
      '/healthz n': health.latencies.length,
      '/healthz p50 ms': Math.round(percentile(health.latencies, 50)),
      '/healthz p99 ms': Math.round(percentile(health.latencies, 99)),
      'list n': list.latencies.length,
      'list p50 ms': Math.round(percentile(list.latencies, 50)),
      'list p99 ms': Math.round(percentile(list.latencies, 99)),
      'list errors': list.errors,
    };
  } finally {
    if (!running) await server.stop();
  }
}

/**
 * Both runs; `ids` are `PDF_LABELS` items of the bench store. The smoke run: the worker pool's only, small, on the
 * server already running (`running`). What failed, in words.
 */
export async function pdfUnderLoad(url: string, allIds: number[], running?: BenchServer): Promise<string[]> {
  const smoke = Boolean(running);
  const ids = smoke ? allIds.slice(0, 20) : allIds;
  const count = smoke ? 2 : PDF_COUNT;
  const rows = [
    ...(smoke
      ? []
      : [await oneRun(url, 'main thread (PDF_RENDER_THREADS=0)', { PDF_RENDER_THREADS: '0' }, ids, count)]),
    await oneRun(url, 'worker pool (default)', {}, ids, count, running),
  ];
  console.log(
    `\n${count} label PDFs of ${ids.length} labels at once, /healthz and GET /api/consigners ×${CONNECTIONS} connections each meanwhile`,
  );
  console.table(rows);
  return rows.flatMap((r) =>
    r['PDFs (status)'] === `${count} × 200` && r['list errors'] === 0
      ? []
      : [`PDFs (${r.mode}): ${r['PDFs (status)']}, list errors ${r['list errors']}`],
  );
}
