/**
 * Does one request stall every store? `withHealthzProbe` calls GET /healthz every `everyMs` (20 ms) on a
 * listening server while `attack` runs, and answers the attack's result with the slowest /healthz answer.
 *
 *   const { result, worstMs } = await withHealthzProbe(baseUrl, () => postTheBomb());
 *   expect(worstMs).toBeLessThan(200);
 *
 * Each probe's wait is counted from when it was due, not from when it was sent: if the event loop (the
 * server's, which in a test is also the probe's) is blocked between two probes, the next one is sent late and
 * that lateness counts. Build big attack payloads before calling: what the attack does synchronously on this
 * thread stalls the probe too. `baseUrl` must be a real listening server (`listenForProbe`), since
 * `app.inject` does not go through the socket.
 */
import type { FastifyInstance } from 'fastify';

export interface ProbeReport<T> {
  result: T;
  /** The slowest /healthz answer, in milliseconds, counted from when it was due. */
  worstMs: number;
  /** How many /healthz calls were answered. */
  probes: number;
  /** /healthz answers other than 200, or calls that failed (each is also counted as an answer). */
  failures: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withHealthzProbe<T>(
  baseUrl: string,
  attack: () => Promise<T>,
  options: { everyMs?: number } = {},
): Promise<ProbeReport<T>> {
  const everyMs = options.everyMs ?? 20;
  let done = false;
  let worstMs = 0;
  let probes = 0;
  let failures = 0;
  const url = new URL('/healthz', baseUrl).toString();

  const probe = async () => {
    let due = performance.now();
    while (!done) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      } catch {
        failures++;
      }
      const answered = performance.now();
      probes++;
      worstMs = Math.max(worstMs, answered - due);
      due = Math.max(due + everyMs, answered);
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
  };

  const running = probe();
  let result: T;
  try {
    // Give the probe a head start, so it is already calling when the attack lands.
    await sleep(everyMs);
    result = await attack();
    await sleep(everyMs * 2);
  } finally {
    done = true;
    await running;
  }
  return { result, worstMs, probes, failures };
}

/** Listens on a free port of 127.0.0.1 (once) and answers the base URL for the probe and the attack. */
export async function listenForProbe(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('the test server did not bind a port');
  return `http://127.0.0.1:${bound.port}`;
}

/**
 * The probe with one allowance for a busy machine: a request that stalls the loop stalls it every time, while a
 * test process descheduled for a moment on a loaded CI machine is late once. The attack runs again (up to
 * `tries` times, so it must be one that changes nothing) while the slowest /healthz answer is over `budgetMs`;
 * the report is the best run's, with every run's worst.
 */
export async function withinBudget<T>(
  baseUrl: string,
  attack: () => Promise<T>,
  budgetMs: number,
  tries = 3,
): Promise<ProbeReport<T> & { worsts: number[] }> {
  const worsts: number[] = [];
  let best: ProbeReport<T> | null = null;
  for (let i = 0; i < tries; i++) {
    const report = await withHealthzProbe(baseUrl, attack);
    worsts.push(Math.round(report.worstMs));
    if (!best || report.worstMs < best.worstMs) best = report;
    if (report.worstMs < budgetMs && report.failures === 0) break;
  }
  return { ...best!, worsts };
}
