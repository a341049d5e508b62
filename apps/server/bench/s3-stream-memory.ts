/**
 * node --import tsx apps/server/bench/s3-stream-memory.ts [MiB…]: a private file of each size (default 50 and
 * 600 MiB, an export archive's order) streamed into an S3-compatible bucket and read back through S3Storage, with
 * this process's memory sampled every 10 ms. The bucket is s3rver in a child process, so its own buffers are not
 * counted. The peak above the start should not grow with the file (docs/operations.md "Object storage").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3Storage } from '../src/storage/s3';

const sizes = process.argv.slice(2).map(Number);
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-s3-bench-'));
const server = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import S3rver from 's3rver';
     const s = new S3rver({ address: '127.0.0.1', port: 0, directory: ${JSON.stringify(directory)}, silent: true,
       configureBuckets: [{ name: 'bench' }] });
     console.log((await s.run()).port);`,
  ],
  { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
);
const port = await new Promise<string>((resolve) =>
  server.stdout.once('data', (d) => resolve(String(d).trim())),
);
const storage = new S3Storage({
  bucket: 'bench',
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${port}`,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function* generated(mib: number) {
  for (let i = 0; i < mib * 4; i++) yield Buffer.alloc(256 * 1024, i % 251);
}

try {
  for (const [index, mib] of (sizes.length ? sizes : [50, 600]).entries()) {
    const key = `1/exports/${index}.zip`;
    const start = process.memoryUsage();
    let rss = start.rss;
    let buffers = start.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      rss = Math.max(rss, now.rss);
      buffers = Math.max(buffers, now.arrayBuffers);
    }, 10);
    const began = performance.now();
    const { size } = await storage.putPrivate(key, Readable.from(generated(mib)));
    const written = performance.now();
    let read = 0;
    for await (const chunk of (await storage.getPrivate(key))!.stream) read += (chunk as Buffer).length;
    clearInterval(sampler);
    await storage.deletePrivate(key);
    console.log(
      `${mb(size)} MiB: written in ${((written - began) / 1000).toFixed(1)} s, read back ${mb(read)} MiB in ${((performance.now() - written) / 1000).toFixed(1)} s; peak above start: rss +${mb(rss - start.rss)} MiB, buffers +${mb(buffers - start.arrayBuffers)} MiB`,
    );
  }
} finally {
  storage.close();
  server.kill();
  fs.rmSync(directory, { recursive: true, force: true });
}
