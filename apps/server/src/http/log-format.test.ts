import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logFormat, loggerOptions, logRequestLines, requestLogController } from './log-format';

/** A bare Fastify logging as the server does in `env`'s format; the lines it wrote for two requests. */
async function linesFor(env: {
  NODE_ENV: 'development' | 'production' | 'test';
  LOG_FORMAT?: 'json' | 'pretty';
}) {
  const full = { LOG_LEVEL: 'info' as const, ...env };
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  const options = (await loggerOptions(full, out)) as Record<string, unknown>;
  const pretty = logFormat(full) === 'pretty';
  const app = Fastify({
    // JSON goes to the same capture through pino's stream option.
    logger: pretty ? options : { ...options, stream: out },
    ...(pretty ? { logController: requestLogController(full) } : {}),
  });
  if (pretty) logRequestLines(app);
  app.get('/api/things', async () => ({ ok: true }));
  await app.inject({ url: '/api/things?page=2' });
  await app.inject({ url: '/missing' });
  await app.close();
  return written.trim().split('\n');
}

describe('log lines', () => {
  it('in development: one readable line per request, with method, path, status and time', async () => {
    const lines = await linesFor({ NODE_ENV: 'development' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/things\?page=2 200 \d+ ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/missing 404 \d+ ms$/);
  });

  it('in production: JSON lines, a request id on each, as log collectors read them', async () => {
    const lines = await linesFor({ NODE_ENV: 'production' });
    const parsed = lines.map((line) => JSON.parse(line) as { msg: string; reqId: string; level: number });
    expect(parsed.map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'Route GET:/missing not found',
      'request completed',
    ]);
    expect(parsed.every((l) => l.reqId && l.level === 30)).toBe(true);
  });

  it('LOG_FORMAT chooses either anywhere', () => {
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'test' })).toBe('json');
  });
});
