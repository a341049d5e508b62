import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { appKindOf } from '../http/app-kind';
import { findStoreForRequest } from '../http/store-resolution';

const API_PREFIXES = ['/api', '/open', '/dev'];

/**
 * Serves the built web apps: files under apps/web/dist, and for any other page the HTML of the app the request
 * belongs to (staff on STAFF_PORT, seller on PORT, the platform page at /storeSignup), so each app answers on
 * its own routes with no path prefix.
 */
export async function serveWebApps(app: FastifyInstance, env: Env, db: Db): Promise<void> {
  const built = fs.existsSync(path.join(env.webDist, 'staff.html'));
  if (built) {
    await app.register(fastifyStatic, { root: env.webDist, wildcard: false, index: false });
  } else {
    app.log.warn({ webDist: env.webDist }, 'web apps not built: run `npm run build`');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ data: null, error: `No such endpoint: ${request.method} ${pathname}` });
    }
    if (!built) {
      return reply.code(503).type('text/plain').send('The web apps are not built yet: run `npm run build`.');
    }
    if (path.extname(pathname)) return reply.code(404).type('text/plain').send('Not found');
    const store =
      env.PORT === env.STAFF_PORT ? await findStoreForRequest(db, request, env.HOST_SUFFIX) : null;
    const page =
      pathname === '/storeSignup'
        ? 'platform.html'
        : appKindOf(request, env.STAFF_PORT, env.PORT, store) === 'staff'
          ? 'staff.html'
          : 'seller.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
