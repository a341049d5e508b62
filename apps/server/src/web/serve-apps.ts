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
 * Files under /assets carry a content hash in their names: they never change, so browsers keep them a year without
 * asking. Everything else (the pages, the demo pictures) is revalidated on every use.
 */
function isHashedAsset(webDist: string, file: string): boolean {
  return path.relative(webDist, file).split(path.sep)[0] === 'assets';
}

/**
 * Security headers that act only on a document (a page or a frame): on a script, a stylesheet or a picture the
 * browser ignores them. A page load fetches some 40-90 such files over HTTP/1.1, which does not compress headers:
 * about 1 KB each, as much as the smaller scripts themselves. `X-Content-Type-Options`, `Cross-Origin-Resource-Policy`
 * and HSTS stay: they do apply to these files.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web apps: files under apps/web/dist, and for any other page the HTML of the app the request
 * belongs to (staff on STAFF_PORT, seller on PORT, the platform page at /storeSignup), so each app answers on
 * its own routes with no path prefix.
 */
export async function serveWebApps(app: FastifyInstance, env: Env, db: Db): Promise<void> {
  const built = fs.existsSync(path.join(env.webDist, 'staff.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: env.webDist,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file: sent as they are, with `Vary: Accept-Encoding`.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = isHashedAsset(env.webDist, file);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (hashed) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      },
    });
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
        : appKindOf({ request, staffPort: env.STAFF_PORT, sellerPort: env.PORT, store }) === 'staff'
          ? 'staff.html'
          : 'seller.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
