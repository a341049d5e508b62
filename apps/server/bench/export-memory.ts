/**
 * npm run bench:export: the inventory CSV export of 100,000 rows (status Sold of the 1,000,000-item bench store)
 * timed end to end, while the server's resident memory is sampled every 20 ms (Linux /proc). Needs a database
 * seeded by `BENCH_KEEP=1 npm run bench` (BENCH_DB names it).
 */
import { readFileSync } from 'node:fs';
import { BENCH_HANDLE } from './seed-large';
import { startBenchServer } from './server';

const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
if (!process.env.BENCH_DB)
  throw new Error('BENCH_DB: name a database seeded with BENCH_KEEP=1 npm run bench');
const url = Object.assign(new URL(base), { pathname: `/${process.env.BENCH_DB}` }).toString();

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const server = await startBenchServer(url);
try {
  const pid = server.process.pid!;
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${server.origin}/api/inventories/exportInventory?status=Sold`, {
    headers: { authorization: `Bearer ${server.token}`, 'x-store-handle': BENCH_HANDLE },
  });
  let bytes = 0;
  let lines = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) {
    bytes += chunk.length;
    for (const ch of decoder.decode(chunk, { stream: true })) if (ch === '\n') lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  console.table([
    {
      status: res.status,
      rows: lines - 1,
      'MB sent': Number((bytes / 1e6).toFixed(1)),
      seconds: Number(seconds.toFixed(2)),
      'server RSS idle MB': Math.round(idle),
      'server RSS peak MB': Math.round(peak),
    },
  ]);
} finally {
  await server.stop();
}
