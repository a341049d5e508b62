/**
 * A sample webhook receiver for tests and the latency bench: a local HTTP server that keeps every request and
 * answers with the next status of its script (then 200), checking each signature as a real receiver would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../src/features/webhooks/signature';

export interface Received {
  body: string;
  event: { id: string; type: string; createdAt: string; store: string; data: Record<string, unknown> };
  headers: http.IncomingHttpHeaders;
  at: number;
  answered: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Statuses to answer the next requests with, in order; 200 after they run out. */
  script: number[];
  /** How long to wait before answering (a slow receiver keeps deliveries in flight). */
  delayMs: number;
  /** Whether every request so far carried a valid signature for `secret`. */
  allSigned(secret: string): boolean;
  onRequest?: (r: Received) => void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const receiver: Receiver = {
    url: '',
    received,
    script: [],
    delayMs: 0,
    allSigned: (secret) =>
      received.every((r) =>
        verifySignature({ secret, header: r.headers['backroom-signature'] as string, body: r.body }),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = receiver.script.shift() ?? 200;
      const entry: Received = {
        body,
        event: JSON.parse(body),
        headers: req.headers,
        at: Date.now(),
        answered: status,
      };
      received.push(entry);
      receiver.onRequest?.(entry);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? 'thanks' : 'receiver is down');
      }, receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
