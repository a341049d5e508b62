/** One signed POST to an endpoint: 10 s to answer, the first 500 characters of the answer kept for the log. */
import http from 'node:http';
import https from 'node:https';
import { type AddressPolicy, guardedLookup } from './address';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;
const MAX_READ_BYTES = 64 * 1024;

export interface AttemptRecord {
  responseStatus: number | null;
  responseMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export interface PostSignedOptions {
  url: string;
  body: string;
  secrets: readonly string[];
  policy: AddressPolicy;
  meta: { event: string; delivery: number };
}

export async function postSigned({
  url,
  body,
  secrets,
  policy,
  meta,
}: PostSignedOptions): Promise<{ ok: boolean; record: AttemptRecord }> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const done = (status: number | null, excerpt: string | null, error: string | null) =>
      resolve({
        ok: status !== null && status >= 200 && status < 300,
        record: { responseStatus: status, responseMs: elapsed(), responseExcerpt: excerpt, error },
      });
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(policy),
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Backroom-Webhooks/1.0',
          [SIGNATURE_HEADER]: signatureHeader(secrets, body),
          'backroom-event': meta.event,
          'backroom-delivery': String(meta.delivery),
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_READ_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          // PostgreSQL text cannot hold NUL: a receiver's binary answer is kept without it.
          const text = Buffer.concat(chunks)
            .toString('utf8')
            .replaceAll('\u0000', '')
            .slice(0, EXCERPT_CHARS);
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          done(status, text, ok ? null : `The endpoint answered HTTP ${status}.`);
        });
        response.on('error', (err) => done(response.statusCode ?? null, null, err.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error('The endpoint did not answer within 10 seconds.')));
    request.on('error', (err) => done(null, null, err.message || 'The endpoint could not be reached.'));
    request.end(body);
  });
}
