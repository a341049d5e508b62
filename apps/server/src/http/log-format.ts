import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Env } from '../config/env';

/**
 * Logs are JSON lines (pino) for machines, unless LOG_FORMAT=pretty, the default in development: one readable line
 * per event (`12:04:31 INFO: GET /api/products 200 14 ms`), so the start banner does not scroll away in raw JSON.
 */
export function logFormat(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>): 'json' | 'pretty' {
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/** `destination`: where pretty lines go (standard output unless a test captures them). */
export async function loggerOptions(
  env: Pick<Env, 'LOG_FORMAT' | 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: NodeJS.WritableStream,
): Promise<FastifyServerOptions['logger']> {
  if (logFormat(env) === 'json') return { level: env.LOG_LEVEL, redact: REDACT };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: env.LOG_LEVEL,
    redact: REDACT,
    stream: pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      sync: true,
      ...(destination ? { destination } : {}),
    }),
  };
}

/** Fastify's own two lines per request, switched off for pretty logs (logRequestLines writes one instead). */
export function requestLogController(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>): LogController | undefined {
  return logFormat(env) === 'pretty' ? new LogController({ disableRequestLogging: true }) : undefined;
}

/** Pretty logs: one line per answered request (Fastify's own two lines per request are switched off for them). */
export function logRequestLines(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
