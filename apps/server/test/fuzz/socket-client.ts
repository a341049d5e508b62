/**
 * Requests to a listening test server through a real socket (the event-loop probe's attacks). A body can be
 * streamed in chunks, with or without Content-Length; once the server answers, the rest is not sent, so a
 * server that refuses early is seen to refuse early.
 */
import http from 'node:http';

export interface SocketAnswer {
  status: number;
  /** The JSON answer's `error`, or the text of a non-JSON answer. */
  error: string | null;
  json: unknown;
  ms: number;
}

export interface SocketRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Sent whole with its Content-Length. */
  body?: Buffer;
  /** Sent chunk by chunk with Transfer-Encoding: chunked, or with `declaredLength` as Content-Length. */
  chunks?: { head: Buffer; chunk: Buffer; times: number; tail: Buffer; declaredLength?: number };
}

export function multipartParts(field: string, filename: string, contentType: string) {
  const boundary = `----backroom-probe-${Math.random().toString(16).slice(2)}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

export function sendThroughSocket(baseUrl: string, req: SocketRequest): Promise<SocketAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body) headers['content-length'] = req.body.length;
    else if (req.chunks?.declaredLength !== undefined) headers['content-length'] = req.chunks.declaredLength;
    const client = http.request(new URL(req.path, baseUrl), { method: req.method, headers, agent: false });
    client.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {}
        const error = json && typeof json === 'object' ? (json as { error?: unknown }).error : text;
        resolve({
          status: res.statusCode ?? 0,
          error: typeof error === 'string' ? error : null,
          json,
          ms: performance.now() - started,
        });
        client.destroy();
      });
    });
    // Writing after the server answered and closed is expected: the answer is what counts.
    client.on('error', (err) => {
      if (!answered) reject(err);
    });
    if (req.body) {
      client.end(req.body);
      return;
    }
    const chunks = req.chunks;
    if (!chunks) {
      client.end();
      return;
    }
    void (async () => {
      const write = (buf: Buffer) =>
        new Promise<void>((done) => {
          if (client.destroyed || client.write(buf)) return done();
          // A server that answered and closed sends no 'drain': the closed socket ends the wait.
          client.once('drain', done);
          client.once('close', done);
        });
      await write(chunks.head);
      for (let i = 0; i < chunks.times && !answered && !client.destroyed; i++) await write(chunks.chunk);
      if (!answered && !client.destroyed) client.end(chunks.tail);
    })();
  });
}
